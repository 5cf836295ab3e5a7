import { refreshTokens } from "~/api/auth.server";
import { detectDomain, platformContext, requestHost, userOfAccessToken } from "~/api/client.server";
import { isApiError } from "~/api/errors";
import { languageFromPath } from "~/i18n/languages";
import { commitSession, getSession } from "./session.server";
import { signOut, storeTokens } from "./sign-in.server";

// SPEC 7: the access token's expiry is read from the token; an expired one is refreshed before
// any call. This runs once per request, before Remix (server.ts), so the parallel loaders of a
// page all see the fresh token and no two of them refresh at once. A refused refresh signs out.

/**
 * Refresh a little early: a token must not expire between this check and the calls. A quarter
 * of the token's life, at most 30 seconds (a 15-minute token is renewed in its last 30 s).
 */
const EARLY_MS = 30_000;
const earlyMs = (user: { accessTokenIssuedAt: number; accessTokenExpiresAt: number }) =>
  Math.min(EARLY_MS, (user.accessTokenExpiresAt - user.accessTokenIssuedAt) / 4);

export type SessionRefresh = {
  /** The request's Cookie header as it is after the refresh (Remix reads this one). */
  cookieHeader: string;
  /** Set-Cookie headers for the response. */
  setCookies: string[];
};

export async function refreshSessionTokens(request: Request): Promise<SessionRefresh | null> {
  const session = await getSession(request);
  const accessToken = session.get("accessToken");
  if (!accessToken) return null;
  const user = userOfAccessToken(accessToken);
  if (user && user.accessTokenExpiresAt - Date.now() > earlyMs(user)) return null;

  const ctx = platformContext(await detectDomain(requestHost(request)), languageFromPath(new URL(request.url).pathname));
  const refreshToken = session.get("refreshToken");
  const setCookies: string[] = [];
  try {
    if (!refreshToken || !user) throw Object.assign(new Error("no refresh token"), { signOut: true });
    const { tokens } = await refreshTokens(ctx, refreshToken);
    storeTokens(session, tokens);
  } catch (error) {
    // A platform that is down or slow says nothing about the tokens: keep them, the page
    // shows its friendly error. A refused refresh (4xx) ends the sign-in.
    const refused = (isApiError(error) && error.status >= 400 && error.status < 500) || (error as { signOut?: boolean }).signOut;
    if (!refused) return null;
    setCookies.push(...(await signOut(null, session)));
  }
  setCookies.unshift(await commitSession(session));
  return { cookieHeader: withCookies(request.headers.get("cookie") ?? "", setCookies), setCookies };
}

/** A Cookie header with the cookies of some Set-Cookie headers applied (set, or removed when expired). */
export function withCookies(cookieHeader: string, setCookies: string[]): string {
  const jar = new Map<string, string>();
  for (const pair of cookieHeader.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  for (const setCookie of setCookies) {
    const [pair, ...attributes] = setCookie.split(";");
    const at = pair.indexOf("=");
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
    if (expired) jar.delete(name);
    else jar.set(name, pair.slice(at + 1).trim());
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}
