import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/api/client.server";
import { loadCmsPage } from "~/lib/cms-page.server";
import { throwPageError } from "~/lib/page-errors.server";
import { handleSectionForm } from "~/lib/section-forms.server";
import { CmsPageView, cmsPageMeta } from "~/sections/cms-page-view";
import contentStyles from "~/styles/content.css?url";

// The content sections (posts, events, forms) are styled in content.css.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

// The home page (no slug) and every catch-all CMS page /{slug}.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  return json(await loadCmsPage(ctx, request, params.slug));
}

/** The posts of the page's form sections (newsletter, contact form). */
export async function action({ request }: ActionFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  return handleSectionForm(ctx, request);
}

export const meta = cmsPageMeta;
export default CmsPageView;
