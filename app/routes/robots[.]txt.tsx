import type { LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/api/client.server";
import { localizedHref } from "~/i18n/localized-href";
import { throwPageError } from "~/lib/page-errors.server";

// /robots.txt: keeps crawlers out of the back office and the visitor's own screens (cart,
// checkout, profile) in every allowed language, and names the sitemap by its absolute URL.
const PRIVATE_SCREENS = ["cart", "checkout", "profile"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const ctx = await api(request).catch(throwPageError);
  const disallowed = new Set(["/admin", "/adminLogin", "/section-tool"]);
  for (const language of ctx.allowedLanguages) for (const screen of PRIVATE_SCREENS) disallowed.add(localizedHref(screen, language));
  const body = ["User-agent: *", ...[...disallowed].map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
