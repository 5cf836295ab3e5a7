import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RegisterAnswer, SignedIn, Tokens, User, WishlistPage, WishlistToggle } from "./accounts-contract";
import type { Cart, CartSession } from "./cart-contract";
import type { Product, ProductCard } from "./catalogue-contract";
import type { Consent, Document, OrderCreateAnswer } from "./checkout-contract";
import { loadTokenKey, issueAccessToken } from "./http/auth";
import { openDatabase } from "./index";
import { seedIfEmpty } from "./seed/index";
import { ANA, bearer, key, startTestPlatform, type TestPlatform } from "./test-support";

// Accounts and the wishlist over real HTTP (docs/platform-api.md, "Accounts and wishlist").
// Every failed login comes from its own address, so the per-address limit only bites where a
// test means it to.

let harness: TestPlatform;
let ok: TestPlatform["ok"];
let fails: TestPlatform["fails"];
let call: TestPlatform["call"];
let signIn: TestPlatform["signIn"];
let registerConsents: Consent[];

const PASSWORD = "Tajna1234";
let addressCount = 0;
const newAddress = () => ({ "x-forwarded-for": `198.51.100.${++addressCount}, 10.0.0.1` });

/** A login from an address of its own: the raw answer. */
const login = (username: string, password: string, headers: Record<string, string> = newAddress(), domain = harness?.school) =>
  call<SignedIn & { retryAfter?: number; errorMessage?: string }>("POST", "/api/v1/login", { username, password }, domain, headers);

const claims = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8")) as Record<string, unknown>;

const mainAddress = {
  type: "main",
  firstName: "Iva",
  lastName: "Kovač",
  contactEmail: "iva@example.com",
  contactPhone: "+385 98 765 4321",
  country: "hr",
  city: "Split",
  street: "Marmontova",
  houseNumber: "5",
  zipCode: "21000",
};

function registration(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    password: PASSWORD,
    details: { firstName: "Iva", lastName: "Kovač" },
    consents: registerConsents.filter((consent) => consent.required).map((consent) => consent.id),
    confirmationUrl: "http://localhost:3000/prijava",
    ...extra,
  };
}

/** A new school user, verified and signed in. */
async function registerVerified(email: string, extra: Record<string, unknown> = {}): Promise<SignedIn> {
  const answer = await ok<RegisterAnswer>("POST", "/api/v1/user/web/register", registration(email, extra));
  await ok("GET", `/api/v1/user/web/verify/${answer.verificationToken}`);
  return signIn(email, PASSWORD);
}

const outbox = (email: string) =>
  harness.db.prepare("SELECT subject, body, link FROM outbox WHERE to_email = ? ORDER BY id").all(email) as {
    subject: string;
    body: string;
    link: string;
  }[];

const refresh = (refreshToken: string, domain = harness?.school) =>
  call<SignedIn>("GET", "/api/v1/refresh", undefined, domain, { "x-refresh-token": refreshToken });

beforeAll(async () => {
  harness = await startTestPlatform("platform-accounts-");
  ({ ok, fails, call, signIn } = harness);
  registerConsents = (await ok<{ records: Consent[] }>("POST", "/api/v1/gdpr/web/consent/filter", { limit: 100, context: "register" }))
    .records;
});

afterAll(async () => {
  await harness?.close();
});

describe("login and tokens", () => {
  it("signs the seeded web user in with an access token the storefront can read", async () => {
    const { tokens, user } = await signIn();
    expect(user).toEqual({
      id: expect.any(Number),
      email: ANA.email,
      username: ANA.email,
      emailVerified: true,
      details: { firstName: "Ana", lastName: "Horvat" },
      company: null,
      memberCardBarcode: null,
      isBackofficeUser: false,
      scope: ["web"],
      addresses: [
        {
          id: expect.any(Number),
          type: "main",
          firstName: "Ana",
          lastName: "Horvat",
          contactEmail: ANA.email,
          contactPhone: "+385 91 123 4567",
          country: { id: expect.any(Number), code: "HR" },
          city: "Zagreb",
          street: "Ilica",
          houseNumber: "10",
          zipCode: "10000",
        },
      ],
    });
    const payload = claims(tokens.accessToken);
    expect(payload).toMatchObject({ sub: String(user.id), site: harness.school.siteID, email: ANA.email, name: "Ana Horvat", bo: false });
    const lifetime = (payload.exp as number) - Math.floor(Date.now() / 1000);
    expect(lifetime).toBeGreaterThan(890);
    expect(lifetime).toBeLessThanOrEqual(900);
    expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(await ok<User>("GET", "/api/v1/user/web/profile", undefined, undefined, bearer(tokens.accessToken))).toEqual(user);
    expect(await ok<User>("GET", "/api/auth/user", undefined, undefined, bearer(tokens.accessToken))).toEqual(user);
    // The username is the e-mail in any case.
    expect((await login("ANA.Horvat@example.com", ANA.password)).status).toBe(200);
    expect((await call("POST", "/api/auth/login", { username: ANA.email, password: ANA.password })).status).toBe(200);
    expect((await signIn(ANA.email, ANA.password, harness.shop)).user.email).toBe(ANA.email);
  });

  it("refuses a wrong password or an unknown user alike, and checks the input", async () => {
    for (const [username, password] of [[ANA.email, "Pogresna123"], ["nitko@example.com", ANA.password]]) {
      const { status, body } = await login(username, password);
      expect([status, body.message]).toEqual([401, "Unknown username or password!"]);
    }
    expect(await fails("POST", "/api/v1/login", { username: "ana", password: "x" })).toEqual({
      status: 400,
      message: "Invalid request: username: Invalid email",
    });
  });

  it("answers 401 for a missing, invalid, expired or other site's bearer", async () => {
    const { tokens, user } = await signIn();
    const profile = (headers: Record<string, string>, domain = harness.school) =>
      fails("GET", "/api/v1/user/web/profile", undefined, domain, headers);
    const unauthorized = { status: 401, message: "Unauthorized" };
    expect(await profile({})).toEqual(unauthorized);
    expect(await profile(bearer("not-a-token"))).toEqual(unauthorized);
    expect(await profile(bearer(tokens.accessToken), harness.shop)).toEqual(unauthorized);
    const expired = await issueAccessToken(
      loadTokenKey(harness.dataDir),
      { id: user.id, siteId: harness.school.siteID, email: ANA.email, name: "Ana Horvat", isBackofficeUser: false },
      -5
    );
    expect(await profile(bearer(expired))).toEqual(unauthorized);
    // Any call, not only the account ones.
    expect((await fails("GET", "/api/v1/option/filter", undefined, undefined, bearer(expired))).status).toBe(401);
  });

  it("gives the admin profile to back-office users only", async () => {
    const editor = await signIn("urednik@obzor.hr", "Urednik123!");
    expect(claims(editor.tokens.accessToken).bo).toBe(true);
    const admin = await ok<User>("GET", "/api/v1/user/profile", undefined, undefined, bearer(editor.tokens.accessToken));
    expect(admin).toMatchObject({ email: "urednik@obzor.hr", isBackofficeUser: true, scope: ["web", "backoffice"] });
    const web = await signIn();
    expect(await fails("GET", "/api/v1/user/profile", undefined, undefined, bearer(web.tokens.accessToken))).toEqual({
      status: 403,
      message: "Forbidden",
    });
  });

  it("limits failed logins per account: 5 in 15 minutes, then 429 even with the right password", async () => {
    const email = "ogranicena@example.com";
    await ok("POST", "/api/v1/user/web/register", registration(email, { consents: [] }), harness.shop);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(email, "Pogresna123", newAddress(), harness.shop)).status).toBe(401);
    }
    const limited = await login(email, PASSWORD, newAddress(), harness.shop);
    expect([limited.status, limited.body.message]).toEqual([429, "Too many login attempts."]);
    expect(limited.body.data.retryAfter).toBeGreaterThan(890);
    expect(limited.body.data.retryAfter).toBeLessThanOrEqual(900);

    // Once the window has passed the failures, the account signs in again.
    harness.db
      .prepare("UPDATE login_attempts SET created_at = ? WHERE email = ?")
      .run(new Date(Date.now() - 16 * 60 * 1000).toISOString(), email);
    expect((await login(email, PASSWORD, newAddress(), harness.shop)).status).toBe(200);
  });

  it("clears the account's count on a successful login", async () => {
    const email = "zaboravna@example.com";
    await ok("POST", "/api/v1/user/web/register", registration(email, { consents: [] }), harness.shop);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await login(email, "Pogresna123", newAddress(), harness.shop)).status).toBe(401);
    expect((await login(email, PASSWORD, newAddress(), harness.shop)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await login(email, "Pogresna123", newAddress(), harness.shop)).status).toBe(401);
    expect((await login(email, PASSWORD, newAddress(), harness.shop)).status).toBe(200);
  });

  it("limits failed logins per address: 20 in 15 minutes, read from the first x-forwarded-for entry", async () => {
    const attacker = { "x-forwarded-for": "203.0.113.9, 10.0.0.1" };
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await login(`gost${attempt}@example.com`, "Pogresna123", attacker)).status).toBe(401);
    }
    const limited = await login(ANA.email, ANA.password, { "x-forwarded-for": "203.0.113.9" });
    expect([limited.status, limited.body.message]).toEqual([429, "Too many login attempts."]);
    expect(limited.body.data.retryAfter).toBeGreaterThan(0);
    expect((await login(ANA.email, ANA.password, { "x-forwarded-for": "203.0.113.10" })).status).toBe(200);
  });
});

describe("refresh tokens", () => {
  it("rotates on every refresh; the rotated token is accepted for 30 seconds, then it ends the sign-in", async () => {
    const first = await signIn();
    const second = await refresh(first.tokens.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.data.user.email).toBe(ANA.email);
    expect(second.body.data.tokens.refreshToken).not.toBe(first.tokens.refreshToken);
    expect(claims(second.body.data.tokens.accessToken).sub).toBe(String(first.user.id));

    // A parallel request with the just-rotated token still gets a pair.
    const parallel = await refresh(first.tokens.refreshToken);
    expect(parallel.status).toBe(200);

    const third = await refresh(second.body.data.tokens.refreshToken);
    expect(third.status).toBe(200);

    // Past the grace the old token is refused, and its reuse revokes the whole sign-in.
    harness.db
      .prepare("UPDATE refresh_tokens SET rotated_at = ? WHERE rotated_at IS NOT NULL")
      .run(new Date(Date.now() - 31_000).toISOString());
    const stale = await refresh(first.tokens.refreshToken);
    expect([stale.status, stale.body.message]).toEqual([401, "Invalid refresh token."]);
    expect((await refresh(third.body.data.tokens.refreshToken)).status).toBe(401);

    // Another sign-in of the same user is not touched.
    const other = await signIn();
    expect((await refresh(other.tokens.refreshToken)).status).toBe(200);
  });

  it("revokes the token on logout; unknown or missing tokens log out silently", async () => {
    const { tokens } = await signIn();
    expect(await ok("POST", "/api/v1/logout", undefined, undefined, { "x-refresh-token": tokens.refreshToken })).toEqual({});
    const after = await refresh(tokens.refreshToken);
    expect([after.status, after.body.message]).toEqual([401, "Invalid refresh token."]);
    expect(await ok("POST", "/api/v1/logout", undefined, undefined, { "x-refresh-token": "nepoznat" })).toEqual({});
    // A stale bearer sent along does not stop signing in, refreshing or out.
    const second = await signIn();
    const stale = { ...bearer("istekao"), "x-refresh-token": second.tokens.refreshToken };
    expect((await call("GET", "/api/v1/refresh", undefined, undefined, stale)).status).toBe(200);
    expect(await ok("POST", "/api/v1/logout", undefined, undefined, stale)).toEqual({});
    expect((await call("POST", "/api/v1/login", { username: ANA.email, password: ANA.password }, undefined, bearer("istekao"))).status).toBe(200);
    expect(await ok("POST", "/api/auth/logout")).toEqual({});
  });

  it("refuses another site's token, an unknown one and a missing header", async () => {
    const shopSignIn = await signIn(ANA.email, ANA.password, harness.shop);
    expect((await refresh(shopSignIn.tokens.refreshToken)).status).toBe(401);
    expect((await refresh(shopSignIn.tokens.refreshToken, harness.shop)).status).toBe(200);
    expect((await refresh("nepoznat")).status).toBe(401);
    expect(await fails("GET", "/api/v1/refresh")).toEqual({ status: 400, message: "Invalid request: x-refresh-token: Required" });
  });
});

describe("register and verify", () => {
  it("registers on a site without confirmation: no token, no mail, login at once", async () => {
    const email = "marko.babic@example.com";
    const answer = await ok<RegisterAnswer>(
      "POST",
      "/api/v1/user/web/register",
      { email, password: PASSWORD, username: "marko", details: { firstName: "Marko", lastName: "Babić" }, confirmationUrl: "/prijava" },
      harness.shop
    );
    expect(answer).toEqual({
      user: {
        id: expect.any(Number),
        email,
        username: "marko",
        emailVerified: false,
        details: { firstName: "Marko", lastName: "Babić" },
        company: null,
        memberCardBarcode: null,
        isBackofficeUser: false,
        scope: ["web"],
        addresses: [],
      },
    });
    expect(outbox(email)).toEqual([]);
    expect((await login(email, PASSWORD, newAddress(), harness.shop)).status).toBe(200);
  });

  it("on the school: answers and mails a verification token; login waits for the verification", async () => {
    const email = "iva.kovac@example.com";
    const answer = await ok<RegisterAnswer>(
      "POST",
      "/api/v1/user/web/register",
      registration(email, {
        addresses: [mainAddress, { ...mainAddress, type: "billing", companyName: "Kovač d.o.o.", companyOIB: "12345678901" }],
        confirmationUrl: "http://localhost:3000/prijava?povratak=%2Fracun",
      })
    );
    expect(answer.verificationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.user.emailVerified).toBe(false);
    expect(answer.user.addresses.map((address) => [address.type, address.country.code, address.city])).toEqual([
      ["main", "HR", "Split"],
      ["billing", "HR", "Split"],
    ]);
    expect(answer.user.addresses[1]).toMatchObject({ companyName: "Kovač d.o.o.", companyOIB: "12345678901" });
    expect(answer.user.addresses[0]).not.toHaveProperty("companyName");

    const [mail] = outbox(email);
    expect(mail.subject).toBe("Potvrdite svoju e-mail adresu");
    expect(mail.link).toBe(`http://localhost:3000/prijava?povratak=%2Fracun&verificationToken=${answer.verificationToken}`);
    expect(mail.body).toContain(mail.link);

    const refused = await login(email, PASSWORD);
    expect([refused.status, refused.body.message]).toEqual([403, "Email not confirmed."]);
    // A wrong password still says only that.
    expect((await login(email, "Pogresna123")).status).toBe(401);

    expect(await ok("GET", `/api/v1/user/web/verify/${answer.verificationToken}`)).toEqual({ verified: true, email });
    expect(await fails("GET", `/api/v1/user/web/verify/${answer.verificationToken}`)).toEqual({
      status: 400,
      message: "Invalid verification token.",
    });
    expect((await fails("GET", "/api/v1/user/web/verify/nepoznat")).message).toBe("Invalid verification token.");
    const signedIn = await signIn(email, PASSWORD);
    expect(signedIn.user.emailVerified).toBe(true);

    const logged = harness.db
      .prepare("SELECT source_type, user_type, consents FROM consent_logs WHERE email = ?")
      .all(email) as { source_type: string; user_type: string; consents: string }[];
    expect(logged).toEqual([
      { source_type: "register", user_type: "user", consents: JSON.stringify(registration(email).consents) },
    ]);
  });

  it("lists the register consents apart from the checkout's", async () => {
    expect(registerConsents.map(({ uniqueNumber, displayName, required }) => [uniqueNumber, displayName, required])).toEqual([
      ["PRAVILA-PRIVATNOSTI", "Prihvaćam pravila privatnosti", true],
      ["NEWSLETTER-REG", "Želim primati newsletter", false],
    ]);
    const checkout = await ok<{ records: Consent[] }>("POST", "/api/v1/gdpr/web/consent/filter", { limit: 100 });
    expect(checkout.records.map((consent) => consent.uniqueNumber)).toEqual(["UVJETI-KUPNJE", "NEWSLETTER"]);
  });

  it("refuses a taken e-mail, a missing required consent, a bad card, password or URL, and creates nothing", async () => {
    const register = (body: Record<string, unknown>) => fails("POST", "/api/v1/user/web/register", body);
    expect(await register(registration("ANA.HORVAT@example.com"))).toEqual({ status: 400, message: "User already exist." });
    const optionalOnly = registerConsents.filter((consent) => !consent.required).map((consent) => consent.id);
    expect(await register(registration("bez.privole@example.com", { consents: optionalOnly }))).toEqual({
      status: 400,
      message: "Required consent missing.",
    });
    expect(await register(registration("kartica@example.com", { memberCardBarcode: "OBZOR-CLAN-9999" }))).toEqual({
      status: 400,
      message: "Invalid member card.",
    });
    expect(await register(registration("kratka@example.com", { password: "kratka" }))).toEqual({
      status: 400,
      message: "Invalid request: password: At least 8 characters",
    });
    expect(await register(registration("url@example.com", { confirmationUrl: "javascript:alert(1)" }))).toEqual({
      status: 400,
      message: "Invalid request: confirmationUrl: Not a URL or path",
    });
    expect(await register(registration("zemlja@example.com", { addresses: [{ ...mainAddress, country: "XX" }] }))).toEqual({
      status: 400,
      message: "Invalid request: addresses.0.country: Country not allowed",
    });
    const count = harness.db
      .prepare("SELECT COUNT(*) FROM users WHERE email IN ('bez.privole@example.com', 'kartica@example.com')")
      .pluck()
      .get();
    expect(count).toBe(0);
  });
});

describe("profile, addresses and passwords", () => {
  it("updates the profile; a taken e-mail or an invalid card is refused", async () => {
    const { tokens, user } = await registerVerified("petra@example.com");
    const auth = bearer(tokens.accessToken);
    const update = (body: Record<string, unknown>) => call<User>("PATCH", "/api/v1/user/web/update", body, undefined, auth);
    const base = { details: { firstName: "Petra", lastName: "Perić" }, email: "petra.peric@example.com", memberCardBarcode: "OBZOR-CLAN-0001" };

    const updated = await update(base);
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      id: user.id,
      email: "petra.peric@example.com",
      details: { firstName: "Petra", lastName: "Perić" },
      memberCardBarcode: "OBZOR-CLAN-0001",
    });
    expect((await update({ ...base, email: "ANA.horvat@example.com" })).body.message).toBe("User already exist.");
    expect((await update({ ...base, memberCardBarcode: "OBZOR-CLAN-9999" })).body.message).toBe("Invalid member card.");
    expect((await update({ ...base, memberCardBarcode: null })).body.data.memberCardBarcode).toBeNull();
    expect((await update({ ...base, email: "nije-email" })).body.message).toBe("Invalid request: email: Invalid email");
    expect((await fails("PATCH", "/api/v1/user/web/update", base)).status).toBe(401);
  });

  it("creates and updates addresses; another user's address is not found", async () => {
    const { tokens } = await registerVerified("luka@example.com");
    const auth = bearer(tokens.accessToken);
    const created = await ok<User>("POST", "/api/v1/user/web/address/create", mainAddress, undefined, auth);
    expect(created.addresses).toHaveLength(1);
    const [address] = created.addresses;
    expect(address).toMatchObject({ type: "main", city: "Split", country: { code: "HR" } });

    const updated = await ok<User>(
      "PATCH",
      `/api/v1/user/web/address/update/${address.id}`,
      { ...mainAddress, type: "shipping", city: "Rijeka", region: "Primorsko-goranska" },
      undefined,
      auth
    );
    expect(updated.addresses).toEqual([{ ...address, type: "shipping", city: "Rijeka", region: "Primorsko-goranska" }]);

    const ana = await signIn();
    const anasAddress = ana.user.addresses[0].id;
    expect(await fails("PATCH", `/api/v1/user/web/address/update/${anasAddress}`, mainAddress, undefined, auth)).toEqual({
      status: 404,
      message: "Not found",
    });
    expect((await signIn()).user.addresses[0].city).toBe("Zagreb");
    expect((await fails("POST", "/api/v1/user/web/address/create", { ...mainAddress, zipCode: "" }, undefined, auth)).message).toBe(
      "Invalid request: zipCode: Required"
    );
  });

  it("changes the password: the old one is checked, every other sign-in ends", async () => {
    const first = await registerVerified("tomislav@example.com");
    const auth = bearer(first.tokens.accessToken);
    const change = (body: Record<string, unknown>) => call<{ tokens: Tokens }>("POST", "/api/v1/user/password/reset", body, undefined, auth);

    const wrong = await change({ oldPassword: "Pogresna123", newPassword: "NovaLozinka1" });
    expect([wrong.status, wrong.body.message]).toEqual([400, "Incorrect old password."]);
    expect((await change({ oldPassword: PASSWORD, newPassword: PASSWORD })).body.message).toBe(
      "Invalid request: newPassword: Must differ from the old password"
    );

    const changed = await change({ oldPassword: PASSWORD, newPassword: "NovaLozinka1", newPasswordAgain: "NovaLozinka1" });
    expect(changed.status).toBe(200);
    expect((await refresh(first.tokens.refreshToken)).status).toBe(401);
    expect((await refresh(changed.body.data.tokens.refreshToken)).status).toBe(200);
    expect((await login("tomislav@example.com", PASSWORD)).status).toBe(401);
    expect((await login("tomislav@example.com", "NovaLozinka1")).status).toBe(200);
  });

  it("sets a forgotten password with the mailed token, once, within the hour", async () => {
    const email = "zaboravila@example.com";
    const before = await registerVerified(email);
    expect(await ok("POST", "/api/v1/user/password/forgot", { email: "nitko@example.com", resetUrl: "/nova-lozinka" })).toEqual({});
    expect(outbox("nitko@example.com")).toEqual([]);

    expect(await ok("POST", "/api/v1/user/password/forgot", { email: email.toUpperCase(), resetUrl: "/nova-lozinka" })).toEqual({});
    const mail = outbox(email).at(-1)!;
    expect(mail.subject).toBe("Postavljanje nove lozinke");
    expect(mail.link).toMatch(/^\/nova-lozinka\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail.body).toContain(mail.link);
    const token = new URL(mail.link, "http://x").searchParams.get("token")!;

    expect(await fails("POST", "/api/v1/user/password/set", { token, password: "kratka" })).toEqual({
      status: 400,
      message: "Invalid request: password: At least 8 characters",
    });
    expect(await ok("POST", "/api/v1/user/password/set", { token, password: "PostavljenaLozinka" })).toEqual({});
    expect((await refresh(before.tokens.refreshToken)).status).toBe(401);
    expect((await login(email, "PostavljenaLozinka")).status).toBe(200);
    expect(await fails("POST", "/api/v1/user/password/set", { token, password: "JosJednaLozinka" })).toEqual({
      status: 400,
      message: "Invalid reset token.",
    });

    await ok("POST", "/api/v1/user/password/forgot", { email, resetUrl: "http://localhost:3000/nova-lozinka" });
    const expired = new URL(outbox(email).at(-1)!.link).searchParams.get("token")!;
    harness.db.prepare("UPDATE password_reset_tokens SET expires_at = ? WHERE used_at IS NULL").run(new Date(Date.now() - 1000).toISOString());
    expect((await fails("POST", "/api/v1/user/password/set", { token: expired, password: "JosJednaLozinka" })).message).toBe(
      "Invalid reset token."
    );
  });
});

describe("wishlist", () => {
  it("toggles products and lists them as the catalogue's filter does", async () => {
    const { tokens } = await signIn();
    const auth = bearer(tokens.accessToken);
    const page = (query = "") => ok<WishlistPage>("GET", `/api/v1/wishlist/filter${query}`, undefined, undefined, auth);
    const seeded = await page();
    expect(seeded.records.map((record) => record.product.slug)).toEqual(["geografski-atlas"]);
    expect(seeded).toMatchObject({ lastPage: 1, page: 1, limit: 10, total: 1, perPage: 10 });

    const cap = await ok<Product>("GET", "/api/v1/product/web/get?slug=kapa-obzor");
    expect(await ok<WishlistToggle>("POST", "/api/v1/wishlist/create", { product_id: cap.id }, undefined, auth)).toEqual({
      added: true,
      product_id: cap.id,
    });
    const two = await page("?page=1&limit=1");
    expect(two).toMatchObject({ lastPage: 2, page: 1, limit: 1, total: 2, perPage: 1 });
    const listed = await ok<{ records: ProductCard[] }>("POST", "/api/v1/product/web/filter", { filters: [{ key: "id", value: String(cap.id) }] });
    expect(two.records).toEqual([{ id: expect.any(Number), product_id: cap.id, product: listed.records[0] }]);

    expect(await ok<WishlistToggle>("POST", "/api/v1/wishlist/create", { product_id: cap.id }, undefined, auth)).toEqual({
      added: false,
      product_id: cap.id,
    });
    expect((await page()).total).toBe(1);
    expect(await fails("POST", "/api/v1/wishlist/create", { product_id: 999999 }, undefined, auth)).toEqual({
      status: 404,
      message: "Product not found",
    });
    expect((await fails("GET", "/api/v1/wishlist/filter?limit=0", undefined, undefined, auth)).status).toBe(400);
    expect((await fails("GET", "/api/v1/wishlist/filter")).status).toBe(401);
  });
});

describe("carts and orders of signed-in users", () => {
  const productId = async (slug: string) => (await ok<Product>("GET", `/api/v1/product/web/get?slug=${slug}`)).id;

  async function cartOf(headers: Record<string, string>, slug = "kapa-obzor"): Promise<CartSession> {
    const session = await ok<CartSession>("GET", "/api/v1/cart/getNewCartSession");
    await ok<Cart>("POST", "/api/v1/cart/addItem", { ...key(session), productId: await productId(slug), qty: 1 }, undefined, headers);
    return session;
  }

  it("answers the seeded user's orders as documents", async () => {
    const { tokens } = await signIn();
    const auth = bearer(tokens.accessToken);
    const documents = await ok<{ records: Document[]; pagination: unknown }>(
      "POST",
      "/api/v1/document/filter/web",
      { page: 1, limit: 10 },
      undefined,
      auth
    );
    expect(documents.pagination).toEqual({ page: 1, limit: 10, totalPages: 1, totalRecords: 2 });
    expect(documents.records.map((document) => document.extendedDetails.status)).toEqual(["confirmed", "confirmed"]);
    expect(documents.records.flatMap((document) => document.extendedDetails.items.map((item) => item.name)).sort()).toEqual([
      "Bilježnica A4 na crte",
      "Kalkulator Casio fx-82MS",
      "Matematika 1 – udžbenik za 1. razred gimnazije",
    ]);
    const [latest] = documents.records;
    expect(await ok<Document>("GET", `/api/v1/document/get/web/${latest.id}`, undefined, undefined, auth)).toEqual(latest);

    const other = await registerVerified("bez.narudzbi@example.com");
    const otherAuth = bearer(other.tokens.accessToken);
    expect((await ok<{ records: Document[] }>("POST", "/api/v1/document/filter/web", {}, undefined, otherAuth)).records).toEqual([]);
    expect(await fails("GET", `/api/v1/document/get/web/${latest.id}`, undefined, undefined, otherAuth)).toEqual({
      status: 404,
      message: "Not found",
    });
  });

  it("orders an attached cart with the account's addresses; the order becomes a document", async () => {
    const { tokens, user } = await registerVerified("kupac@example.com", { addresses: [mainAddress] });
    const auth = bearer(tokens.accessToken);
    const session = await cartOf(auth);
    const attached = await ok<{ user: { id: number; email: string }; cart: Cart }>(
      "POST",
      "/api/v1/cart/attachUser",
      key(session),
      undefined,
      auth
    );
    expect(attached.user).toEqual({ id: user.id, email: "kupac@example.com" });
    expect(attached.cart.items).toHaveLength(1);

    await ok<Cart>("PUT", "/api/v1/delivery/saveDeliveryMethod", { ...key(session), userId: user.id, deliveryMethodId: 1 }, undefined, auth);
    await ok<Cart>("PUT", "/api/v1/payment/savePaymentMethod", { ...key(session), userId: String(user.id), paymentMethodId: 1 }, undefined, auth);
    const order = await ok<OrderCreateAnswer>(
      "POST",
      "/api/v1/order/create",
      { ...key(session), userId: user.id, idempotencyKey: "racun-kupac-1", successURL: "/hvala", failureURL: "/kosarica" },
      undefined,
      auth
    );
    const stored = harness.db.prepare("SELECT user_type, user_id, email, addresses FROM orders WHERE slug = ?").get(order.orderSlug) as {
      user_type: string;
      user_id: number;
      email: string;
      addresses: string;
    };
    expect(stored).toMatchObject({ user_type: "user", user_id: user.id, email: "kupac@example.com" });
    const { type: _type, ...address } = { ...mainAddress, country: "HR" };
    expect(JSON.parse(stored.addresses)).toEqual([
      { ...address, type: "shipping" },
      { ...address, type: "billing" },
    ]);

    const documents = await ok<{ records: Document[] }>("POST", "/api/v1/document/filter/web", { page: 1, limit: 10 }, undefined, auth);
    expect(documents.records.map((document) => document.extendedDetails.orderSlug)).toEqual([order.orderSlug]);
  });

  it("refuses to order for an account without an address", async () => {
    const { tokens, user } = await registerVerified("bez.adrese@example.com");
    const auth = bearer(tokens.accessToken);
    const session = await cartOf(auth);
    await ok("POST", "/api/v1/cart/attachUser", key(session), undefined, auth);
    await ok<Cart>("PUT", "/api/v1/delivery/saveDeliveryMethod", { ...key(session), userId: user.id, deliveryMethodId: 1 }, undefined, auth);
    await ok<Cart>("PUT", "/api/v1/payment/savePaymentMethod", { ...key(session), userId: user.id, paymentMethodId: 1 }, undefined, auth);
    expect(
      await fails(
        "POST",
        "/api/v1/order/create",
        { ...key(session), userId: user.id, idempotencyKey: "bez-adrese", successURL: "/", failureURL: "/" },
        undefined,
        auth
      )
    ).toEqual({ status: 400, message: "Address missing." });
    expect((await fails("POST", "/api/v1/cart/attachUser", key(session))).status).toBe(401);
  });

  it("finds the user's abandoned cart: the latest changed one with items that is not an order", async () => {
    const { tokens } = await registerVerified("napustena@example.com");
    const auth = bearer(tokens.accessToken);
    const abandoned = () => ok<{ id: string; protectCode: string } | null>("POST", "/api/v1/cart/getAbandoned", {}, undefined, auth);
    expect(await abandoned()).toBeNull();

    const older = await cartOf(auth);
    const newer = await cartOf(auth, "sal-obzor");
    expect(await abandoned()).toEqual({ id: newer.id, protectCode: newer.protectCode });

    // A read with the bearer marks a cart as the user's but does not make it newer; an empty cart does not count.
    const empty = await ok<CartSession>("GET", "/api/v1/cart/getNewCartSession");
    await ok<Cart>("POST", "/api/v1/cart/getCart", key(empty), undefined, auth);
    await ok<Cart>("PATCH", "/api/v1/cart/updateItem", {
      ...key(older),
      itemId: (await ok<Cart>("POST", "/api/v1/cart/getCart", key(older))).items[0].itemId,
      qty: 2,
    });
    expect(await abandoned()).toEqual({ id: older.id, protectCode: older.protectCode });

    harness.db.prepare("UPDATE carts SET status = 'archived' WHERE id = ?").run(older.id);
    expect(await abandoned()).toEqual({ id: newer.id, protectCode: newer.protectCode });
    expect(await fails("POST", "/api/v1/cart/getAbandoned", {})).toEqual({ status: 401, message: "Unauthorized" });
  });

  it("applies a member card for signed-in users only", async () => {
    const session = await cartOf({});
    const body = { ...key(session), barcode: "OBZOR-CLAN-0001" };
    expect(await fails("POST", "/api/v1/cart/applyMemberCard", body)).toEqual({ status: 401, message: "Unauthorized" });
    const { tokens } = await signIn();
    const cart = await ok<Cart>("POST", "/api/v1/cart/applyMemberCard", body, undefined, bearer(tokens.accessToken));
    expect(cart.memberCard).toEqual({ barcode: "OBZOR-CLAN-0001", discountPercent: 5 });
  });
});

describe("social sign-in", () => {
  it("answers 'not configured' for a provider the site has not set up, after checking the input", async () => {
    const notConfigured = { status: 400, message: "Social login provider not configured." };
    expect(await fails("POST", "/api/v1/user/social/oauth", { provider: "google", code: "abc", redirectUri: "http://localhost:3000/prijava" })).toEqual(
      notConfigured
    );
    expect(await fails("GET", "/api/v1/social/redirect-login?provider=google&redirectUri=http%3A%2F%2Flocalhost%3A3000%2Fprijava")).toEqual(
      notConfigured
    );
    expect((await fails("POST", "/api/v1/user/social/oauth", { provider: "google", redirectUri: "http://localhost:3000/" })).message).toBe(
      "Invalid request: code: Required"
    );
  });

  it("builds the authorize URL of a configured provider", async () => {
    const provider = { authorizeUrl: "https://accounts.example.com/authorize", clientId: "obzor-web", scope: "openid email" };
    harness.db
      .prepare("UPDATE domains SET extra = json_set(extra, '$.authSettings.socialProviders', json(?)) WHERE id = ?")
      .run(JSON.stringify({ google: provider }), harness.shop.apiKeyId);
    try {
      const { url } = await ok<{ url: string }>(
        "GET",
        "/api/v1/social/redirect-login?provider=google&redirectUri=http%3A%2F%2Fshop.localhost%3A3000%2Fprijava",
        undefined,
        harness.shop
      );
      const parsed = new URL(url);
      expect(`${parsed.origin}${parsed.pathname}`).toBe(provider.authorizeUrl);
      expect(Object.fromEntries(parsed.searchParams)).toEqual({
        client_id: "obzor-web",
        redirect_uri: "http://shop.localhost:3000/prijava",
        response_type: "code",
        scope: "openid email",
      });
    } finally {
      harness.db
        .prepare("UPDATE domains SET extra = json_remove(extra, '$.authSettings.socialProviders') WHERE id = ?")
        .run(harness.shop.apiKeyId);
    }
  });
});

describe("domains and seed", () => {
  it("tells the storefront each site's auth settings", () => {
    expect(harness.school.extra.authSettings).toEqual({ requireEmailConfirmation: true, autoLoginAfterRegister: false });
    expect(harness.shop.extra.authSettings).toEqual({ requireEmailConfirmation: false, autoLoginAfterRegister: true });
  });

  it("adds the accounts and missing auth settings to a data directory that has none, once", () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "platform-accounts-seed-"));
    const second = openDatabase(other);
    try {
      seedIfEmpty(second, other);
      second.exec("DELETE FROM users; UPDATE domains SET extra = json_remove(extra, '$.authSettings');");
      seedIfEmpty(second, other);
      seedIfEmpty(second, other);
      const count = (sql: string) => second.prepare(sql).pluck().get();
      expect(count("SELECT COUNT(*) FROM users")).toBe(3);
      expect(count("SELECT COUNT(*) FROM consents WHERE context = 'register'")).toBe(2);
      expect(count("SELECT COUNT(*) FROM orders WHERE user_type = 'user'")).toBe(4);
      expect(count("SELECT COUNT(*) FROM domains WHERE json_extract(extra, '$.authSettings') IS NULL")).toBe(0);
    } finally {
      second.close();
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});
