import { Form, useFetcher, useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "react-i18next";
import { HeartIcon } from "~/components/ui/icons";
import { useRootData } from "~/root";

export const WISHLIST_ACTION = "/resources/wishlist";

/**
 * SPEC 4, Wishlist: the toggle adds or removes a product. A POST that comes back to this page
 * without JavaScript; with it, a fetcher that shows the new state at once. Signed-out visitors
 * are taken to sign in and brought back.
 */
export function WishlistToggle({ productId, productName }: { productId: number; productName: string }) {
  const { t } = useTranslation();
  const wishlist = useRootData()?.wishlist ?? [];
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("productId");
  const saved = wishlist.includes(productId);
  // While a toggle is on its way, show where it is going.
  const inWishlist = pending === String(productId) ? !saved : saved;
  const label = t(inWishlist ? "account.wishlist.remove" : "account.wishlist.add", { name: productName });
  const FormTag = hydrated ? fetcher.Form : Form;
  return (
    <FormTag method="post" action={WISHLIST_ACTION} className="wishlist-toggle">
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button type="submit" className="icon-button wishlist-toggle__button" aria-pressed={inWishlist} aria-label={label} title={label}>
        <HeartIcon filled={inWishlist} />
      </button>
    </FormTag>
  );
}
