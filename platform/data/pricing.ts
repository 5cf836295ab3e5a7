import { PRICE_KEYS, type CouponType, type PriceKey, type PriceSet } from "../cart-contract";
import { price } from "./products";

// The cart's arithmetic, all in integer cents (docs/platform-api.md, Cart): each amount is
// rounded to cents once, where it is computed.

/** Croatian VAT, contained in every price. */
export const VAT_PERCENT = 25;

export type PriceSetCents = Record<PriceKey, number>;

/** `percent` of an amount, rounded to cents. */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

/** The VAT contained in a gross amount: x − x / 1.25, rounded to cents. */
export function taxOf(cents: number): number {
  return Math.round((cents * VAT_PERCENT) / (100 + VAT_PERCENT));
}

export type CouponTerms = { type: CouponType; value: number };

/**
 * The cart's amounts: coupon = percent of itemsTotal (or the fixed cents, at most itemsTotal);
 * loyalty = the card's percent of (itemsTotal − coupon); delivery is 0 until checkout.
 */
export function cartAmounts(
  itemsTotal: number,
  coupon: CouponTerms | null,
  loyaltyPercent: number | null,
  delivery = 0
): PriceSetCents {
  const couponCents =
    coupon === null ? 0 : coupon.type === "percent" ? percentOf(itemsTotal, coupon.value) : Math.min(coupon.value, itemsTotal);
  const loyalty = loyaltyPercent === null ? 0 : percentOf(itemsTotal - couponCents, loyaltyPercent);
  const cartTotal = itemsTotal - couponCents - loyalty;
  return { itemsTotal, coupon: couponCents, loyalty, delivery, cartTotal, orderTotal: cartTotal + delivery };
}

/** The answer's `prices.converted`: the amounts in EUR and the VAT each contains. */
export function convertedPrices(amounts: PriceSetCents): PriceSet & { tax: PriceSet } {
  const euros = (map: (key: PriceKey) => number) =>
    Object.fromEntries(PRICE_KEYS.map((key) => [key, price(map(key))])) as PriceSet;
  return { ...euros((key) => amounts[key]), tax: euros((key) => taxOf(amounts[key])) };
}

/** Cents the Croatian way, for option texts: 150 → "1,50 €", 123456 → "1.234,56 €". */
export function formatMoney(cents: number, symbol: string): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${sign}${whole},${String(abs % 100).padStart(2, "0")} ${symbol}`;
}
