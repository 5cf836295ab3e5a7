import { Form, Link, useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProductCard as ProductCardData } from "~/api/catalog-schemas";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useRootData } from "~/root";
import { resolveLink } from "~/lib/resolve-link";
import { WishlistToggle } from "~/components/account/wishlist-toggle";
import { Price } from "./price";

// The modal (and with it the form's schema code) loads only when a visitor opens it.
const BundleModal = lazy(() => import("./bundle-modal").then((module) => ({ default: module.BundleModal })));

/** Configurables and bundles need choices first; the rest can go straight into the cart. */
export function addsDirectly(product: Pick<ProductCardData, "format">): boolean {
  return product.format === "Simple" || product.format === "EProduct";
}

// A product in a grid: image, name, price and add-to-cart (a real POST to the product's page).
export function ProductCard({ product, priority = false }: { product: ProductCardData; priority?: boolean }) {
  const { t } = useTranslation();
  const language = useRootData()?.language ?? "hr";
  const [customizing, setCustomizing] = useState(false);
  const location = useLocation();
  const hydrated = useHydrated();
  const href = resolveLink({ kind: product.format === "Bundle" ? "bundle" : "product", slug: product.slug }, language);
  return (
    <article className="product-card">
      <Link to={href} className="product-card__media" tabIndex={-1} aria-hidden="true">
        {product.media ? (
          <ResponsiveImage media={product.media} sizes={["ThumbnailSize", "MediumSize", "LargeSize"]} display="(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 90vw" alt="" priority={priority} />
        ) : (
          <span className="product-card__placeholder" />
        )}
      </Link>
      <h3 className="product-card__name">
        <Link to={href}>{product.name}</Link>
      </h3>
      <Price product={product} />
      <WishlistToggle productId={product.id} productName={product.name} />
      {addsDirectly(product) ? (
        <Form method="post" action={href} className="product-card__add">
          <input type="hidden" name="intent" value="addToCart" />
          <input type="hidden" name="productId" value={product.id} />
          <input type="hidden" name="qty" value="1" />
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <button type="submit" className="button button--primary">
            {t("catalog.addToCart")}
          </button>
        </Form>
      ) : (
        <Link
          to={href}
          className="button"
          onClick={(event) => {
            // With JavaScript a bundle is customized in a modal; the link is the way without it.
            if (product.format !== "Bundle" || event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            setCustomizing(true);
          }}
        >
          {t("catalog.chooseOptions")}
        </Link>
      )}
      {customizing ? (
        <Suspense fallback={null}>
          <BundleModal href={href} onClose={() => setCustomizing(false)} />
        </Suspense>
      ) : null}
    </article>
  );
}

export function ProductGrid({ products, label, compact = false }: { products: ProductCardData[]; label?: string; compact?: boolean }) {
  return (
    <ul className={compact ? "product-grid product-grid--compact" : "product-grid"} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < 3} />
        </li>
      ))}
    </ul>
  );
}
