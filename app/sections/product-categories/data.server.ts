import type { PlatformContext } from "~/api/client.server";
import { getCategoryTree } from "~/api/catalog.server";
import type { Category } from "~/api/catalog-schemas";
import type { ProductCategoriesProps } from "./schema";

/** The chosen categories, found anywhere in the (cached) tree, in the chosen order; else the top level. */
export async function loadProductCategories(ctx: PlatformContext, props: Record<string, unknown>): Promise<Category[]> {
  const { categorySlugs } = props as ProductCategoriesProps;
  const tree = await getCategoryTree(ctx);
  if (!categorySlugs?.length) return tree;
  const bySlug = new Map<string, Category>();
  const visit = (categories: Category[]) =>
    categories.forEach((category) => {
      bySlug.set(category.slug, category);
      visit(category.children);
    });
  visit(tree);
  return categorySlugs.flatMap((slug) => bySlug.get(slug) ?? []);
}
