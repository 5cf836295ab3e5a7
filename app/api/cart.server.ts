import { z } from "zod";
import { cachedRead, type PlatformContext } from "./client.server";
import { CartSchema, CartSessionSchema, CheckoutSettingsSchema, type Cart, type CartSession } from "./cart-schemas";

// The cart module of the platform (SPEC 7, Cart). Every call names the cart by its session.

export type CartOptions = {
  personalizations?: Record<string, unknown>;
  bundleOptions?: { id: number; options: { choiceId: number } }[];
};

const session = (cart: CartSession) => ({ cartId: cart.id, protectCode: cart.protectCode });

export function newCartSession(ctx: PlatformContext) {
  return ctx.http.call("GET", "cart/getNewCartSession", { schema: CartSessionSchema });
}

export function getCart(ctx: PlatformContext, cart: CartSession): Promise<Cart> {
  return ctx.http.call("POST", "cart/getCart", { body: session(cart), schema: CartSchema });
}

export function validateCart(ctx: PlatformContext, cart: CartSession) {
  return ctx.http.call("POST", "cart/validateCart", {
    body: session(cart),
    schema: z.object({ cart: CartSchema, validateMemberCard: z.boolean() }),
  });
}

export function addItem(ctx: PlatformContext, cart: CartSession, item: { productId: number; qty: number; options: CartOptions }) {
  return ctx.http.call("POST", "cart/addItem", { body: { ...session(cart), ...item }, schema: CartSchema });
}

export function updateItem(ctx: PlatformContext, cart: CartSession, itemId: number, qty: number) {
  return ctx.http.call("PATCH", "cart/updateItem", { body: { ...session(cart), itemId, qty }, schema: CartSchema });
}

export function deleteItem(ctx: PlatformContext, cart: CartSession, itemId: number) {
  return ctx.http.call("DELETE", "cart/deleteItem", { body: { ...session(cart), itemId }, schema: CartSchema });
}

export function applyCoupon(ctx: PlatformContext, cart: CartSession, couponCode: string) {
  return ctx.http.call("POST", "cart/applyCoupon", { body: { ...session(cart), couponCode }, schema: CartSchema });
}

export function removeCoupon(ctx: PlatformContext, cart: CartSession) {
  return ctx.http.call("POST", "cart/removeCoupon", { body: session(cart), schema: CartSchema });
}

export function applyMemberCard(ctx: PlatformContext, cart: CartSession, barcode: string) {
  return ctx.http.call("POST", "cart/applyMemberCard", { body: { ...session(cart), barcode }, schema: CartSchema });
}

/** The cart-add behaviour and allowed countries, cached: they change with the deployment's settings only. */
export function getCheckoutSettings(ctx: PlatformContext) {
  return cachedRead(ctx, "checkout-settings", () => ctx.http.call("GET", "settings/getCheckoutSettings", { schema: CheckoutSettingsSchema }));
}
