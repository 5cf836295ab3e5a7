import { redirect } from "@remix-run/node";
import { addItem, getCart, newCartSession, type CartOptions } from "~/api/cart.server";
import type { Cart, CartSession } from "~/api/cart-schemas";
import type { PlatformContext } from "~/api/client.server";
import { ApiError, isApiError } from "~/api/errors";
import { localizedHref } from "~/i18n/localized-href";
import { cartSessionCookies, clearedCartCookies, readCartSession } from "~/sessions/cart-session.server";
import { commitSession, flashToast, getSession } from "~/sessions/session.server";
import { throwPageError } from "./page-errors.server";

// The cart session's life (SPEC 4, Cart session): made on the first add, read whenever the
// cookies exist, and cleared, with the visitor sent home, when the platform no longer knows it
// (400 or 409) or it became an order.

const SESSION_MESSAGES = ["Session doesn't exist", "Cart is archived.", "Session already used."];
const SESSION_REUSED = "Session already used.";

/** Whether a failed cart call means the cart session is gone (as opposed to, say, a wrong coupon). */
export function isLostCartSession(error: unknown, { anyClientError = false } = {}): error is ApiError {
  if (!isApiError(error)) return false;
  if (error.status === 409 || SESSION_MESSAGES.includes(error.message)) return true;
  return anyClientError && error.status === 400;
}

/** Clears the cart cookies and sends the visitor home; 'Session already used.' says nothing, the rest alert. */
export async function leaveLostCart(request: Request, ctx: PlatformContext, error: ApiError): Promise<never> {
  const headers = new Headers();
  for (const cookie of await clearedCartCookies()) headers.append("Set-Cookie", cookie);
  if (error.message !== SESSION_REUSED) {
    const session = await getSession(request);
    flashToast(session, { type: "error", key: "core.notifications.cartUpdateError" });
    headers.append("Set-Cookie", await commitSession(session));
  }
  throw redirect(localizedHref("home", ctx.language), { status: 303, headers });
}

// Loaders of one page (the header's count, a product's lines, the cart page) share one read of
// the cart per request instead of asking the platform each.
const cartReads = new WeakMap<Request, Promise<{ cart: Cart; session: CartSession } | null>>();

/** The visitor's cart as the platform has it now (read once per request), or null without a session. */
export function readCart(ctx: PlatformContext, request: Request): Promise<{ cart: Cart; session: CartSession } | null> {
  let read = cartReads.get(request);
  if (!read) {
    read = readCartSession(request).then(async (session) => (session ? { cart: await getCart(ctx, session), session } : null));
    cartReads.set(request, read);
  }
  return read;
}

/** The visitor's cart, or null without a session; a session the platform refuses is cleared (SPEC: 400 and 409). */
export async function loadCart(ctx: PlatformContext, request: Request): Promise<{ cart: Cart | null; session: CartSession | null }> {
  try {
    return (await readCart(ctx, request)) ?? { cart: null, session: null };
  } catch (error) {
    if (isLostCartSession(error, { anyClientError: true })) await leaveLostCart(request, ctx, error);
    return throwPageError(error);
  }
}

/**
 * Adds a product, creating the cart session first when there is none, and once more when the
 * platform no longer knows the one in the cookies (SPEC 4: create a session, then retry).
 */
export async function addProductToCart(
  ctx: PlatformContext,
  request: Request,
  item: { productId: number; qty: number; options: CartOptions },
): Promise<{ cart: Cart; setCookies: string[] }> {
  let session = await readCartSession(request);
  let setCookies: string[] = [];
  const startSession = async () => {
    session = await newCartSession(ctx);
    setCookies = await cartSessionCookies(session);
    return session;
  };
  try {
    return { cart: await addItem(ctx, session ?? (await startSession()), item), setCookies };
  } catch (error) {
    if (!isLostCartSession(error)) throw error;
    return { cart: await addItem(ctx, await startSession(), item), setCookies };
  }
}

/** The cart session of a request that changes the cart; without one there is nothing to change. */
export async function requireCartSession(request: Request, ctx: PlatformContext): Promise<CartSession> {
  const session = await readCartSession(request);
  if (!session) throw redirect(localizedHref("cart", ctx.language), 303);
  return session;
}

/** The number of items in the visitor's cart for the header, or null without a cart; never fails the page. */
export async function cartItemCount(ctx: PlatformContext, request: Request): Promise<number | null> {
  try {
    const read = await readCart(ctx, request);
    return read ? read.cart.items.reduce((sum, item) => sum + item.qty, 0) : null;
  } catch {
    return 0;
  }
}
