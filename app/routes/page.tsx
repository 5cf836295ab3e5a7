import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/api/client.server";
import { loadCmsPage } from "~/lib/cms-page.server";
import { throwPageError } from "~/lib/page-errors.server";
import { CmsPageView, cmsPageMeta } from "~/sections/cms-page-view";

// The home page (no slug) and every catch-all CMS page /{slug}.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  return json(await loadCmsPage(ctx, request, params.slug));
}

export const meta = cmsPageMeta;
export default CmsPageView;
