import { now, type Db } from "../db/index";
import { HttpError } from "../http/envelope";

// Login rate limits (docs/platform-api.md, Accounts): failed logins are counted per account
// (the e-mail given, known or not) and per visitor address within a sliding window.

export const TOO_MANY_ATTEMPTS = "Too many login attempts.";
export const WINDOW_MINUTES = 15;
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 20;

const WINDOW_MS = WINDOW_MINUTES * 60 * 1000;

/**
 * Seconds until a limited key's count drops below its limit again (the window passes the
 * failure that reached the limit), or 0 when it is not limited.
 */
function waitFor(db: Db, siteId: number, column: "email" | "address", value: string, limit: number): number {
  const since = new Date(Date.now() - WINDOW_MS).toISOString();
  const reached = db
    .prepare(
      `SELECT created_at FROM login_attempts WHERE site_id = ? AND ${column} = ? AND created_at > ?
        ORDER BY created_at DESC LIMIT 1 OFFSET ?`
    )
    .pluck()
    .get(siteId, value, since, limit - 1) as string | undefined;
  if (reached === undefined) return 0;
  return Math.max(1, Math.ceil((Date.parse(reached) + WINDOW_MS - Date.now()) / 1000));
}

/** 429 `Too many login attempts.` (with `retryAfter` seconds) while the account or the address is limited. */
export function checkLoginLimits(db: Db, siteId: number, email: string, address: string): void {
  const retryAfter = Math.max(
    waitFor(db, siteId, "email", email, ACCOUNT_LIMIT),
    waitFor(db, siteId, "address", address, ADDRESS_LIMIT)
  );
  if (retryAfter > 0) throw new HttpError(429, TOO_MANY_ATTEMPTS, { retryAfter });
}

export function recordFailedLogin(db: Db, siteId: number, email: string, address: string): void {
  db.prepare("INSERT INTO login_attempts (site_id, email, address, created_at) VALUES (?, ?, ?, ?)").run(
    siteId,
    email,
    address,
    now()
  );
}

/** A successful login clears the account's count (the address keeps its own). */
export function clearFailedLogins(db: Db, siteId: number, email: string): void {
  db.prepare("DELETE FROM login_attempts WHERE site_id = ? AND email = ?").run(siteId, email);
}
