import type { Db } from "../db/index";
import { log } from "../log";

// Mail the platform sends: the embedded platform has no mail server, so a mail is a row of the
// outbox (tests and developers read it there) and a line of the platform log.

export type Mail = { to: string; subject: string; body: string; link: string | null };

export function sendMail(db: Db, siteId: number, mail: Mail): void {
  db.prepare("INSERT INTO outbox (site_id, to_email, subject, body, link) VALUES (?, ?, ?, ?, ?)").run(
    siteId,
    mail.to,
    mail.subject,
    mail.body,
    mail.link
  );
  log("info", "mail sent to outbox", { siteId, to: mail.to, subject: mail.subject, link: mail.link });
}

/** The URL with one more query parameter (`&` when it already has a query), before any fragment. */
export function withQueryParameter(url: string, name: string, value: string): string {
  const hashAt = url.indexOf("#");
  const [base, hash] = hashAt === -1 ? [url, ""] : [url.slice(0, hashAt), url.slice(hashAt)];
  return `${base}${base.includes("?") ? "&" : "?"}${name}=${encodeURIComponent(value)}${hash}`;
}

export function verificationMail(to: string, firstName: string, link: string): Mail {
  return {
    to,
    subject: "Potvrdite svoju e-mail adresu",
    body:
      `Poštovani/a ${firstName},\n\nza dovršetak registracije potvrdite svoju e-mail adresu na poveznici:\n${link}\n\n` +
      "Ako se niste registrirali, zanemarite ovu poruku.",
    link,
  };
}

export function resetMail(to: string, link: string): Mail {
  return {
    to,
    subject: "Postavljanje nove lozinke",
    body:
      `Zatražili ste postavljanje nove lozinke. Novu lozinku postavite na poveznici (vrijedi 1 sat):\n${link}\n\n` +
      "Ako niste zatražili novu lozinku, zanemarite ovu poruku.",
    link,
  };
}
