// The cart's shapes of docs/platform-api.md ("Cart (issue 4)"), beside contract.ts and
// catalogue-contract.ts. Keep them in step with the document.
import type { Price } from "./catalogue-contract";
import type { Media } from "./contract";

export type Money = Price;

export const PRICE_KEYS = ["itemsTotal", "coupon", "loyalty", "delivery", "cartTotal", "orderTotal"] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];
export type PriceSet = Record<PriceKey, Money>;

/** deliveryRemoved: the checkout's saved delivery method no longer applies (issue 5). */
export type CartNotice = "couponRemoved" | "itemRemoved" | "deliveryRemoved";

export type CartSession = { id: string; protectCode: string };

export type Personalization = string | string[] | number;

export type CartItemOptions = {
  /** By custom option code. */
  personalizations: Record<string, Personalization>;
  bundleOptions: { id: number; options: { choiceId: number } }[];
};

export type CartItem = {
  itemId: number;
  productId: number;
  qty: number;
  productData: {
    name: string;
    media: Media | null;
    mainProductSlug: string;
    slug: string;
    isVisibleIndividually: boolean;
    format: string;
    sku: string;
    variantLabel: string | null;
  };
  prices: { converted: { finalPrice: Money; row: Money } };
  options: CartItemOptions;
  optionsText: string[];
};

export type CouponType = "percent" | "fixed";

export type Cart = {
  id: string;
  protectCode: string;
  session: CartSession;
  items: CartItem[];
  prices: { converted: PriceSet & { tax: PriceSet } };
  digitalOnly: boolean;
  coupon: { code: string; type: CouponType; value: number } | null;
  couponCode: string | null;
  memberCard: { barcode: string; discountPercent: number } | null;
  notices: CartNotice[];
};

export type CheckoutSettingsAnswer = {
  cartAddBehaviour: 0 | 1 | 2;
  allowedCountries: "ALL" | string[];
  skipShippingStep: boolean;
  validateConsents: boolean;
};

export type CurrencyConfigAnswer = { id: number; code: string; label: string; symbol: string; decimals: number };
