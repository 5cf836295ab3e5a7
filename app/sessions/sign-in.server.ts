import type { Tokens } from "~/api/auth-schemas";
import { logout } from "~/api/auth.server";
import type { PlatformContext } from "~/api/client.server";
import { clearedCartCookies } from "./cart-session.server";
import { flashToast, type AppSession } from "./session.server";

// Signing in and out, in the session cookie only (SPEC 4, Authentication): the tokens never
// reach page scripts.

export function storeTokens(session: AppSession, tokens: Tokens): void {
  session.set("accessToken", tokens.accessToken);
  session.set("refreshToken", tokens.refreshToken);
}

/**
 * Signs out: the tokens leave the session, the refresh token is revoked on the platform (a
 * failure there does not keep anyone signed in), the cart session is cleared and the
 * 'core.login.logout' notice waits for the next page. Answers the cookies to set.
 */
export async function signOut(ctx: PlatformContext | null, session: AppSession): Promise<string[]> {
  const refreshToken = session.get("refreshToken");
  if (ctx && refreshToken) await logout(ctx, refreshToken).catch(() => undefined);
  session.unset("accessToken");
  session.unset("refreshToken");
  session.unset("checkout");
  flashToast(session, { type: "info", key: "core.login.logout" });
  return clearedCartCookies();
}
