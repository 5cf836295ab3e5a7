import { redirect } from "@remix-run/node";
import { filterProducts, getCategory, getCategoryTree, getFeaturedProducts, getLayeredNavigation } from "~/api/catalog.server";
import type { PlatformContext } from "~/api/client.server";
import { activeFilters, listingSearch, parseListingQuery, type FilterDefinition } from "./listing-query";
import { notFound, throwPageError } from "./page-errors.server";

/** /shop without a slug: the category list. */
export async function loadCategoryList(ctx: PlatformContext) {
  const categories = await getCategoryTree(ctx).catch(throwPageError);
  return { kind: "list" as const, categories };
}

/**
 * /shop/{slug}: the category, its filters with counts, featured products and one page of the
 * listing, from the URL's query. A query that is not in canonical form (defaults spelled out,
 * an empty or 0..0 range, unknown keys) is redirected to it, so one listing has one URL.
 */
export async function loadCategoryListing(ctx: PlatformContext, request: Request, slug: string) {
  const [category, baseFilters] = await Promise.all([getCategory(ctx, slug), getLayeredNavigation(ctx, slug, [])]).catch(throwPageError);
  if (!category) throw notFound();

  const url = new URL(request.url);
  const definitions: FilterDefinition[] = baseFilters.map(({ attributeCode, type }) => ({ attributeCode, type }));
  const sortTypes = category.sortTypes.length ? category.sortTypes : [category.sortDefaultType];
  const state = parseListingQuery(url.searchParams, definitions, { sortTypes, defaultSort: category.sortDefaultType });
  const canonical = listingSearch(state, category.sortDefaultType);
  const current = new URLSearchParams(url.search);
  current.delete("_data"); // Remix's own parameter of data requests
  if (canonical !== (current.size ? `?${current}` : "")) throw redirect(url.pathname + canonical, 302);

  const filters = activeFilters(state, definitions);
  const query = { category: slug, filters, sort: state.sort, limit: state.perPage };
  let [products, featured, layered] = await Promise.all([
    filterProducts(ctx, { ...query, page: state.page }),
    getFeaturedProducts(ctx, slug),
    filters.length ? getLayeredNavigation(ctx, slug, filters) : baseFilters,
  ]).catch(throwPageError);
  // SPEC 4: a page outside 1..totalPages is ignored: the first page shows instead.
  if (state.page > 1 && state.page > products.pagination.totalPages) {
    products = await filterProducts(ctx, { ...query, page: 1 }).catch(throwPageError);
    state.page = 1;
  }

  return {
    kind: "category" as const,
    category: { ...category, children: category.children },
    sortTypes,
    state,
    definitions,
    filters: layered,
    featured,
    products: products.records,
    pagination: products.pagination,
  };
}
