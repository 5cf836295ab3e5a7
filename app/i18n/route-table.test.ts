import { describe, expect, it } from "vitest";
import { alternatesFor } from "./alternates";
import { localizedHref, withLanguagePrefix } from "./localized-href";
import { languageFromPath } from "./languages";
import { SCREENS, screenOfRouteId, screenPath, type ScreenId } from "./route-table";

describe("localized route table", () => {
  it("gives hr paths unprefixed and en/de under their prefix", () => {
    expect(localizedHref("cart", "hr")).toBe("/kosarica");
    expect(localizedHref("cart", "en")).toBe("/en/cart");
    expect(localizedHref("cart", "de")).toBe("/de/cart");
    expect(localizedHref("product", "de", { slug: "majica" })).toBe("/de/produkt/majica");
    expect(localizedHref("product", "en", { slug: "majica" })).toBe("/en/product/majica");
    expect(localizedHref("checkoutSuccess", "hr", {}, "orderSlug=A1")).toBe("/naplata/uspjesna?orderSlug=A1");
  });

  it("drops empty optional params and refuses missing required ones", () => {
    expect(localizedHref("blog", "hr")).toBe("/objave");
    expect(localizedHref("blog", "en", { slug: "news" })).toBe("/en/blog/news");
    expect(() => localizedHref("event", "hr")).toThrow(/needs the param id/);
  });

  it("puts every home at the language root", () => {
    expect(localizedHref("home", "hr")).toBe("/");
    expect(localizedHref("home", "en")).toBe("/en");
    expect(withLanguagePrefix("/o-nama", "de")).toBe("/de/o-nama");
  });

  it("lists every screen of SPEC 2.1", () => {
    const hrPaths = (Object.keys(SCREENS) as ScreenId[]).map((screen) => screenPath(screen, "hr"));
    for (const path of ["kosarica", "naplata", "naplata/uspjesna", "checkout/failure", "potvrdi-email", "pretraga", "prijava", "profil", "registracija", "social-login", "zaboravljena-lozinka", "dogadjaj/:id", "objave/:slug?", "product/:slug?", "shop/:slug?", "pravila-privatnosti"]) {
      expect(hrPaths).toContain(path);
    }
  });

  it("reads the language from the first path segment", () => {
    expect(languageFromPath("/en/cart")).toBe("en");
    expect(languageFromPath("/de")).toBe("de");
    expect(languageFromPath("/kosarica")).toBe("hr");
    expect(languageFromPath("/english")).toBe("hr");
  });

  it("maps route ids back to screens", () => {
    expect(screenOfRouteId("en.cart")).toBe("cart");
    expect(screenOfRouteId("root")).toBeNull();
    expect(screenOfRouteId("locale.en")).toBeNull();
  });
});

describe("alternatesFor", () => {
  it("keeps the screen and its params in every allowed language", () => {
    expect(alternatesFor({ id: "hr.product", params: { slug: "x" } }, ["hr", "en", "de"])).toEqual({
      hr: "/product/x",
      en: "/en/product/x",
      de: "/de/produkt/x",
    });
  });

  it("prefers the alternates a page names, sending untranslated languages home", () => {
    const leaf = { id: "hr.page", params: { slug: "o-nama" }, data: { alternates: { hr: "/o-nama", en: "/en/about-us" } } };
    expect(alternatesFor(leaf, ["hr", "en", "de"])).toEqual({ hr: "/o-nama", en: "/en/about-us", de: "/de" });
  });
});
