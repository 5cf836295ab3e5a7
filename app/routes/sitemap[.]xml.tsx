import type { LoaderFunctionArgs } from "@remix-run/node";
import { api, platformContext } from "~/api/client.server";
import { loadLayout } from "~/components/layout/layout-data.server";
import { localizedHref } from "~/i18n/localized-href";
import { throwPageError } from "~/lib/page-errors.server";

// The sitemap of the site's homes and navigation pages in every allowed language; the content
// issue adds posts, events and the catalogue.
const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const ctx = await api(request).catch(throwPageError);
  const paths = new Set<string>();
  for (const language of ctx.allowedLanguages) {
    paths.add(localizedHref("home", language));
    const layout = await loadLayout(platformContext(ctx.domain, language)).catch(throwPageError);
    const walk = (items: typeof layout.mainNavigation) =>
      items.forEach((item) => {
        if (item.baseLink.startsWith("/")) paths.add(item.baseLink);
        walk(item.children);
      });
    walk(layout.mainNavigation);
  }
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...paths]
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
