import { Link } from "@remix-run/react";
import type { Category } from "~/api/catalog-schemas";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useRootData } from "~/root";
import { resolveLink } from "~/lib/resolve-link";

/** SPEC 2.4, category list: a grid of categories, each with its image and name, linking to /shop/{slug}. */
export function CategoryGrid({ categories, label }: { categories: Category[]; label: string }) {
  const language = useRootData()?.language ?? "hr";
  return (
    <ul className="category-grid" aria-label={label}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={resolveLink({ kind: "shopCategory", slug: category.slug }, language)} className="category-card">
            {category.image ? (
              <ResponsiveImage media={category.image} sizes={["MediumSize", "LargeSize"]} display="(min-width: 1024px) 30vw, 90vw" alt="" />
            ) : (
              <span className="category-card__placeholder" />
            )}
            <span className="category-card__name">{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The subcategories of a category, as compact links above its listing. */
export function SubcategoryLinks({ categories, label }: { categories: Category[]; label: string }) {
  const language = useRootData()?.language ?? "hr";
  return (
    <nav aria-label={label}>
      <ul className="subcategory-links">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={resolveLink({ kind: "shopCategory", slug: category.slug }, language)}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
