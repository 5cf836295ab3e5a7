import { createHash, randomBytes, randomUUID } from "node:crypto";
import { now, type Db } from "../db/index";

// Refresh tokens and one-time tokens (e-mail verification, password reset). Each is 32 random
// bytes (base64url) handed out once; only its SHA-256 is stored, so a leaked database gives no
// usable token. The callers run these inside one transaction per request.

export const REFRESH_TOKEN_DAYS = 30;
/** A just-rotated refresh token stays valid this long: one browser's parallel requests refresh at once. */
export const ROTATION_GRACE_SECONDS = 30;
export const RESET_TOKEN_MINUTES = 60;

export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

const later = (milliseconds: number) => new Date(Date.now() + milliseconds).toISOString();
const earlier = (milliseconds: number) => new Date(Date.now() - milliseconds).toISOString();

type RefreshRow = {
  id: number;
  user_id: number;
  family: string;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
};

/** A new refresh token of the user; a new sign-in starts a family, a rotation continues one. */
export function issueRefreshToken(db: Db, userId: number, family: string = randomUUID()): string {
  const secret = newSecret();
  db.prepare("INSERT INTO refresh_tokens (user_id, token_hash, family, expires_at) VALUES (?, ?, ?, ?)").run(
    userId,
    hashSecret(secret),
    family,
    later(REFRESH_TOKEN_DAYS * 24 * 60 * 60 * 1000)
  );
  return secret;
}

/**
 * Exchanges a refresh token for a new one of the same family; answers the user's id and the
 * new token, or undefined when the token is unknown (or another site's), expired, revoked or rotated longer ago
 * than the grace. A rotated token presented after its grace was probably stolen: its whole
 * family is revoked.
 */
export function rotateRefreshToken(
  db: Db,
  siteId: number,
  secret: string
): { userId: number; refreshToken: string } | undefined {
  const row = db
    .prepare("SELECT t.* FROM refresh_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ? AND u.site_id = ?")
    .get(hashSecret(secret), siteId) as RefreshRow | undefined;
  const at = now();
  if (!row || row.revoked_at !== null || row.expires_at <= at) return undefined;
  if (row.rotated_at !== null && row.rotated_at <= earlier(ROTATION_GRACE_SECONDS * 1000)) {
    revokeFamily(db, row.family);
    return undefined;
  }
  if (row.rotated_at === null) db.prepare("UPDATE refresh_tokens SET rotated_at = ? WHERE id = ?").run(at, row.id);
  return { userId: row.user_id, refreshToken: issueRefreshToken(db, row.user_id, row.family) };
}

function revokeFamily(db: Db, family: string): void {
  db.prepare("UPDATE refresh_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL").run(now(), family);
}

/** Logout: the token's sign-in (its family) ends. An unknown token changes nothing. */
export function revokeRefreshToken(db: Db, secret: string): void {
  const family = db.prepare("SELECT family FROM refresh_tokens WHERE token_hash = ?").pluck().get(hashSecret(secret)) as
    | string
    | undefined;
  if (family !== undefined) revokeFamily(db, family);
}

/** Password change or set: every sign-in of the user ends. */
export function revokeUserTokens(db: Db, userId: number): void {
  db.prepare("UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL").run(now(), userId);
}

export type OneTimeKind = "email_verification_tokens" | "password_reset_tokens";

/** A new one-time token of the user (a reset token expires after an hour). */
export function issueOneTimeToken(db: Db, kind: OneTimeKind, userId: number): string {
  const secret = newSecret();
  if (kind === "password_reset_tokens") {
    db.prepare("INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES (?, ?, ?)").run(
      userId,
      hashSecret(secret),
      later(RESET_TOKEN_MINUTES * 60 * 1000)
    );
  } else {
    db.prepare("INSERT INTO email_verification_tokens (user_id, token_hash) VALUES (?, ?)").run(userId, hashSecret(secret));
  }
  return secret;
}

/** Uses a one-time token of a user of the site: its user's id, or undefined when unknown, used or expired. */
export function useOneTimeToken(db: Db, kind: OneTimeKind, siteId: number, secret: string): number | undefined {
  const row = db
    .prepare(
      `SELECT t.id, t.user_id, t.used_at, ${kind === "password_reset_tokens" ? "t.expires_at" : "NULL AS expires_at"}
         FROM ${kind} t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = ? AND u.site_id = ?`
    )
    .get(hashSecret(secret), siteId) as { id: number; user_id: number; used_at: string | null; expires_at: string | null } | undefined;
  const at = now();
  if (!row || row.used_at !== null || (row.expires_at !== null && row.expires_at <= at)) return undefined;
  db.prepare(`UPDATE ${kind} SET used_at = ? WHERE id = ?`).run(at, row.id);
  return row.user_id;
}
