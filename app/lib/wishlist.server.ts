import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { getWishlist, toggleWishlist } from "~/api/auth.server";
import type { WishlistEntry } from "~/api/auth-schemas";
import type { PlatformContext } from "~/api/client.server";
import { isApiError } from "~/api/errors";
import { wishlistToggleSchema } from "~/forms/account";
import { localizedHref } from "~/i18n/localized-href";
import { jsonWithToast, redirectWithToast } from "~/sessions/session.server";
import { throwPageError } from "./page-errors.server";
import { safeRedirectPath } from "./safe-redirect";

// SPEC 4, Wishlist: read whole (limit 9999) for signed-in web users, never for back-office users.

// The header's hearts (root loader) and the profile's list share one read per request.
const wishlistReads = new WeakMap<Request, Promise<WishlistEntry[]>>();

/** The signed-in visitor's wishlist, read once per request. */
export function readWishlist(ctx: PlatformContext, request: Request): Promise<WishlistEntry[]> {
  let read = wishlistReads.get(request);
  if (!read) {
    read = getWishlist(ctx);
    wishlistReads.set(request, read);
  }
  return read;
}

/** The product ids on the visitor's wishlist, or null when there is none to show. A failure only logs. */
export async function wishlistProductIds(ctx: PlatformContext, request: Request): Promise<number[] | null> {
  if (!ctx.user || ctx.user.isBackofficeUser) return null;
  try {
    return (await readWishlist(ctx, request)).map((entry) => entry.product_id);
  } catch (error) {
    console.warn(JSON.stringify({ level: "warn", msg: "wishlist fetch failed", error: String(error) }));
    return null;
  }
}

export async function handleWishlistToggle(ctx: PlatformContext, request: Request) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: wishlistToggleSchema });
  const back = safeRedirectPath(submission.status === "success" ? submission.value.redirectTo : undefined, localizedHref("home", ctx.language));
  if (submission.status !== "success") return redirect(back, 303);
  if (!ctx.user) {
    const login = localizedHref("login", ctx.language, {}, `redirectTo=${encodeURIComponent(back)}`);
    return redirectWithToast(request, login, { type: "info", key: "account.wishlist.signInFirst" });
  }
  try {
    const { added } = await toggleWishlist(ctx, submission.value.productId);
    const toast = { type: "success" as const, key: added ? "core.notifications.addedToWishlist" : "core.notifications.removedFromWishlist" };
    return formData.get("js") === "1" ? jsonWithToast(request, toast) : redirectWithToast(request, back, toast);
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      return redirectWithToast(request, back, { type: "error", key: "messages.somethingWentWrong" });
    }
    return throwPageError(error);
  }
}
