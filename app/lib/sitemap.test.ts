import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  it("lists each address once, escaped, with its last change", () => {
    const xml = sitemapXml("https://skola.hr", [
      { key: "post:1", language: "hr", path: "/objave/a&b", lastmod: "2026-01-02T00:00:00Z" },
      { key: "post:1", language: "hr", path: "/objave/a&b" },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(1);
    expect(xml).toContain("<loc>https://skola.hr/objave/a&amp;b</loc>");
    expect(xml).toContain("<lastmod>2026-01-02T00:00:00Z</lastmod>");
    expect(xml).not.toContain("xhtml:link rel");
  });

  it("links the languages of the same thing to each other", () => {
    const xml = sitemapXml("https://shop.hr", [
      { key: "product:7", language: "hr", path: "/product/olovka" },
      { key: "product:7", language: "de", path: "/de/produkt/olovka" },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.match(/hreflang="de" href="https:\/\/shop.hr\/de\/produkt\/olovka"/g)).toHaveLength(2);
  });
});
