import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import { applyCoupon, applyMemberCard, deleteItem, removeCoupon, updateItem } from "~/api/cart.server";
import type { Cart } from "~/api/cart-schemas";
import type { PlatformContext } from "~/api/client.server";
import { isApiError } from "~/api/errors";
import { cartActionSchema, type CartAction } from "~/forms/cart";
import { localizedHref } from "~/i18n/localized-href";
import type { Toast } from "~/lib/toast";
import { getSession, jsonWithToast, redirectWithToast, type AppSession } from "~/sessions/session.server";
import { isLostCartSession, leaveLostCart, requireCartSession } from "./cart.server";
import { throwPageError } from "./page-errors.server";

// The cart page's posts: change a quantity, remove a line, apply or remove a coupon, apply a
// member card, keep delivery instructions. Each ends in a redirect back to the cart with a
// message, or re-renders the cart with the error under its field (400).

type Outcome = { toast?: Omit<Toast, "id"> };

function noticesToast(cart: Cart, fallback?: Omit<Toast, "id">): Omit<Toast, "id"> | undefined {
  // SPEC 4: a coupon the platform no longer accepts after a change is removed, and the visitor told.
  if (cart.notices.includes("couponRemoved")) return { type: "info", key: "cart.couponNoLongerValid" };
  return fallback;
}

async function perform(ctx: PlatformContext, request: Request, action: CartAction): Promise<Outcome> {
  if (action.intent === "saveInstructions") return {};
  const cart = await requireCartSession(request, ctx);
  switch (action.intent) {
    case "updateQuantity":
      return { toast: noticesToast(await updateItem(ctx, cart, action.itemId, action.qty)) };
    case "removeItem":
      return { toast: noticesToast(await deleteItem(ctx, cart, action.itemId), { type: "success", key: "core.notifications.itemRemovedFromCart" }) };
    case "applyCoupon":
      await applyCoupon(ctx, cart, action.couponCode);
      return { toast: { type: "success", key: "cart.couponApplied" } };
    case "removeCoupon":
      await removeCoupon(ctx, cart);
      return { toast: { type: "success", key: "cart.couponRemoved" } };
    case "applyMemberCard":
      await applyMemberCard(ctx, cart, action.barcode);
      return { toast: { type: "success", key: "core.notifications.memebrshipCardBarcodeApplied" } };
  }
}

/** Where a refused platform answer shows: under the field the visitor can fix. */
const ERROR_FIELDS: Partial<Record<CartAction["intent"], string>> = {
  applyCoupon: "couponCode",
  applyMemberCard: "barcode",
  updateQuantity: "qty",
};
const ERROR_KEYS: Record<string, string> = {
  "Invalid quantity.": "error.invalidQuantity",
  "Invalid member card.": "core.notifications.membershipCardBarcodeInvalid",
};

export async function handleCartAction(ctx: PlatformContext, request: Request) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: cartActionSchema });
  if (submission.status !== "success") return json({ intent: formData.get("intent"), result: submission.reply() }, { status: 400 });
  const action = submission.value;
  const cartHref = localizedHref("cart", ctx.language);
  // From a script the page stays put and revalidates; without one, back to the cart page.
  const respond = (toast: Omit<Toast, "id">, session?: AppSession) =>
    formData.get("js") === "1" ? jsonWithToast(request, toast, { session }) : redirectWithToast(request, cartHref, toast, { session });

  if (action.intent === "applyMemberCard" && !(await getSession(request)).get("accessToken")) {
    // SPEC 4: a member card applies only for a signed-in visitor; otherwise nothing happens.
    console.warn(JSON.stringify({ level: "warn", msg: "Cart session not initialised!", intent: action.intent }));
    return respond({ type: "info", key: "cart.updated" });
  }

  if (action.intent === "saveInstructions") {
    const session = await getSession(request);
    session.set("instructions", action.instructions);
    return respond({ type: "success", key: "cart.instructionsSaved" }, session);
  }

  try {
    const { toast } = await perform(ctx, request, action);
    return respond(toast ?? { type: "info", key: "cart.updated" });
  } catch (error) {
    if (isLostCartSession(error)) return leaveLostCart(request, ctx, error);
    if (isApiError(error) && error.status === 400) {
      // 'Coupon not found!' passes through as the platform says it (SPEC 8).
      const field = ERROR_FIELDS[action.intent] ?? "";
      const message = ERROR_KEYS[error.message] ?? error.message;
      return json({ intent: action.intent, result: submission.reply({ fieldErrors: { [field]: [message] } }) }, { status: 400 });
    }
    return throwPageError(error);
  }
}
