import type { PlatformContext } from "~/api/client.server";
import { orderHistory, readProfile, registerConsents } from "./account.server";
import { throwPageError } from "./page-errors.server";
import { readWishlist } from "./wishlist.server";

// /profil: for a signed-in user the profile, the wishlist (shared with the root loader) and the
// orders, read in parallel; for
// a visitor the consents the register form asks for.
export async function loadProfilePage(ctx: PlatformContext, request: Request) {
  if (ctx.user) {
    const [user, wishlist, history] = await Promise.all([
      readProfile(ctx),
      ctx.user.isBackofficeUser ? Promise.resolve([]) : readWishlist(ctx, request).catch(throwPageError),
      orderHistory(ctx),
    ]);
    if (user) {
      const products = wishlist.flatMap((entry) => (entry.product ? [entry.product] : []));
      return { signedIn: true as const, user, wishlist: products, ...history, consents: [] };
    }
  }
  return { signedIn: false as const, user: null, wishlist: [], orders: [], count: 0, consents: await registerConsents(ctx) };
}
