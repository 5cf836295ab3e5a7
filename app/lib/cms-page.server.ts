import { redirect } from "@remix-run/node";
import { cachedRead, type PlatformContext } from "~/api/client.server";
import { findBySlug, recordFailedRequest } from "~/api/cms.server";
import { loadLayout } from "~/components/layout/layout-data.server";
import { getEnv } from "~/env.server";
import type { Alternates } from "~/i18n/alternates";
import { isLanguage } from "~/i18n/languages";
import { localizedHref, withLanguagePrefix } from "~/i18n/localized-href";
import { parseSections } from "~/sections/parse-sections.server";
import { withSectionData } from "~/sections/section-data.server";
import { notFound, throwPageError } from "./page-errors.server";

/** A page with its sections parsed and sanitized, cached as a whole: sanitizing is the costly part. */
function findPage(ctx: PlatformContext, slug: string) {
  return cachedRead(ctx, `page:${slug}`, async () => {
    const page = await findBySlug(ctx, slug);
    return page ? { ...page, ...parseSections(page.sections, `page ${page.slug}`) } : null;
  });
}

// A CMS page by slug (the home page when there is none): its sections, parsed and sanitized,
// and its addresses in the site's other languages.
export async function loadCmsPage(ctx: PlatformContext, request: Request, slug: string | undefined) {
  const layout = await loadLayout(ctx).catch(throwPageError);
  if (slug === layout.homeSlug) throw redirect(localizedHref("home", ctx.language), 301);
  const isHome = !slug;
  const page = await findPage(ctx, slug ?? layout.homeSlug).catch(throwPageError);
  if (!page) {
    await recordFailedRequest(ctx, new URL(request.url).pathname);
    throw notFound();
  }
  // SPEC 2.2: a post found at the catch-all lives on the blog's address.
  if (page.postType === "post") throw redirect(localizedHref("blog", ctx.language, { slug: page.slug }), 301);
  const sections = await withSectionData(ctx, page.sections, request);
  const { skipped } = page;
  const alternates: Alternates = { [ctx.language]: new URL(request.url).pathname };
  for (const translation of page.translations) {
    if (!isLanguage(translation.language) || !ctx.allowedLanguages.includes(translation.language)) continue;
    alternates[translation.language] = isHome ? localizedHref("home", translation.language) : withLanguagePrefix(`/${translation.slug}`, translation.language);
  }

  return {
    page: {
      title: page.meta.title ?? page.title,
      description: page.meta.description ?? page.excerpt,
      sections,
      // The red notices of skipped sections are for developers only.
      skipped: getEnv().NODE_ENV === "development" ? skipped : [],
    },
    alternates,
  };
}
