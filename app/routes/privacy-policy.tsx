import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/api/client.server";
import { screenPath } from "~/i18n/route-table";
import { loadCmsPage } from "~/lib/cms-page.server";
import { throwPageError } from "~/lib/page-errors.server";
import { handleSectionForm } from "~/lib/section-forms.server";
import { CmsPageView, cmsPageMeta } from "~/sections/cms-page-view";
import contentStyles from "~/styles/content.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

// The privacy policy (linked from the cookie notice) is the CMS page whose slug is this
// screen's path in the visitor's language.
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  return json(await loadCmsPage(ctx, request, screenPath("privacyPolicy", ctx.language)));
}

// Its sections may hold forms too, as on any CMS page.
export async function action({ request }: ActionFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  return handleSectionForm(ctx, request);
}

export const meta = cmsPageMeta;
export default CmsPageView;
