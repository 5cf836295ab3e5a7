import { Router, type Request, type Response } from "express";
import { z } from "zod";
import type { AuthSettings, SignedIn, Tokens } from "../accounts-contract";
import { clearFailedLogins, checkLoginLimits, recordFailedLogin } from "../data/login-attempts";
import { verifyPassword } from "../data/passwords";
import { issueRefreshToken, revokeRefreshToken, rotateRefreshToken } from "../data/tokens";
import { authUserOf, findUser, findUserByEmail, passwordOf, toUser, type UserRow } from "../data/users";
import type { Db } from "../db/index";
import { contextOf } from "../http/api-key";
import { handleAsync } from "../http/async";
import { issueAccessToken, requireUser, type TokenKey } from "../http/auth";
import { HttpError, sendData } from "../http/envelope";
import { email, text } from "../http/fields";
import { parseInput } from "../http/validate";
import { extraOf } from "./cart";

// Signing in and out (docs/platform-api.md, Accounts): login with rate limits, refresh-token
// rotation, logout, the legacy /api/auth aliases and the social sign-in placeholders. Password
// hashing and token signing are asynchronous; the reads and writes around them each run in one
// IMMEDIATE transaction.

export const UNKNOWN_USER = "Unknown username or password!";
export const EMAIL_NOT_CONFIRMED = "Email not confirmed.";
export const INVALID_REFRESH_TOKEN = "Invalid refresh token.";
export const SOCIAL_NOT_CONFIGURED = "Social login provider not configured.";

/** The calls that work without a valid bearer even when one is sent (see authenticate). */
export const SIGN_IN_PATHS = ["/v1/login", "/auth/login", "/v1/refresh", "/v1/logout", "/auth/logout"] as const;

/** What the account modules need to sign users in. */
export type AccountSettings = { tokenKey: TokenKey; accessTokenSeconds: number };

const authSettings = z.object({
  requireEmailConfirmation: z.boolean().catch(false),
  autoLoginAfterRegister: z.boolean().catch(false),
  socialProviders: z
    .record(z.object({ authorizeUrl: z.string().url(), clientId: z.string().min(1), scope: z.string().optional() }))
    .catch({}),
});

/** The domain's `extra.authSettings`; a domain seeded before accounts has none (no confirmation, no auto-login). */
export function authSettingsOf(res: Response): Required<AuthSettings> {
  return authSettings.parse(extraOf(res).authSettings ?? {});
}

/** The signed-in user's row; a token whose user no longer exists: 401 `Unauthorized`. */
export function currentUser(db: Db, res: Response): UserRow {
  const auth = requireUser(res);
  const row = findUser(db, auth.siteId, auth.id);
  if (!row) throw new HttpError(401, "Unauthorized");
  return row;
}

/** A token pair: the given (just stored) refresh token and a new access token. */
export async function tokensFor(settings: AccountSettings, user: UserRow, refreshToken: string): Promise<Tokens> {
  const accessToken = await issueAccessToken(settings.tokenKey, authUserOf(user), settings.accessTokenSeconds);
  return { accessToken, refreshToken };
}

/** The visitor's address: the first `x-forwarded-for` entry (the storefront forwards it), else the peer. */
function visitorAddress(req: Request): string {
  const forwarded = req.get("x-forwarded-for")?.split(",")[0]?.trim();
  return (forwarded || req.ip || "unknown").slice(0, 100);
}

const loginBody = z.object({
  username: email,
  password: text(200),
  // Sent by the storefront as SPEC 7 says; the x-api-key header is what counts.
  apiKey: z.string().max(200).optional(),
});
const refreshHeaders = z.object({ "x-refresh-token": text(200) });
const logoutHeaders = z.object({ "x-refresh-token": z.string().trim().max(200).optional() });
const redirectUri = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), "Not a URL");
const provider = text(50);
const oauthBody = z.object({ provider, code: text(4000), redirectUri });
const redirectLoginQuery = z.object({ provider, redirectUri });

export function authRoutes(db: Db, settings: AccountSettings): Router {
  const router = Router();
  const transaction = db.transaction((work: () => unknown) => work());
  const atomically = <T>(work: () => T): T => transaction.immediate(work) as T;

  const signedIn = async (user: UserRow, refreshToken: string): Promise<SignedIn> => ({
    tokens: await tokensFor(settings, user, refreshToken),
    user: toUser(db, user),
  });

  // Limits first (a limited account answers 429 even to the right password); an unknown e-mail
  // is hashed against too and counts as a failure, so answers tell nothing about who exists.
  const login = handleAsync(async (req, res) => {
    const body = parseInput(loginBody, req.body);
    const { siteId } = contextOf(res);
    const address = visitorAddress(req);
    const user = atomically(() => {
      checkLoginLimits(db, siteId, body.username, address);
      return findUserByEmail(db, siteId, body.username);
    });
    const valid = await verifyPassword(body.password, user && passwordOf(user));
    if (!user || !valid) {
      atomically(() => recordFailedLogin(db, siteId, body.username, address));
      throw new HttpError(401, UNKNOWN_USER);
    }
    if (user.email_verified_at === null && authSettingsOf(res).requireEmailConfirmation) {
      throw new HttpError(403, EMAIL_NOT_CONFIRMED);
    }
    const refreshToken = atomically(() => {
      clearFailedLogins(db, siteId, body.username);
      return issueRefreshToken(db, user.id);
    });
    sendData(res, await signedIn(user, refreshToken));
  });
  router.post(["/v1/login", "/auth/login"], login);

  router.get(
    "/v1/refresh",
    handleAsync(async (req, res) => {
      const token = parseInput(refreshHeaders, req.headers)["x-refresh-token"];
      const { siteId } = contextOf(res);
      const answer = atomically(() => {
        const rotated = rotateRefreshToken(db, siteId, token);
        return rotated && { user: findUser(db, siteId, rotated.userId), refreshToken: rotated.refreshToken };
      });
      if (!answer?.user) throw new HttpError(401, INVALID_REFRESH_TOKEN);
      sendData(res, await signedIn(answer.user, answer.refreshToken));
    })
  );

  // Always `{}`: an unknown or missing token has nothing to end.
  router.post(["/v1/logout", "/auth/logout"], (req, res) => {
    const token = parseInput(logoutHeaders, req.headers)["x-refresh-token"];
    if (token) atomically(() => revokeRefreshToken(db, token));
    sendData(res, {});
  });

  /** The site's configuration of a social provider; none: 400 `Social login provider not configured.`. */
  const socialProvider = (res: Response, name: string) => {
    const configured = authSettingsOf(res).socialProviders[name.toLowerCase()];
    if (!configured) throw new HttpError(400, SOCIAL_NOT_CONFIGURED);
    return configured;
  };

  router.get("/v1/social/redirect-login", (req, res) => {
    const query = parseInput(redirectLoginQuery, req.query);
    const configured = socialProvider(res, query.provider);
    const url = new URL(configured.authorizeUrl);
    url.searchParams.set("client_id", configured.clientId);
    url.searchParams.set("redirect_uri", query.redirectUri);
    url.searchParams.set("response_type", "code");
    if (configured.scope) url.searchParams.set("scope", configured.scope);
    sendData(res, { url: url.toString() });
  });

  // The embedded platform talks to no provider, so it cannot exchange a code for a profile.
  router.post("/v1/user/social/oauth", (req, res) => {
    const body = parseInput(oauthBody, req.body);
    socialProvider(res, body.provider);
    throw new HttpError(501, "Social login not available.");
  });

  return router;
}
