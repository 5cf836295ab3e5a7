import type { Consent } from "../checkout-contract";
import type { Db } from "../db/index";
import { HttpError } from "../http/envelope";
import { fieldError } from "./cart-lines";

// GDPR consents and the log of what a visitor accepted (docs/platform-api.md, Checkout).

type ConsentRow = { id: number; unique_number: string; display_name: string; text: string; required: 0 | 1 };

/** Where a consent is asked. */
export type ConsentContext = "checkout" | "register";

export const REQUIRED_CONSENT_MISSING = "Required consent missing.";

export function siteConsents(db: Db, siteId: number, limit: number, context: ConsentContext = "checkout"): Consent[] {
  return (
    db
      .prepare("SELECT * FROM consents WHERE site_id = ? AND context = ? ORDER BY position, id LIMIT ?")
      .all(siteId, context, limit) as ConsentRow[]
  ).map((row) => ({
    id: row.id,
    uniqueNumber: row.unique_number,
    displayName: row.display_name,
    required: row.required === 1,
    text: row.text,
  }));
}

export type ConsentLogInput = {
  status: string;
  statusTimestamp: string;
  sourceType: string;
  consents: number[];
  userType: "guest" | "user";
  email: string;
};

/** Logs accepted consents; each id must be one of the site's consents (400 naming `consents.<i>`). */
export function logConsents(db: Db, siteId: number, input: ConsentLogInput): { id: number } {
  const known = db.prepare("SELECT 1 FROM consents WHERE id = ? AND site_id = ?").pluck();
  input.consents.forEach((id, index) => {
    if (!known.get(id, siteId)) throw fieldError(["consents", index], `Unknown consent: ${id}`);
  });
  return db
    .prepare(
      `INSERT INTO consent_logs (site_id, status, status_timestamp, source_type, user_type, email, consents)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`
    )
    .get(siteId, input.status, input.statusTimestamp, input.sourceType, input.userType, input.email, JSON.stringify([...new Set(input.consents)])) as {
    id: number;
  };
}

/** Every required consent of the context must be among the accepted ids (400 `Required consent missing.`). */
export function checkRequiredConsents(db: Db, siteId: number, context: ConsentContext, accepted: number[]): void {
  const required = db
    .prepare("SELECT id FROM consents WHERE site_id = ? AND context = ? AND required = 1")
    .pluck()
    .all(siteId, context) as number[];
  if (required.some((id) => !accepted.includes(id))) throw new HttpError(400, REQUIRED_CONSENT_MISSING);
}
