import type { PlatformContext } from "~/api/client.server";
import { cachedRead } from "~/api/client.server";
import { filterProducts } from "~/api/catalog.server";
import type { ProductCard } from "~/api/catalog-schemas";
import type { ProductsListProps } from "./schema";

/** The section's product cards, cached like the featured strip of a listing. */
export function loadProductsList(ctx: PlatformContext, props: Record<string, unknown>): Promise<ProductCard[]> {
  const { productIds, categorySlug, limit } = props as ProductsListProps;
  const ids = productIds?.length ? productIds : undefined;
  const key = `section:products:${ids?.join(",") ?? ""}:${categorySlug ?? ""}:${limit}`;
  return cachedRead(ctx, key, async () => {
    if (ids) {
      const list = await filterProducts(ctx, { filters: [{ key: "id", value: ids.map(String) }], limit: ids.length, page: 1 });
      // The editor chose an order; the platform answers in its own.
      const byId = new Map(list.records.map((product) => [product.id, product]));
      return ids.flatMap((id) => byId.get(id) ?? []).slice(0, limit);
    }
    const list = await filterProducts(ctx, { category: categorySlug, sort: "newest", limit, page: 1 });
    return list.records;
  });
}
