import { useActionData, useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Cart } from "~/api/cart-schemas";

// The cart's smaller forms: the coupon (apply, or remove the applied one), the member card
// (signed-in visitors with a cart) and delivery instructions. Each a real POST; errors come back
// under the field.

export type CartActionAnswer = { intent?: string; result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null } };

/**
 * A cart form's fetcher and its last answer: the fetcher's with JavaScript; without it the form
 * posted as a page and the answer is the page's action data.
 */
export function useCartForm(key: string, intent: string) {
  const fetcher = useFetcher<CartActionAnswer>({ key });
  const actionData = useActionData<CartActionAnswer>();
  const hydrated = useHydrated();
  const js = hydrated ? <input type="hidden" name="js" value="1" /> : null;
  const answer = fetcher.data ?? (actionData?.intent === intent ? actionData : undefined);
  return { fetcher, js, answer };
}

function fieldError(answer: CartActionAnswer | undefined, intent: string, field: string) {
  return answer?.intent === intent ? (answer.result?.error?.[field] ?? undefined) : undefined;
}

function ErrorText({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  return errors?.length ? (
    <p id={id} className="field-error">
      {errors.map((error) => t(error)).join(" ")}
    </p>
  ) : null;
}

export function CouponForm({ cart, action }: { cart: Cart; action: string }) {
  const { t } = useTranslation();
  const { fetcher, js, answer } = useCartForm("cart-coupon", "applyCoupon");
  const applied = cart.coupon?.code ?? cart.couponCode;
  const errors = fieldError(answer, "applyCoupon", "couponCode");
  const busy = fetcher.state !== "idle";
  if (applied) {
    return (
      <fetcher.Form method="post" action={action} className="cart-form">
        <p className="cart-form__title">{t("cart.couponActive", { code: applied })}</p>
        <input type="hidden" name="intent" value="removeCoupon" />
        {js}
        <button type="submit" className="button" disabled={busy}>
          {t("cart.removeCoupon")}
        </button>
      </fetcher.Form>
    );
  }
  return (
    <fetcher.Form method="post" action={action} className="cart-form">
      <label htmlFor="coupon-code" className="cart-form__title">
        {t("cart.couponCode")}
      </label>
      <div className="cart-form__row">
        <input id="coupon-code" name="couponCode" type="text" autoComplete="off" maxLength={50} defaultValue={String(answer?.result?.initialValue?.couponCode ?? "")} aria-invalid={errors ? true : undefined} aria-describedby={errors ? "coupon-code-error" : undefined} />
        <input type="hidden" name="intent" value="applyCoupon" />
        {js}
        <button type="submit" className="button" disabled={busy}>
          {t("cart.applyCoupon")}
        </button>
      </div>
      <ErrorText id="coupon-code-error" errors={errors} />
    </fetcher.Form>
  );
}

export function MemberCardForm({ cart, action, saved = "" }: { cart: Cart; action: string; saved?: string }) {
  const { t } = useTranslation();
  const { fetcher, js, answer } = useCartForm("cart-member-card", "applyMemberCard");
  const errors = fieldError(answer, "applyMemberCard", "barcode");
  if (cart.memberCard) {
    return <p className="cart-form cart-form__title">{t("cart.memberCardActive", { barcode: cart.memberCard.barcode, percent: cart.memberCard.discountPercent })}</p>;
  }
  return (
    <fetcher.Form method="post" action={action} className="cart-form">
      <label htmlFor="member-card" className="cart-form__title">
        {t("cart.barcode")}
      </label>
      <div className="cart-form__row">
        <input id="member-card" name="barcode" type="text" autoComplete="off" maxLength={64} defaultValue={String(answer?.result?.initialValue?.barcode ?? saved)} aria-invalid={errors ? true : undefined} aria-describedby={errors ? "member-card-error" : undefined} />
        <input type="hidden" name="intent" value="applyMemberCard" />
        {js}
        <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
          {t("cart.applyMemberCard")}
        </button>
      </div>
      <ErrorText id="member-card-error" errors={errors} />
    </fetcher.Form>
  );
}

export function InstructionsForm({ instructions, action }: { instructions: string; action: string }) {
  const { t } = useTranslation();
  const { fetcher, js } = useCartForm("cart-instructions", "saveInstructions");
  return (
    <fetcher.Form method="post" action={action} className="cart-form">
      <label htmlFor="cart-instructions" className="cart-form__title">
        {t("cart.instructions")}
      </label>
      <textarea id="cart-instructions" name="instructions" rows={3} maxLength={500} defaultValue={instructions} />
      <input type="hidden" name="intent" value="saveInstructions" />
      {js}
      <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
        {t("cart.saveInstructions")}
      </button>
    </fetcher.Form>
  );
}
