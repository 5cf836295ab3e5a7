import Database from "better-sqlite3";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { hydrated, open, PLATFORM_DATABASE, PORT, withJs } from "./fixtures";

// Accounts in end-to-end tests: users made through the platform's own API (as the issue allows
// for test setup), the e-mails it wrote to its outbox, and signing in through the login form.

export const PLATFORM = `http://127.0.0.1:${PORT + 1}`;
export const ANA = { email: "ana.horvat@example.com", password: "Lozinka123", name: "Ana Horvat" };

export function platformDb() {
  return new Database(PLATFORM_DATABASE, { fileMustExist: true });
}

/** A unique address per test and project, so parallel tests never share an account. */
export function uniqueEmail(info: TestInfo, name: string): string {
  return `${name}.${info.project.name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The school's api key and the register consents it requires. */
function schoolRegistration(): { apiKey: string; consents: number[] } {
  const db = platformDb();
  try {
    return {
      apiKey: db.prepare("SELECT api_key_token FROM domains WHERE site_id = 1 ORDER BY id LIMIT 1").pluck().get() as string,
      consents: db.prepare("SELECT id FROM consents WHERE site_id = 1 AND context = 'register' AND required = 1").pluck().all() as number[],
    };
  } finally {
    db.close();
  }
}

/** Registers and confirms a school user through the platform's API. */
export async function createUser(email: string, password = "Lozinka123", details = { firstName: "Test", lastName: "Korisnik" }) {
  const { apiKey, consents } = schoolRegistration();
  const headers = { "x-api-key": apiKey, "content-type": "application/json" };
  const registered = await fetch(`${PLATFORM}/api/v1/user/web/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password, details, consents, confirmationUrl: "/prijava" }),
  });
  const answer = (await registered.json()) as { data: { verificationToken?: string } };
  expect(registered.status).toBe(200);
  if (answer.data.verificationToken) {
    const verified = await fetch(`${PLATFORM}/api/v1/user/web/verify/${answer.data.verificationToken}`, { headers });
    expect(verified.status).toBe(200);
  }
  return { email, password, name: `${details.firstName} ${details.lastName}` };
}

/** The link of the newest e-mail to an address, as a path on the storefront. */
export function outboxLink(email: string): string {
  const db = platformDb();
  try {
    const link = db.prepare("SELECT link FROM outbox WHERE lower(to_email) = lower(?) ORDER BY id DESC LIMIT 1").pluck().get(email) as string | undefined;
    expect(link, `an e-mail to ${email}`).toBeTruthy();
    const url = new URL(link!);
    return url.pathname + url.search;
  } finally {
    db.close();
  }
}

export async function fillLogin(page: Page, email: string, password: string) {
  const form = page.locator("#login-form");
  await form.getByLabel("E-pošta").fill(email);
  await form.getByLabel("Lozinka").fill(password);
  await form.getByRole("button", { name: "Prijava" }).click();
}

/** Signs in through /prijava and waits for the success message. */
export async function signIn(page: Page, info: TestInfo, user: { email: string; password: string }, from = "/prijava") {
  await open(page, from, info);
  await fillLogin(page, user.email, user.password);
  await expect(page.getByText("Uspješno ste se prijavili")).toBeVisible();
  if (withJs(info)) await hydrated(page);
}
