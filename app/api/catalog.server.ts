import { z } from "zod";
import type { ActiveFilter, SortType } from "~/lib/listing-query";
import { SORT_PARAMS } from "~/lib/listing-query";
import { cachedRead, type PlatformContext } from "./client.server";
import { nullWhenNotFound } from "./errors";
import {
  BundleCheckSchema,
  CategorySchema,
  LayeredFilterSchema,
  ProductListSchema,
  ProductSchema,
  type Category,
  type LayeredFilter,
  type Product,
} from "./catalog-schemas";
import { recordsOf } from "./schemas";

// The catalogue module of the platform: products, categories, layered navigation, bundles.


export function getProduct(ctx: PlatformContext, slug: string): Promise<Product | null> {
  return nullWhenNotFound(ctx.http.call("GET", "product/web/get", { query: { slug }, schema: ProductSchema }));
}

export type ProductQuery = {
  category?: string;
  filters?: ActiveFilter[];
  keywords?: string;
  sort?: SortType;
  limit: number;
  page: number;
};

export function filterProducts(ctx: PlatformContext, query: ProductQuery) {
  return ctx.http.call("POST", "product/web/filter", {
    body: {
      mainCategory: query.category,
      filters: query.filters ?? [],
      keywords: query.keywords,
      sort: SORT_PARAMS[query.sort ?? "newest"],
      limit: query.limit,
      page: query.page,
    },
    schema: ProductListSchema,
  });
}

/** Featured products (of a category, when given) for the strip above a listing; cached. */
export function getFeaturedProducts(ctx: PlatformContext, category: string | undefined, limit = 3) {
  return cachedRead(ctx, `featured:${category ?? "*"}:${limit}`, async () => {
    const list = await filterProducts(ctx, { category, filters: [{ key: "featured", value: true }], limit, page: 1 });
    return list.records;
  });
}

export function getCategory(ctx: PlatformContext, slug: string): Promise<Category | null> {
  return cachedRead(ctx, `category:${slug}`, () =>
    nullWhenNotFound(ctx.http.call("GET", "product/web/category/get", { query: { slug }, schema: CategorySchema })),
  );
}

export function getCategoryTree(ctx: PlatformContext): Promise<Category[]> {
  return cachedRead(ctx, "categories", async () => {
    const data = await ctx.http.call("POST", "product/web/category/filter", { body: { tree: true }, schema: recordsOf(CategorySchema) });
    return data.records;
  });
}

/**
 * The filters of a category with their counts. SPEC 7: layered-navigation errors are only
 * logged, so a failure leaves the listing without filters instead of failing the page.
 */
export async function getLayeredNavigation(ctx: PlatformContext, category: string, filters: ActiveFilter[]): Promise<LayeredFilter[]> {
  const load = async () => {
    const data = await ctx.http.call("POST", "product/layered/navigation", {
      body: { mainCategory: category, filters },
      schema: z.object({ records: z.array(LayeredFilterSchema) }),
    });
    return data.records;
  };
  try {
    // Without active filters the answer is the same for every visitor: cache it.
    return filters.length ? await load() : await cachedRead(ctx, `layered:${category}`, load);
  } catch (error) {
    console.warn(JSON.stringify({ level: "warn", msg: "layered navigation failed", category, error: String(error) }));
    return [];
  }
}

export function checkBundle(ctx: PlatformContext, productId: number) {
  return ctx.http.call("GET", "product/checkBundles", { query: { product: productId }, schema: BundleCheckSchema });
}
