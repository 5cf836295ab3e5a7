import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { RequestHandler, Response } from "express";
import { jwtVerify, SignJWT } from "jose";
import { contextOf } from "./api-key";
import { HttpError } from "./envelope";

// Who is signed in: access tokens are short-lived HS256 JWTs the platform signs with a key kept
// in its data directory. They are checked without a database read; refresh tokens (stored,
// rotated, revocable) are the accounts module's business.

/** The signed-in user a valid access token names. */
export type AuthUser = {
  id: number;
  siteId: number;
  email: string;
  /** "First Last", for author names (comments) without a user lookup. */
  name: string;
  isBackofficeUser: boolean;
};

export type TokenKey = Uint8Array;

/** The signing key: PLATFORM_JWT_SECRET, else the data directory's own, made on first use (mode 600). */
export function loadTokenKey(dataDir: string): TokenKey {
  // An operator's secret (the storefront hands its generated PLATFORM_JWT_SECRET to the
  // embedded platform) wins over the data directory's own key.
  const configured = process.env.PLATFORM_JWT_SECRET;
  if (configured && configured.length >= 32) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, "platform-token.key");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    // wx: two processes starting at once keep the first key.
    try {
      fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return new Uint8Array(Buffer.from(fs.readFileSync(file, "utf8").trim(), "hex"));
}

/** The default access-token lifetime (SPEC: short-lived; 15 minutes). */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export async function issueAccessToken(key: TokenKey, user: AuthUser, lifetimeSeconds = ACCESS_TOKEN_SECONDS): Promise<string> {
  return new SignJWT({ site: user.siteId, email: user.email, name: user.name, bo: user.isBackofficeUser })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(key);
}

/** The user of a token, or null when it is not valid (bad signature, expired, malformed). */
export async function verifyAccessToken(key: TokenKey, token: string): Promise<AuthUser | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || id <= 0 || typeof payload.site !== "number") return null;
    return {
      id,
      siteId: payload.site,
      email: String(payload.email ?? ""),
      name: String(payload.name ?? ""),
      isBackofficeUser: payload.bo === true,
    };
  } catch {
    return null;
  }
}

/**
 * Reads `Authorization: Bearer <accessToken>` (behind requireApiKey). No header: an anonymous
 * request. A token that is invalid, expired or of another site: 401 `Unauthorized`, so the
 * storefront refreshes or signs out rather than silently acting as anonymous. Paths in
 * `ignoredOn` (signing in, refreshing, signing out) do not read it: a stale bearer sent along
 * must not stop the very call that replaces or ends it.
 */
export function authenticate(key: TokenKey, ignoredOn: readonly string[] = []): RequestHandler {
  const ignored = new Set(ignoredOn);
  return (req, res, next) => {
    const header = req.get("authorization");
    if (!header || ignored.has(req.path)) return next();
    const [scheme, token] = header.split(" ");
    if (scheme?.toLowerCase() !== "bearer" || !token) return next(new HttpError(401, "Unauthorized"));
    verifyAccessToken(key, token).then((user) => {
      if (!user || user.siteId !== contextOf(res).siteId) return next(new HttpError(401, "Unauthorized"));
      res.locals.user = user;
      next();
    }, next);
  };
}

/** The signed-in user of the request, if any. */
export function requestUser(res: Response): AuthUser | null {
  return (res.locals.user as AuthUser | undefined) ?? null;
}

/** The signed-in user, or 401 `Unauthorized`. */
export function requireUser(res: Response): AuthUser {
  const user = requestUser(res);
  if (!user) throw new HttpError(401, "Unauthorized");
  return user;
}
