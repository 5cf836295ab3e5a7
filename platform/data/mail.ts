import { now, type Db } from "../db/index";
import { log } from "../log";

export type Mail = { siteId: number; to: string; subject: string; body: string; link?: string };

const hasOutbox = new WeakMap<Db, boolean>();

/**
 * Hands a mail to the `outbox` table when this database has one (the accounts module adds it),
 * else to the platform log: content does not depend on the accounts module being there.
 */
export function sendMail(db: Db, mail: Mail): void {
  let outbox = hasOutbox.get(db);
  if (outbox === undefined) {
    outbox = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'outbox'").get() !== undefined;
    hasOutbox.set(db, outbox);
  }
  if (outbox) {
    db.prepare("INSERT INTO outbox (site_id, to_email, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?, ?)").run(
      mail.siteId,
      mail.to,
      mail.subject,
      mail.body,
      mail.link ?? null,
      now()
    );
  } else {
    log("info", "mail", { site: mail.siteId, to: mail.to, subject: mail.subject, link: mail.link });
  }
}
