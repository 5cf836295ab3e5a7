import { platformContext, type PlatformContext } from "~/api/client.server";
import { filterProducts, getCategoryTree } from "~/api/catalog.server";
import type { Category } from "~/api/catalog-schemas";
import { sitemapEntries } from "~/api/content.server";
import type { SitemapEntry } from "~/api/content-schemas";
import { loadLayout } from "~/components/layout/layout-data.server";
import { isLanguage, type Language } from "~/i18n/languages";
import { localizedHref, withLanguagePrefix } from "~/i18n/localized-href";
import { sitemapXml, type SitemapUrl } from "./sitemap";

// Every public address of the site in every allowed language: homes, the blog, CMS pages,
// posts, post categories and events (the platform's sitemap list), the shop's categories and
// products (the catalogue).

const PRODUCT_PAGE = 100;

async function catalogueUrls(ctx: PlatformContext): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = [{ key: "shop", language: ctx.language, path: localizedHref("shopCategory", ctx.language) }];
  const walk = (categories: Category[]) =>
    categories.forEach((category) => {
      urls.push({ key: `shopCategory:${category.id}`, language: ctx.language, path: localizedHref("shopCategory", ctx.language, { slug: category.slug }) });
      walk(category.children);
    });
  walk(await getCategoryTree(ctx));
  for (let page = 1, totalPages = 1; page <= totalPages; page++) {
    const list = await filterProducts(ctx, { limit: PRODUCT_PAGE, page });
    totalPages = list.pagination.totalPages;
    for (const product of list.records) {
      urls.push({ key: `product:${product.id}`, language: ctx.language, path: localizedHref("product", ctx.language, { slug: product.slug }) });
    }
  }
  return urls;
}

function entryUrl(entry: SitemapEntry & { language: Language }, homeSlug: string): SitemapUrl {
  const base = { language: entry.language, lastmod: entry.lastmod };
  switch (entry.type) {
    case "page":
      return entry.slug === homeSlug
        ? { ...base, key: "home", path: localizedHref("home", entry.language) }
        : { ...base, key: `page:${entry.id}`, path: withLanguagePrefix(`/${entry.slug}`, entry.language) };
    case "post":
    case "category":
      return { ...base, key: `${entry.type}:${entry.id}`, path: localizedHref("blog", entry.language, { slug: entry.slug }) };
    case "event":
      return { ...base, key: `event:${entry.id}`, path: localizedHref("event", entry.language, { id: String(entry.id) }) };
  }
}

export async function buildSitemap(ctx: PlatformContext, origin: string): Promise<string> {
  const languages = ctx.allowedLanguages;
  const perLanguage = await Promise.all(
    languages.map(async (language) => {
      const languageCtx = platformContext(ctx.domain, language);
      const [layout, catalogue] = await Promise.all([loadLayout(languageCtx), catalogueUrls(languageCtx)]);
      const fixed: SitemapUrl[] = [
        { key: "home", language, path: localizedHref("home", language) },
        { key: "blog", language, path: localizedHref("blog", language) },
      ];
      return { language, homeSlug: layout.homeSlug, urls: [...fixed, ...catalogue] };
    }),
  );
  const entries = await sitemapEntries(ctx);
  const homeSlugs = new Map(perLanguage.map((entry) => [entry.language, entry.homeSlug]));
  const content = entries.flatMap((entry) => {
    const language = entry.language;
    if (!isLanguage(language) || !languages.includes(language)) return [];
    return [entryUrl({ ...entry, language }, homeSlugs.get(language) ?? "")];
  });
  const [fixed, rest] = [perLanguage.flatMap((entry) => entry.urls.slice(0, 2)), perLanguage.flatMap((entry) => entry.urls.slice(2))];
  return sitemapXml(origin, [...fixed, ...content, ...rest]);
}
