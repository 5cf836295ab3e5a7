import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CmsOption, Country, Domain, Language, LayoutElement, Navigation, Post } from "./contract";
import { startPlatform, type RunningPlatform } from "./index";

// The platform over real HTTP, started on a free port with a fresh data directory.

let platform: RunningPlatform;
let dataDir: string;
const domains = {} as Record<"school" | "shop" | "maintenance", Domain>;

type Answer<T> = { status: number; body: { errored: boolean; data: T; message?: string } };

async function call<T>(
  route: string,
  options: {
    domain?: Domain;
    language?: string;
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
  } = {}
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.domain) {
    headers["x-api-key"] = options.domain.apiKeyToken;
    headers["x-site-id"] = String(options.domain.siteID);
  }
  if (options.language) headers["x-language-code"] = options.language;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${platform.url}${route}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === "string"
        ? options.body
        : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Answer<T>["body"] };
}

async function detect(referer: string): Promise<Domain> {
  const { status, body } = await call<Domain>("/api/v2/master/domainDetect", { method: "POST", headers: { referer } });
  expect(status).toBe(200);
  return body.data;
}

async function options(domain: Domain, language?: string): Promise<Map<string, CmsOption>> {
  const { body } = await call<{ records: CmsOption[] }>("/api/v1/option/filter", { domain, language });
  return new Map(body.data.records.map((option) => [option.key, option]));
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "platform-test-"));
  platform = await startPlatform({ port: 0, dataDir });
  domains.school = await detect("http://localhost:3000/");
  domains.shop = await detect("http://shop.localhost:3000/en/cart");
  domains.maintenance = await detect("http://odrzavanje.localhost:3000/");
});

afterAll(async () => {
  await platform?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("health and routing", () => {
  it("answers /healthz without a key", async () => {
    const response = await fetch(`${platform.url}/healthz`);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers unknown routes with 404 in the envelope", async () => {
    const { status, body } = await call("/api/v1/nope/nothing", { domain: domains.school });
    expect(status).toBe(404);
    expect(body).toMatchObject({ errored: true, message: "Not found", data: { errorMessage: "Not found" } });
  });

  it("answers malformed JSON with 400", async () => {
    const { status, body } = await call("/api/v1/element/getByHandlers", {
      domain: domains.school,
      body: "{handlers:",
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errored: true, message: "Malformed JSON" });
  });
});

describe("domainDetect", () => {
  it("gives the school for localhost: Croatian only, checkout redirects after adding to the cart", () => {
    const school = domains.school;
    expect(school).toMatchObject({
      name: "Privatna gimnazija Obzor",
      siteID: 1,
      url: "http://localhost:3000",
      defaultLanguage: "hr",
    });
    expect(school.cmsLanguages).toEqual([{ id: 41, code: "hrv", code2: "hr", name: "hrvatski" }]);
    expect(school.extra.checkoutSettings).toEqual({ allowedCountries: "ALL", cartAddBehaviour: 0 });
    expect(school.extra.currencyConfig).toEqual({ label: "EUR", symbol: "€", code: "EUR" });
    expect(school.extra.mediaOptions.map((size) => `${size.key} ${size.value}`)).toEqual([
      "ThumbnailSize 50x50",
      "PortraitSize 768x1024",
      "LargeSize 926x926",
      "FullHDSize 1920x1080",
      "MediumSize 600x400",
    ]);
  });

  it("gives the school for an unknown host and for a request with no host at all", async () => {
    expect((await detect("https://unknown.example.org/")).siteID).toBe(domains.school.siteID);
    const { body } = await call<Domain>("/api/v2/master/domainDetect", { method: "POST" });
    expect(body.data.siteID).toBe(domains.school.siteID);
  });

  it("gives the multilingual shop for shop.localhost, its own key and site", () => {
    const shop = domains.shop;
    expect(shop).toMatchObject({ name: "Obzor Shop", subdomain: "shop", defaultLanguage: "hr" });
    expect(shop.cmsLanguages.map((language) => language.code2)).toEqual(["hr", "en", "de"]);
    expect(shop.extra.checkoutSettings.cartAddBehaviour).toBe(2);
    expect(shop.siteID).not.toBe(domains.school.siteID);
    expect(shop.apiKeyToken).not.toBe(domains.school.apiKeyToken);
  });

  it("takes the host from the body as well", async () => {
    const { body } = await call<Domain>("/api/v2/master/domainDetect", { body: { host: "odrzavanje.localhost:3000" } });
    expect(body.data.siteID).toBe(domains.maintenance.siteID);
    const invalid = await call("/api/v2/master/domainDetect", { body: { host: 42 } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe("Invalid request: host: Expected string, received number");
  });
});

describe("api key", () => {
  it("rejects a missing key, a wrong key and a site id of another site with 401", async () => {
    const missing = await call("/api/v1/option/filter");
    const wrong = await call("/api/v1/option/filter", { headers: { "x-api-key": "not-a-key" } });
    const otherSite = await call("/api/v1/option/filter", {
      headers: { "x-api-key": domains.school.apiKeyToken, "x-site-id": String(domains.shop.siteID) },
    });
    for (const answer of [missing, wrong, otherSite]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ errored: true, message: "Invalid api key" });
    }
  });
});

describe("option/filter", () => {
  it("gives the school's options", async () => {
    const school = await options(domains.school);
    expect(school.get("CopyrightText")?.value).toBe("© 2026 Privatna gimnazija Obzor. Sva prava pridržana.");
    expect(school.get("DefaultLanguage")?.value).toBe("hrv");
    expect(school.get("AllowedLanguages")?.value).toBe("[41]");
    expect(school.get("HomePageSlug")?.value).toBe("naslovna");
    expect(school.get("MaintenanceMode")?.value).toBe("false");
    expect(school.get("NumberOfStars")?.value).toBe("5");
    expect(JSON.parse(school.get("ThemeNavigations")!.value)).toEqual({
      main: "main",
      footer1: "footer1",
      footer2: "footer2",
      footer3: "footer3",
      footer4: "footer4",
    });
    expect(school.get("Logo")?.media).toMatchObject({ path: "/media/school/logo.svg", mime: "image/svg+xml" });
  });

  it("gives per-language values on the shop, and the default language for one it does not allow", async () => {
    expect((await options(domains.shop, "en")).get("HomePageSlug")?.value).toBe("home");
    expect((await options(domains.shop, "de")).get("CopyrightText")?.value).toBe(
      "© 2026 Obzor Shop. Alle Rechte vorbehalten."
    );
    expect((await options(domains.shop, "fr")).get("HomePageSlug")?.value).toBe("naslovna");
    expect((await options(domains.school, "en")).get("HomePageSlug")?.value).toBe("naslovna");
  });

  it("has maintenance mode on for odrzavanje.localhost", async () => {
    expect((await options(domains.maintenance)).get("MaintenanceMode")?.value).toBe("true");
  });
});

describe("navigation/tree", () => {
  it("gives the main menu as a tree", async () => {
    const { body } = await call<Navigation>("/api/v1/navigation/tree/main", { domain: domains.school });
    const items = body.data.items;
    expect(items.map((item) => item.baseLink)).toEqual(["/", "/o-nama", "/upisi", "/objave", "/shop", "/kontakt"]);
    expect(items[1].children.map((child) => [child.title, child.baseLink])).toEqual([
      ["Povijest škole", "/povijest-skole"],
      ["Nastavnici", "/nastavnici"],
    ]);
  });

  it("gives four titled footer menus of 3 to 5 links, one of them to the privacy policy", async () => {
    const footers = await Promise.all(
      ["footer1", "footer2", "footer3", "footer4"].map((slot) =>
        call<Navigation>(`/api/v1/navigation/tree/${slot}`, { domain: domains.school })
      )
    );
    for (const { body } of footers) {
      expect(body.data.title).not.toBe("");
      expect(body.data.items.length).toBeGreaterThanOrEqual(3);
      expect(body.data.items.length).toBeLessThanOrEqual(5);
    }
    const links = footers.flatMap(({ body }) => body.data.items.map((item) => item.baseLink));
    expect(links).toContain("/pravila-privatnosti");
  });

  it("gives a menu by numeric id, and the shop's menu in the request language", async () => {
    const main = await call<Navigation>("/api/v1/navigation/tree/main", { domain: domains.shop, language: "de" });
    expect(main.body.data.items.map((item) => item.baseLink)).toEqual(["/de", "/de/shop", "/de/ueber-uns"]);
    const byId = await call<Navigation>(`/api/v1/navigation/tree/${main.body.data.id}`, { domain: domains.shop });
    expect(byId.body.data).toEqual(main.body.data);
  });

  it("answers 404 for an unknown slot or another site's menu, 400 for a malformed id", async () => {
    const shopMenu = await call<Navigation>("/api/v1/navigation/tree/main", { domain: domains.shop });
    expect((await call(`/api/v1/navigation/tree/${shopMenu.body.data.id}`, { domain: domains.school })).status).toBe(
      404
    );
    expect((await call("/api/v1/navigation/tree/footer9", { domain: domains.school })).status).toBe(404);
    const malformed = await call("/api/v1/navigation/tree/a%20b", { domain: domains.school });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/^Invalid request: id: /);
  });
});

describe("element/getByHandlers", () => {
  const handlers = ["header-section", "footer-section", "cookie-section"];

  it("gives the school's header, footer and cookie notice", async () => {
    const { body } = await call<{ elements: LayoutElement[] }>("/api/v1/element/getByHandlers", {
      domain: domains.school,
      body: { handlers },
    });
    const [header, footer, cookie] = body.data.elements;
    expect(body.data.elements.map((element) => element.handler)).toEqual(handlers);
    expect(header.options).toEqual({ searchPlaceholder: "Pretraga" });
    expect(footer).toMatchObject({ type: "static-element", language_code: "hr" });
    expect(footer.options).toMatchObject({
      address: "Ilica 242, 10000 Zagreb",
      phone: "+385 1 4567 890",
      email: "info@gimnazija-obzor.hr",
    });
    expect((footer.options.socials as { network: string }[]).map((social) => social.network)).toEqual([
      "facebook",
      "instagram",
      "youtube",
    ]);
    expect(cookie.options).toMatchObject({ linkLabel: "Pravila privatnosti", buttonLabel: "Prihvati sve" });
  });

  it("gives the shop's elements in English", async () => {
    const { body } = await call<{ elements: LayoutElement[] }>("/api/v1/element/getByHandlers", {
      domain: domains.shop,
      language: "en",
      body: { handlers: ["cookie-section"] },
    });
    expect(body.data.elements).toHaveLength(1);
    expect(body.data.elements[0]).toMatchObject({ language_code: "en", options: { buttonLabel: "Accept all" } });
  });

  it("rejects a request without handlers with 400 naming the field", async () => {
    const missing = await call("/api/v1/element/getByHandlers", { domain: domains.school, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Invalid request: handlers: Required");
    expect(
      (await call("/api/v1/element/getByHandlers", { domain: domains.school, body: { handlers: [] } })).status
    ).toBe(400);
  });
});

describe("finder/decide", () => {
  it("resolves the school's home page with its sections and media", async () => {
    const { status, body } = await call<{ type: string; slug: string; entity: Post }>(
      "/api/v1/finder/decide?slug=naslovna",
      {
        domain: domains.school,
      }
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ type: "page", slug: "naslovna" });
    const page = body.data.entity;
    expect(page).toMatchObject({ postType: "page", language: "hr", translations: [], terms: { categories: [] } });
    expect(page.sections.map((section) => section.type)).toEqual(["hero", "text", "text-image", "text-image", "text"]);
    expect(page.sections[0].props).toMatchObject({ cta: { url: "/upisi" } });
    expect(
      page.sections.filter((section) => section.type === "text-image").map((section) => section.props.imagePosition)
    ).toEqual(["right", "left"]);
    const media = page.sections[2].props.media as Post["media"];
    expect(media).toMatchObject({ width: 1920, height: 1080, path: "/media/school/ucionica.svg" });
    expect(media?.alternativePaths.ThumbnailSize).toBe("/media/school/ucionica-50x50.svg");
  });

  it("serves each size of a media file at its size, with a long cache", async () => {
    const response = await fetch(`${platform.url}/media/school/ucionica-768x1024.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toMatch(/^<svg [^>]*width="768" height="1024"/);
  });

  it("answers 404 for an unknown slug and for a slug of another language", async () => {
    const unknown = await call("/api/v1/finder/decide?slug=ne-postoji", { domain: domains.school });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Not found");
    expect((await call("/api/v1/finder/decide?slug=naslovna", { domain: domains.shop, language: "en" })).status).toBe(
      404
    );
  });

  it("resolves the shop's English home page with its translations", async () => {
    const { body } = await call<{ entity: Post }>("/api/v1/finder/decide?slug=home", {
      domain: domains.shop,
      language: "en",
    });
    expect(body.data.entity).toMatchObject({ slug: "home", language: "en", title: "Home" });
    expect(body.data.entity.translations).toEqual([
      { language: "hr", slug: "naslovna" },
      { language: "de", slug: "startseite" },
    ]);
  });

  it("rejects a request without a slug with 400", async () => {
    const missing = await call("/api/v1/finder/decide", { domain: domains.school });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Invalid request: slug: Required");
  });
});

describe("master/commons", () => {
  it("lists about 80 languages, Croatian as id 41", async () => {
    const { body } = await call<{ records: Language[] }>("/api/v1/master/commons?type=languages", {
      domain: domains.school,
    });
    expect(body.data.records.length).toBeGreaterThanOrEqual(75);
    expect(body.data.records.find((language) => language.id === 41)).toEqual({
      id: 41,
      code: "hrv",
      code2: "hr",
      name_hrv: "hrvatski",
      name_eng: "Croatian",
      name_ger: "Kroatisch",
      name_srp: "hrvatski",
      name: "hrvatski",
    });
  });

  it("lists the countries named in the request language", async () => {
    const croatian = await call<{ records: Country[] }>("/api/v1/master/commons?type=countries", {
      domain: domains.school,
    });
    expect(croatian.body.data.records.length).toBe(249);
    expect(croatian.body.data.records.find((country) => country.code === "HR")?.name).toBe("Hrvatska");
    const english = await call<{ records: Country[] }>("/api/v1/master/commons?type=countries", {
      domain: domains.shop,
      language: "en",
    });
    expect(english.body.data.records.find((country) => country.code === "DE")?.name).toBe("Germany");
  });

  it("rejects an unknown type with 400", async () => {
    const { status, body } = await call("/api/v1/master/commons?type=nope", { domain: domains.school });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Invalid request: type: Invalid enum value/);
  });
});

describe("redirect/addFailedRequest", () => {
  it("counts repeated misses of a path", async () => {
    const first = await call<{ id: number; path: string; hits: number }>("/api/v1/redirect/addFailedRequest", {
      domain: domains.school,
      body: { path: "/stara-stranica" },
    });
    const second = await call<{ id: number; hits: number }>("/api/v1/redirect/addFailedRequest", {
      domain: domains.school,
      body: { path: "/stara-stranica" },
    });
    expect(first.body.data).toMatchObject({ path: "/stara-stranica", hits: 1 });
    expect(second.body.data).toEqual({ id: first.body.data.id, path: "/stara-stranica", hits: 2 });
  });

  it("rejects a path that is not a path with 400", async () => {
    const { status, body } = await call("/api/v1/redirect/addFailedRequest", {
      domain: domains.school,
      body: { path: "nope" },
    });
    expect(status).toBe(400);
    expect(body.message).toBe("Invalid request: path: Must start with /");
  });
});
