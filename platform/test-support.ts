import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import type { SignedIn } from "./accounts-contract";
import type { CartSession } from "./cart-contract";
import type { Domain } from "./contract";
import { openDatabase, startPlatform, type Db, type RunningPlatform } from "./index";

// The shared harness of the HTTP tests: the platform on a free port with a fresh data directory,
// the seeded school and shop domains, and calls that speak the answer envelope.

type Headers = Record<string, string>;

/** The seeded web user (docs/platform-api.md, Accounts). */
export const ANA = { email: "ana.horvat@example.com", password: "Lozinka123" };

/** The header of a signed-in call. */
export const bearer = (accessToken: string): Headers => ({ authorization: `Bearer ${accessToken}` });

export type Answer<T> = { status: number; body: { errored: boolean; data: T; message?: string } };

export type TestPlatform = {
  platform: RunningPlatform;
  dataDir: string;
  /** A second connection to the platform's database, to change what no call changes. */
  db: Db;
  school: Domain;
  shop: Domain;
  /** The raw answer; the domain is the school unless given; `headers` are sent too (e.g. `bearer(token)`). */
  call<T>(method: string, route: string, body?: unknown, domain?: Domain, headers?: Headers): Promise<Answer<T>>;
  /** The data of a 200, not errored answer. */
  ok<T>(method: string, route: string, body?: unknown, domain?: Domain, headers?: Headers): Promise<T>;
  /** The failure's status and message. */
  fails(
    method: string,
    route: string,
    body?: unknown,
    domain?: Domain,
    headers?: Headers
  ): Promise<{ status: number; message?: string }>;
  /** Logs a user in (the seeded web user unless given) and answers the tokens and the user. */
  signIn(email?: string, password?: string, domain?: Domain): Promise<SignedIn>;
  /** Closes the database connection and the platform, and removes the data directory. */
  close(): Promise<void>;
};

/** Starts the platform in a new temporary data directory whose name begins with `prefix`. */
export async function startTestPlatform(prefix: string): Promise<TestPlatform> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  let platform: RunningPlatform | undefined;
  let db: Db | undefined;
  try {
    platform = await startPlatform({ port: 0, dataDir });
    db = openDatabase(dataDir);
    const url = platform.url;

    const detect = async (referer: string): Promise<Domain> => {
      const response = await fetch(`${url}/api/v2/master/domainDetect`, { method: "POST", headers: { referer } });
      return ((await response.json()) as { data: Domain }).data;
    };
    const school = await detect("http://localhost:3000/");
    const shop = await detect("http://shop.localhost:3000/");

    const call = async <T>(
      method: string,
      route: string,
      body?: unknown,
      domain: Domain = school,
      extraHeaders: Headers = {}
    ): Promise<Answer<T>> => {
      const headers: Headers = { "x-api-key": domain.apiKeyToken, "x-site-id": String(domain.siteID), ...extraHeaders };
      if (body !== undefined) headers["content-type"] = "application/json";
      const response = await fetch(`${url}${route}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Answer<T>["body"] };
    };

    const ok = async <T>(method: string, route: string, body?: unknown, domain?: Domain, headers?: Headers): Promise<T> => {
      const { status, body: answer } = await call<T>(method, route, body, domain, headers);
      expect(status, answer.message).toBe(200);
      expect(answer.errored).toBe(false);
      return answer.data;
    };

    const fails = async (method: string, route: string, body?: unknown, domain?: Domain, headers?: Headers) => {
      const { status, body: answer } = await call<{ errorMessage: string }>(method, route, body, domain, headers);
      expect(answer.errored).toBe(true);
      expect(answer.data.errorMessage).toBe(answer.message);
      return { status, message: answer.message };
    };

    const signIn = (email = ANA.email, password = ANA.password, domain?: Domain) =>
      ok<SignedIn>("POST", "/api/v1/login", { username: email, password }, domain);

    const running = platform;
    const connection = db;
    const close = async () => {
      connection.close();
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };

    return { platform, dataDir, db, school, shop, call, ok, fails, signIn, close };
  } catch (error) {
    db?.close();
    await platform?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The cart's identity as every cart call takes it. */
export const key = (session: CartSession) => ({ cartId: session.id, protectCode: session.protectCode });
