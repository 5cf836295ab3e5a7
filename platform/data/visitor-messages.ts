import { randomBytes } from "node:crypto";
import { z } from "zod";
import { now, type Db } from "../db/index";
import { HttpError } from "../http/envelope";
import { resolveOption } from "./options";
import { sendMail } from "./mail";

// What visitors send the site: newsletter subscriptions and contact messages. The marketing and
// contact calls and the forms of those types all come here, so each rule lives once.

export const emailField = z.string().trim().max(254).email();

export const contactFields = {
  name: z.string().trim().min(1).max(200),
  email: emailField,
  phone: z.string().trim().max(50).optional(),
  subject: z.string().trim().max(200).optional(),
  message: z.string().trim().min(1).max(5000),
};
export type ContactMessage = { name: string; email: string; phone?: string; subject?: string; message: string };

/**
 * Stores an unconfirmed subscription and mails its confirmation token. Call inside a
 * transaction. An address already subscribed (in any case): 400 `alreadySubscribedToNewsletter`.
 */
export function subscribeToNewsletter(db: Db, siteId: number, email: string, consent: boolean): void {
  const token = randomBytes(24).toString("base64url");
  const inserted = db
    .prepare(
      `INSERT INTO newsletter_subscribers (site_id, email, consent, confirm_token, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (site_id, email) DO NOTHING`
    )
    .run(siteId, email, consent ? 1 : 0, token, now());
  if (inserted.changes === 0) throw new HttpError(400, "alreadySubscribedToNewsletter");
  sendMail(db, {
    siteId,
    to: email,
    subject: "Potvrdite prijavu na newsletter",
    body: "Za potvrdu prijave na newsletter otvorite poveznicu iz ove poruke.",
    link: `/potvrdi-email?token=${token}`,
  });
}

/** Confirms the subscription of a token once; unknown or used: 400 `Invalid confirmation token.`. */
export function confirmNewsletter(db: Db, siteId: number, token: string): string {
  const row = db
    .prepare(
      `UPDATE newsletter_subscribers SET confirmed_at = ?, confirm_token = NULL
        WHERE site_id = ? AND confirm_token = ? RETURNING email`
    )
    .get(now(), siteId, token) as { email: string } | undefined;
  if (!row) throw new HttpError(400, "Invalid confirmation token.");
  return row.email;
}

/** Files a contact message and mails it to the site's SendEmailTo address, if it has one. */
export function fileContactMessage(db: Db, siteId: number, languageId: number, message: ContactMessage): void {
  db.prepare(
    "INSERT INTO contact_messages (site_id, name, email, phone, subject, message, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)"
  ).run(siteId, message.name, message.email, message.phone ?? "", message.subject ?? "", message.message, now());
  const to = resolveOption(db, siteId, languageId, "SendEmailTo")?.value;
  if (to) {
    sendMail(db, {
      siteId,
      to,
      subject: message.subject || `Poruka s weba: ${message.name}`,
      body: `${message.name} <${message.email}>${message.phone ? `, ${message.phone}` : ""}\n\n${message.message}`,
    });
  }
}
