import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/api/client.server";
import { screenPath } from "~/i18n/route-table";
import { loadCmsPage } from "~/lib/cms-page.server";
import { throwPageError } from "~/lib/page-errors.server";
import { CmsPageView, cmsPageMeta } from "~/sections/cms-page-view";

// The privacy policy (linked from the cookie notice) is the CMS page whose slug is this
// screen's path in the visitor's language.
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  return json(await loadCmsPage(ctx, request, screenPath("privacyPolicy", ctx.language)));
}

export const meta = cmsPageMeta;
export default CmsPageView;
