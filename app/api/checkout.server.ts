import { z } from "zod";
import type { CartSession } from "./cart-schemas";
import { CartSchema } from "./cart-schemas";
import type { PlatformContext } from "./client.server";

// The checkout calls of the platform (docs/platform-api.md, Checkout).

const session = (cart: CartSession) => ({ cartId: cart.id, protectCode: cart.protectCode });

export const DeliveryMethodSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().default(""),
  price: z.coerce.number(),
  freeFrom: z.coerce.number().nullable().default(null),
  options: z.array(z.object({ id: z.number(), name: z.string() })).default([]),
});
export type DeliveryMethod = z.infer<typeof DeliveryMethodSchema>;

export const PaymentMethodSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().default(""),
  paymentType: z.string().nullable().default(null),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const ConsentSchema = z.object({
  id: z.number(),
  uniqueNumber: z.string().default(""),
  displayName: z.string(),
  required: z.boolean().default(false),
  text: z.string().default(""),
});
export type Consent = z.infer<typeof ConsentSchema>;

const records = <T extends z.ZodTypeAny>(item: T) => z.object({ records: z.array(item) });

export type CheckoutAddress = {
  type: "shipping" | "billing";
  firstName: string;
  lastName: string;
  contactEmail: string;
  contactPhone: string;
  country: string;
  city: string;
  street: string;
  houseNumber: string;
  zipCode: string;
};

export async function getAvailableCountries(ctx: PlatformContext, cart: CartSession) {
  const data = await ctx.http.call("POST", "checkout/getAvailableCountries", {
    body: { ...session(cart), language: ctx.language, type: "countries" },
    schema: records(z.object({ id: z.number(), code: z.string(), name: z.string() })),
  });
  return data.records;
}

export function updateGuestUser(
  ctx: PlatformContext,
  cart: CartSession,
  guest: { email: string; details: { firstName: string; lastName: string }; company?: { name: string; oib: string }; addresses: CheckoutAddress[] },
) {
  return ctx.http.call("POST", "cart/updateGuestUser", {
    body: { ...session(cart), ...guest },
    schema: z.object({ user: z.object({ id: z.number(), email: z.string() }) }).passthrough(),
  });
}

export async function getDeliveryMethods(ctx: PlatformContext, cart: CartSession, userId: number) {
  const data = await ctx.http.call("POST", "delivery/getApplicableDeliveryMethods", { body: { ...session(cart), userId }, schema: records(DeliveryMethodSchema) });
  return data.records;
}

export function saveDeliveryMethod(ctx: PlatformContext, cart: CartSession, userId: number, deliveryMethodId: number, branchId?: number) {
  return ctx.http.call("PUT", "delivery/saveDeliveryMethod", { body: { ...session(cart), userId, deliveryMethodId, branchId }, schema: CartSchema });
}

export async function getPaymentMethods(ctx: PlatformContext, cart: CartSession, userId: number) {
  const data = await ctx.http.call("POST", "payment/getApplicablePaymentMethods", { body: { ...session(cart), userId }, schema: records(PaymentMethodSchema) });
  return data.records;
}

export function savePaymentMethod(ctx: PlatformContext, cart: CartSession, userId: number, paymentMethodId: number, companyData?: { companyName: string; oib: string }) {
  return ctx.http.call("PUT", "payment/savePaymentMethod", { body: { ...session(cart), userId, paymentMethodId, companyData }, schema: CartSchema });
}

/** The site's consents asked for at checkout, or (context "register") on registering. */
export async function getConsents(ctx: PlatformContext, context: "checkout" | "register" = "checkout") {
  const data = await ctx.http.call("POST", "gdpr/web/consent/filter", { body: { limit: 100, context }, schema: records(ConsentSchema) });
  return data.records;
}

export function logConsents(ctx: PlatformContext, consents: number[], email: string) {
  return ctx.http.call("POST", "gdpr/web/consent/log/create", {
    body: { status: "accepted", statusTimestamp: new Date().toISOString(), sourceType: "checkout", consents, userType: ctx.user ? "user" : "guest", email },
    schema: z.unknown(),
  });
}

export const OrderAnswerSchema = z.object({
  html: z.union([z.string(), z.record(z.unknown())]),
  orderSlug: z.string(),
});

export function createOrder(
  ctx: PlatformContext,
  cart: CartSession,
  order: { userId: number; idempotencyKey: string; orderMessage?: string; successURL: string; failureURL: string },
) {
  return ctx.http.call("POST", "order/create", { body: { ...session(cart), ...order }, schema: OrderAnswerSchema });
}

/** The wallet's approval of an order (SPEC 4, wallet flow): the platform confirms it and names the page to go to. */
export function confirmWalletOrder(ctx: PlatformContext, orderId: number) {
  return ctx.http.call("POST", `order/pgSuccess/${orderId}`, {
    body: { details: { provider: "storefront-wallet" }, internalRedirect: true },
    schema: z.object({ url: z.string() }),
  });
}
