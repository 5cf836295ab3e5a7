import type { LoaderFunctionArgs } from "@remix-run/node";
import { api, cachedRead } from "~/api/client.server";
import { throwPageError } from "~/lib/page-errors.server";
import { buildSitemap } from "~/lib/sitemap.server";

// /sitemap.xml: every public address in every allowed language, built at most once per cache
// period per deployment (it walks the whole catalogue).
export async function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const ctx = await api(request).catch(throwPageError);
  const body = await cachedRead(ctx, `sitemap.xml:${origin}`, () => buildSitemap(ctx, origin)).catch(throwPageError);
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
