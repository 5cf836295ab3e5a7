import { parseWithZod } from "@conform-to/zod";
import { getWebProfile } from "~/api/auth.server";
import { checkoutAddressOfAccount, saveCheckoutAddressesOnAccount } from "./account-addresses.server";
import { createCookie, json, redirect } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { getCart, getCheckoutSettings, validateCart } from "~/api/cart.server";
import type { Cart, CartSession } from "~/api/cart-schemas";
import {
  createOrder,
  getAvailableCountries,
  getConsents,
  getDeliveryMethods,
  confirmWalletOrder,
  getPaymentMethods,
  logConsents,
  saveDeliveryMethod,
  savePaymentMethod,
  updateGuestUser,
  type CheckoutAddress,
  type PaymentMethod,
} from "~/api/checkout.server";
import type { PlatformContext } from "~/api/client.server";
import { isApiError } from "~/api/errors";
import { cookiesSecure } from "~/env.server";
import { addressStepSchema, paymentStepSchema, shippingStepSchema, type AddressStep } from "~/forms/checkout";
import { localizedHref } from "~/i18n/localized-href";
import { clearedCartCookies, readCartSession } from "~/sessions/cart-session.server";
import { commitSession, getSession, redirectWithToast, type AppSession } from "~/sessions/session.server";
import { isLostCartSession, leaveLostCart } from "./cart.server";
import { sanitizePaymentForm } from "./sanitize-html.server";
import { checkoutStepHref, companyDataValid, skipsPaymentStep, type CheckoutStep } from "./checkout-rules";
import { throwPageError } from "./page-errors.server";
import { safeRedirectPath } from "./safe-redirect";

// The three checkout steps (SPEC 4, Checkout): address, then shipping, then payment. Each is a
// POST that goes on to the next step when the platform accepted it; the visitor's progress is
// kept in the session, the guest identified by the guestUser cookie (their e-mail).

export type { CheckoutStep };

type CheckoutProgress = {
  userId?: number;
  address?: Omit<AddressStep, "intent">;
  deliveryMethodId?: number;
  branchId?: number;
};

/** SPEC 3: a guest is identified by the cookie guestUser holding the e-mail. */
export const guestUserCookie = createCookie("guestUser", { path: "/", sameSite: "lax", httpOnly: true, secure: cookiesSecure(), maxAge: 2_592_000 });

function progressOf(session: AppSession): CheckoutProgress {
  return (session.get("checkout") as CheckoutProgress | undefined) ?? {};
}

const stepHref = (ctx: PlatformContext, step: CheckoutStep) => checkoutStepHref(ctx.language, step);

/** What the visitor saw of the cart: item count, each item's final price, the total (SPEC 4, cart change check). */
export function cartSignature(cart: Cart): string {
  return JSON.stringify([cart.items.length, cart.items.map((item) => [item.itemId, item.prices.converted.finalPrice]), cart.prices.converted.orderTotal]);
}

async function requireCart(ctx: PlatformContext, request: Request): Promise<{ session: CartSession; cart: Cart }> {
  const session = await readCartSession(request);
  if (!session) throw redirect(localizedHref("cart", ctx.language));
  try {
    const cart = await getCart(ctx, session);
    if (!cart.items.length) throw redirect(localizedHref("cart", ctx.language));
    return { session, cart };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isLostCartSession(error, { anyClientError: true })) return leaveLostCart(request, ctx, error);
    return throwPageError(error);
  }
}

function requestedStep(request: Request, progress: CheckoutProgress): CheckoutStep {
  const step = new URL(request.url).searchParams.get("step");
  // A step needs the ones before it: no jumping ahead of what the platform has accepted.
  if (step === "payment" && progress.userId && progress.deliveryMethodId) return "payment";
  if ((step === "shipping" || step === "payment") && progress.userId) return "shipping";
  return "address";
}

/**
 * After the order: the provider's form (put in the page, sent on by script, with a visible
 * button without it) or the wallet's notice. The cart is already an order, so this needs none.
 */
async function loadPaymentHandOver(ctx: PlatformContext, request: Request) {
  const session = await getSession(request);
  const payment = session.get("payment");
  if (!payment) throw redirect(localizedHref("cart", ctx.language));
  return { step: "pay" as const, payment, setCookie: await commitSession(session) };
}

export async function loadCheckout(ctx: PlatformContext, request: Request) {
  if (new URL(request.url).searchParams.get("step") === "pay") return loadPaymentHandOver(ctx, request);
  const [{ session: cartSession, cart }, session] = await Promise.all([requireCart(ctx, request), getSession(request)]);
  const progress = progressOf(session);
  const step = requestedStep(request, progress);
  const base = { step, cart, address: progress.address ?? null, deliveryMethodId: progress.deliveryMethodId ?? null, branchId: progress.branchId ?? null };
  try {
    if (step === "address") {
      const [countries, profile] = await Promise.all([getAvailableCountries(ctx, cartSession), ctx.user && !progress.address ? getWebProfile(ctx) : null]);
      return { ...base, address: base.address ?? (profile ? checkoutAddressOfAccount(profile) : null), countries };
    }
    if (step === "shipping") return { ...base, deliveryMethods: await getDeliveryMethods(ctx, cartSession, progress.userId!) };
    const [paymentMethods, consents] = await Promise.all([
      getPaymentMethods(ctx, cartSession, progress.userId!),
      getConsents(ctx).catch(() => null),
    ]);
    // A fresh key per rendering of the payment step: a double click or a refresh of the same
    // form sends the same key, and the platform answers it with the one order it made.
    return { ...base, paymentMethods, consents, cartSignature: cartSignature(cart), idempotencyKey: randomUUID() };
  } catch (error) {
    if (isLostCartSession(error)) return leaveLostCart(request, ctx, error);
    return throwPageError(error);
  }
}

function addressesOf(value: AddressStep): CheckoutAddress[] {
  return [
    { type: "shipping", ...value.shipping },
    { type: "billing", ...value.billing },
  ];
}

async function saveProgress(request: Request, ctx: PlatformContext, next: CheckoutStep, progress: CheckoutProgress, headers?: HeadersInit) {
  const session = await getSession(request);
  session.set("checkout", progress);
  const out = new Headers(headers);
  out.append("Set-Cookie", await commitSession(session));
  return redirect(stepHref(ctx, next), { status: 303, headers: out });
}

async function addressStep(ctx: PlatformContext, request: Request, formData: FormData, cartSession: CartSession, progress: CheckoutProgress) {
  const submission = parseWithZod(formData, { schema: addressStepSchema });
  if (submission.status !== "success") return json({ step: "address", result: submission.reply() }, { status: 400 });
  const { intent: _intent, ...address } = submission.value;
  try {
    // A signed-in shopper checks out as the account (addresses saved on it); anyone else as a guest.
    const user = ctx.user
      ? await saveCheckoutAddressesOnAccount(ctx, cartSession, submission.value)
      : (
          await updateGuestUser(ctx, cartSession, {
            email: address.shipping.contactEmail,
            details: { firstName: address.shipping.firstName, lastName: address.shipping.lastName },
            company: address.companyMode ? { name: address.companyName ?? "", oib: address.companyOIB ?? "" } : undefined,
            addresses: addressesOf(submission.value),
          })
        ).user;
    const next: CheckoutProgress = { ...progress, userId: user.id, address };
    const headers = new Headers(ctx.user ? {} : { "Set-Cookie": await guestUserCookie.serialize(user.email) });
    // SPEC 4: a deployment may skip the shipping step, picking the first applicable method.
    const settings = await getCheckoutSettings(ctx);
    if (settings.skipShippingStep) {
      const [first] = await getDeliveryMethods(ctx, cartSession, user.id);
      if (first && !first.options.length) {
        await saveDeliveryMethod(ctx, cartSession, user.id, first.id);
        return saveProgress(request, ctx, "payment", { ...next, deliveryMethodId: first.id }, headers);
      }
    }
    return saveProgress(request, ctx, "shipping", next, headers);
  } catch (error) {
    if (isLostCartSession(error)) return leaveLostCart(request, ctx, error);
    if (isApiError(error) && error.status === 400) return json({ step: "address", result: submission.reply({ formErrors: [error.message] }) }, { status: 400 });
    return throwPageError(error);
  }
}

async function shippingStep(ctx: PlatformContext, request: Request, formData: FormData, cartSession: CartSession, progress: CheckoutProgress) {
  const submission = parseWithZod(formData, { schema: shippingStepSchema });
  if (submission.status !== "success") return json({ step: "shipping", result: submission.reply() }, { status: 400 });
  const userId = progress.userId!;
  const { deliveryMethodId, branchId } = submission.value;
  const fail = (field: string, key: string) => json({ step: "shipping", result: submission.reply({ fieldErrors: { [field]: [key] } }) }, { status: 400 });
  try {
    const method = (await getDeliveryMethods(ctx, cartSession, userId)).find((candidate) => candidate.id === deliveryMethodId);
    if (!method) return fail("deliveryMethodId", "checkout.shippingMethodNotFound");
    if (method.options.length && !method.options.some((branch) => branch.id === branchId)) return fail("branchId", "checkout.shippingBranchUndefined");
    await saveDeliveryMethod(ctx, cartSession, userId, method.id, method.options.length ? branchId : undefined);
    const next = { ...progress, deliveryMethodId: method.id, branchId: method.options.length ? branchId : undefined };
    // SPEC 4: with valid company data and a single HPF method, the payment step is skipped.
    const [payments, consents] = await Promise.all([getPaymentMethods(ctx, cartSession, userId), getConsents(ctx).catch(() => null)]);
    if (consents && skipsPaymentStep(progress.address, payments, consents)) {
      const placed = await placeOrder(ctx, request, cartSession, next, { method: payments[0], accepted: [], idempotencyKey: randomUUID() });
      if (placed instanceof Response) return placed;
    }
    return saveProgress(request, ctx, "payment", next);
  } catch (error) {
    if (isLostCartSession(error)) return leaveLostCart(request, ctx, error);
    // A refused save keeps the last saved method and stays on this step.
    if (isApiError(error) && error.status === 400) return fail("deliveryMethodId", "checkout.shippingMethodNotFound");
    return throwPageError(error);
  }
}

type OrderRequest = {
  method: PaymentMethod;
  accepted: number[];
  idempotencyKey: string;
  /** What the visitor saw; absent when the payment step was skipped and nothing was shown. */
  signature?: string;
};

/**
 * SPEC 4, payment submit after the consents and the method were checked: save the method, run
 * the cart change check, log the consents, create the order, act on the answer. Returns a
 * redirect, or the key of a message for the payment step.
 */
async function placeOrder(ctx: PlatformContext, request: Request, cartSession: CartSession, progress: CheckoutProgress, order: OrderRequest): Promise<Response | { formError: string }> {
  const userId = progress.userId!;
  const here = stepHref(ctx, "payment");
  const company = companyDataValid(progress.address) ? { companyName: progress.address!.companyName!, oib: progress.address!.companyOIB! } : undefined;
  await savePaymentMethod(ctx, cartSession, userId, order.method.id, company);

  const { cart, validateMemberCard } = await validateCart(ctx, cartSession);
  if (!validateMemberCard) return redirectWithToast(request, here, { type: "error", key: "core.notifications.membershipCardBarcodeInvalid" });
  if (order.signature !== undefined && cartSignature(cart) !== order.signature) {
    return redirectWithToast(request, here, { type: "info", key: "core.notifications.cartUpdated" });
  }

  if (order.accepted.length) {
    try {
      await logConsents(ctx, order.accepted, progress.address?.shipping.contactEmail ?? "");
    } catch {
      return { formError: "checkout.failedConsentLog" };
    }
  }

  const origin = new URL(request.url).origin;
  const session = await getSession(request);
  const created = await createOrder(ctx, cartSession, {
    userId,
    idempotencyKey: order.idempotencyKey,
    orderMessage: session.get("instructions") || undefined,
    successURL: origin + localizedHref("checkoutSuccess", ctx.language),
    failureURL: origin + localizedHref("checkoutFailure", ctx.language),
  });

  // The cart became the order: its session ends here.
  const headers = new Headers();
  for (const cookie of await clearedCartCookies()) headers.append("Set-Cookie", cookie);
  session.unset("checkout");
  session.unset("instructions");
  if (typeof created.html !== "string" || order.method.paymentType === "HPF") {
    if (typeof created.html === "string") {
      session.flash("payment", { form: sanitizePaymentForm(created.html) });
    } else {
      // The wallet confirms this order only: it is kept in the session, never taken from a form.
      session.set("walletOrder", { orderId: Number(created.html.orderId), orderSlug: created.orderSlug });
      session.flash("payment", { walletOrderSlug: created.orderSlug });
    }
    headers.append("Set-Cookie", await commitSession(session));
    return redirect(localizedHref("checkout", ctx.language, {}, "step=pay"), { status: 303, headers });
  }
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(localizedHref("checkoutSuccess", ctx.language, {}, `orderSlug=${encodeURIComponent(created.orderSlug)}`), { status: 303, headers });
}

async function paymentStep(ctx: PlatformContext, request: Request, formData: FormData, cartSession: CartSession, progress: CheckoutProgress) {
  const submission = parseWithZod(formData, { schema: paymentStepSchema });
  if (submission.status !== "success") return json({ step: "payment", result: submission.reply() }, { status: 400 });
  const { paymentMethodId, consents: accepted, idempotencyKey } = submission.value;
  const formError = (key: string) => json({ step: "payment", result: submission.reply({ formErrors: [key] }) }, { status: 400 });
  try {
    // SPEC 4, payment submit, in order: 1 consents, 2 a method, then placeOrder.
    const consents = await getConsents(ctx).catch(() => null);
    if (!consents) return formError("checkout.consentsNotFetched");
    if (consents.some((consent) => consent.required && !accepted.includes(consent.id))) return formError("checkout.consentRequired");

    const method = (await getPaymentMethods(ctx, cartSession, progress.userId!)).find((candidate) => candidate.id === paymentMethodId);
    if (!method) return json({ step: "payment", result: submission.reply({ fieldErrors: { paymentMethodId: ["checkout.paymentMethodUndefined"] } }) }, { status: 400 });
    const placed = await placeOrder(ctx, request, cartSession, progress, { method, accepted, idempotencyKey, signature: submission.value.cartSignature });
    return placed instanceof Response ? placed : formError(placed.formError);
  } catch (error) {
    if (isLostCartSession(error)) return leaveLostCart(request, ctx, error);
    if (isApiError(error) && error.status === 400) return formError(error.message);
    return throwPageError(error);
  }
}

/** The wallet's approval (JavaScript only): confirms the order kept in the session, then its page. */
async function confirmWallet(ctx: PlatformContext, request: Request) {
  const session = await getSession(request);
  const pending = session.get("walletOrder") as { orderId: number; orderSlug: string } | undefined;
  if (!pending) throw redirect(localizedHref("cart", ctx.language), 303);
  const { url } = await confirmWalletOrder(ctx, pending.orderId).catch(throwPageError);
  session.unset("walletOrder");
  const target = new URL(url, new URL(request.url).origin);
  const fallback = localizedHref("checkoutSuccess", ctx.language, {}, `orderSlug=${encodeURIComponent(pending.orderSlug)}`);
  return redirect(safeRedirectPath(target.pathname + target.search, fallback), { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
}

export async function handleCheckoutAction(ctx: PlatformContext, request: Request) {
  const formData = await request.formData();
  if (formData.get("intent") === "walletConfirm") return confirmWallet(ctx, request);
  const [{ session: cartSession }, session] = await Promise.all([requireCart(ctx, request), getSession(request)]);
  const progress = progressOf(session);
  switch (formData.get("intent")) {
    case "address":
      return addressStep(ctx, request, formData, cartSession, progress);
    case "shipping":
      if (!progress.userId) throw redirect(stepHref(ctx, "address"), 303);
      return shippingStep(ctx, request, formData, cartSession, progress);
    case "payment":
      if (!progress.userId || !progress.deliveryMethodId) throw redirect(stepHref(ctx, "address"), 303);
      return paymentStep(ctx, request, formData, cartSession, progress);
    default:
      return json({ step: "address", result: null }, { status: 400 });
  }
}
