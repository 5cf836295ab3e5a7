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
