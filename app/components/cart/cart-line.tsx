import { Link, useActionData, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { CartItem } from "~/api/cart-schemas";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useRootData } from "~/root";
import { resolveLink } from "~/lib/resolve-link";
import { useDebouncedCallback } from "~/lib/use-debounced-callback";
import { useMoney } from "~/lib/use-money";

// One cart line. Quantity: without JavaScript a form with an update button; with it, a change is
// sent after 500 ms of quiet (SPEC 9), one fetcher per line, so a newer change cancels the
// pending one. Removing shows the line as being removed until the cart answers.

const QUANTITY_DEBOUNCE_MS = 500;
import type { CartActionAnswer } from "./cart-forms";

export function CartLine({ item, action }: { item: CartItem; action: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const hydrated = useHydrated();
  const language = useRootData()?.language ?? "hr";
  const quantity = useFetcher<CartActionAnswer>({ key: `cart-qty-${item.itemId}` });
  const removal = useFetcher<CartActionAnswer>({ key: `cart-remove-${item.itemId}` });
  // Without JavaScript a refused quantity comes back as the page's action data, with what was typed.
  const actionData = useActionData<CartActionAnswer>();
  const pageAnswer = actionData?.intent === "updateQuantity" && String(actionData.result?.initialValue?.itemId) === String(item.itemId) ? actionData : undefined;
  const answer = quantity.data ?? pageAnswer;
  const [qty, setQty] = useState(String(pageAnswer?.result?.initialValue?.qty ?? item.qty));
  const submitQuantity = useDebouncedCallback((form: HTMLFormElement) => quantity.submit(form), QUANTITY_DEBOUNCE_MS);
  const removing = removal.state !== "idle";
  const qtyError = answer?.intent === "updateQuantity" ? (answer.result?.error?.qty ?? undefined) : undefined;
  // The product page opens with this line selected (its variant and options).
  const href = `${resolveLink({ kind: "product", slug: item.productData.mainProductSlug || item.productData.slug }, language)}?cartItemId=${item.itemId}`;
  const qtyId = `qty-${item.itemId}`;

  return (
    <tr className={removing ? "cart-line cart-line--removing" : "cart-line"} aria-busy={removing || undefined}>
      <td className="cart-line__image">
        {item.productData.media ? <ResponsiveImage media={item.productData.media} sizes={["ThumbnailSize", "MediumSize"]} display="80px" alt="" /> : null}
      </td>
      <th scope="row" className="cart-line__name">
        <Link to={href}>{item.productData.name}</Link>
        {item.productData.variantLabel ? <span className="cart-line__detail">{item.productData.variantLabel}</span> : null}
        {item.optionsText.map((text) => (
          <span key={text} className="cart-line__detail">
            {text}
          </span>
        ))}
        {removing ? <span className="cart-line__status">{t("cart.removing")}</span> : null}
      </th>
      <td className="cart-line__remove">
        <removal.Form method="post" action={action}>
          <input type="hidden" name="intent" value="removeItem" />
          <input type="hidden" name="itemId" value={item.itemId} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <button type="submit" className="link-button" disabled={removing} aria-label={t("cart.removeItem", { name: item.productData.name })}>
            {t("cart.remove")}
          </button>
        </removal.Form>
      </td>
      <td className="cart-line__qty">
        <quantity.Form method="post" action={action} onChange={(event) => hydrated && submitQuantity(event.currentTarget)}>
          <input type="hidden" name="intent" value="updateQuantity" />
          <input type="hidden" name="itemId" value={item.itemId} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <label htmlFor={qtyId} className="visually-hidden">
            {t("cart.quantityOf", { name: item.productData.name })}
          </label>
          <input
            id={qtyId}
            name="qty"
            type="number"
            inputMode="numeric"
            min={1}
            max={999}
            value={qty}
            onChange={(event) => setQty(event.target.value)}
            aria-invalid={qtyError ? true : undefined}
            aria-describedby={qtyError ? `${qtyId}-error` : undefined}
            formNoValidate
          />
          {hydrated ? null : (
            <button type="submit" className="link-button" formNoValidate>
              {t("cart.update")}
            </button>
          )}
          {qtyError ? (
            <p id={`${qtyId}-error`} className="field-error">
              {qtyError.map((key) => t(key)).join(" ")}
            </p>
          ) : null}
        </quantity.Form>
      </td>
      <td className="cart-line__price">{money(item.prices.converted.finalPrice)}</td>
      <td className="cart-line__row">{money(item.prices.converted.row)}</td>
    </tr>
  );
}
