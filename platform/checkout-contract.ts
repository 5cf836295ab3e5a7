// The checkout's shapes of docs/platform-api.md ("Checkout (issue 5)"), beside cart-contract.ts.
// Keep them in step with the document.
import type { Money } from "./cart-contract";

export type AddressType = "shipping" | "billing";

export type Address = {
  type: AddressType;
  firstName: string;
  lastName: string;
  contactEmail: string;
  contactPhone: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  city: string;
  street: string;
  houseNumber: string;
  zipCode: string;
};

export type CountryRecord = { id: number; code: string; name: string };

export type DeliveryMethod = {
  id: number;
  name: string;
  description: string;
  price: Money;
  freeFrom: Money | null;
  /** Branches. */
  options: { id: number; name: string }[];
};

export type PaymentType = "HPF" | "WALLET";

export type PaymentMethod = { id: number; name: string; description: string; paymentType: PaymentType | null };

export type WalletOrder = {
  isSubscription: boolean;
  plan_id: string | null;
  quantity: number;
  orderId: number;
  total: Money;
  scriptUrl: string;
};

export type OrderCreateAnswer = { html: string | WalletOrder; orderSlug: string };

export type OrderStatus = "pending" | "paid" | "cancelled" | "confirmed";

export type OrderStatusAnswer = { orderSlug: string; status: OrderStatus; total: Money; paymentType: PaymentType | null };

export type Consent = { id: number; uniqueNumber: string; displayName: string; required: boolean; text: string };

export type Document = {
  id: number;
  store: number;
  extendedDetails: {
    orderSlug: string;
    total: Money;
    status: string;
    createdAt: string;
    items: { name: string; qty: number; row: Money }[];
  };
};
