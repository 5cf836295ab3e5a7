import type { Page, TestInfo } from "@playwright/test";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Addresses and seeded facts the end-to-end tests rely on (platform/seed).
export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const SCHOOL = `http://localhost:${PORT}`;
/** The multilingual deployment (hr, en, de), served for another host name by the same server. */
export const SHOP = `http://shop.localhost:${PORT}`;
/** A deployment seeded with maintenance mode on. */
export const MAINTENANCE = `http://odrzavanje.localhost:${PORT}`;
/** A storefront whose platform is not reachable. */
export const PLATFORM_DOWN = `http://localhost:${PORT + 2}`;

export const SCHOOL_NAME = "Privatna gimnazija Obzor";

/** The value of a cookie made by Remix's createCookie (JSON, base64, URL-encoded). */
export function cookieValue(raw: string | undefined): unknown {
  return raw === undefined ? undefined : JSON.parse(Buffer.from(decodeURIComponent(raw), "base64").toString("utf8"));
}

/** The e2e platform's database (tests/e2e/serve.mjs makes it fresh for every run). */
export const PLATFORM_DATABASE = join(tmpdir(), `storefront-e2e-${PORT}`, "platform.sqlite");

/** Whether the test runs in the project with JavaScript on. */
export const withJs = (info: TestInfo) => info.project.name === "js";

/** Waits until Remix has hydrated the page (tests in the js project act only then). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
}

/** Opens a path; with JavaScript, waits for hydration. Answers the page's response. */
export async function open(page: Page, path: string, info: TestInfo) {
  const response = await page.goto(path);
  if (withJs(info)) await hydrated(page);
  return response;
}
