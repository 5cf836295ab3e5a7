import { useTranslation } from "react-i18next";
import type { BundleCheck, Product, Variant } from "~/api/catalog-schemas";
import type { VariantSelection } from "~/lib/variants";
import { WishlistToggle } from "~/components/account/wishlist-toggle";
import { AddToCartForm, RemoveFromCartForm } from "./add-to-cart-form";
import { Price } from "./price";
import { ProductGallery } from "./product-gallery";
import { VariantPicker } from "./variant-picker";

export type ProductPageData = {
  product: Product;
  bundle: BundleCheck | null;
  selection: VariantSelection;
  variant: Variant | null;
  /** The product's lines in the visitor's cart. */
  inCart: { itemId: number; qty: number }[];
  /** The cart line chosen with ?cartItemId=, whose options the form starts from. */
  cartLine: { itemId: number; qty: number; personalizations: Record<string, unknown> } | null;
};

function formatSize(bytes: number): string {
  return bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/** The buying part of a product: picture, title, price, variants, bundle choices, options and the form. Shared by the page and the bundle modal. */
export function ProductDetails({ data, action, headingLevel = 1 }: { data: ProductPageData; action?: string; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const { product, variant, bundle, selection } = data;
  // A chosen variant shows its own picture, price and code.
  const shown = variant ? { ...product, ...variant, name: product.name, media: variant.media ?? product.media } : product;
  const Title = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="product-details">
      <ProductGallery media={shown.media} gallery={product.gallery} name={product.name} />
      <div className="product-details__info">
        <Title className="product-details__title">{product.name}</Title>
        {shown.sku ? <p className="product-details__sku">{t("catalog.sku", { sku: shown.sku })}</p> : null}
        <Price product={shown} large />
        {product.shortDescription ? <p className="product-details__lead">{product.shortDescription}</p> : null}
        {product.format === "Configurable" ? <VariantPicker product={product} selection={selection} /> : null}
        <AddToCartForm product={product} variant={variant} bundle={bundle} action={action} startFrom={data.cartLine} />
        {data.inCart.length ? <RemoveFromCartForm cartItemId={data.cartLine?.itemId} action={action} /> : null}
        <WishlistToggle productId={product.id} productName={product.name} />
        {product.download ? (
          <p className="product-details__download">{t("catalog.download", { fileName: product.download.fileName, size: formatSize(product.download.size) })}</p>
        ) : null}
      </div>
    </div>
  );
}
