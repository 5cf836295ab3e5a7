import { describe, expect, it, vi } from "vitest";
import { resolveLink } from "./resolve-link";

describe("resolveLink (SPEC 2.2)", () => {
  it("sends category and tag terms to the blog by slug", () => {
    expect(resolveLink({ kind: "category", slug: "vijesti" }, "hr")).toBe("/objave/vijesti");
    expect(resolveLink({ kind: "tag", slug: "sport" }, "en")).toBe("/en/blog/sport");
  });

  it("sends posts and pages to the post route by slug", () => {
    expect(resolveLink({ kind: "post", slug: "novi-upisi" }, "hr")).toBe("/novi-upisi");
    expect(resolveLink({ kind: "page", slug: "about-us" }, "en")).toBe("/en/about-us");
  });

  it("sends bundles, products and services to /product/{slug}", () => {
    expect(resolveLink({ kind: "bundle", slug: "paket" }, "hr")).toBe("/product/paket");
    expect(resolveLink({ kind: "product", slug: "majica" }, "de")).toBe("/de/produkt/majica");
    expect(resolveLink({ kind: "service", slug: "instrukcije" }, "hr")).toBe("/product/instrukcije");
  });

  it("sends events to the event route by id and shop categories to the shop", () => {
    expect(resolveLink({ kind: "event", id: 7 }, "hr")).toBe("/dogadjaj/7");
    expect(resolveLink({ kind: "shopCategory", slug: "odjeca" }, "hr")).toBe("/shop/odjeca");
  });

  it("logs an unknown kind (or a missing slug) and links home", () => {
    const log = vi.fn();
    expect(resolveLink({ kind: "hologram", slug: "x" }, "hr", log)).toBe("/");
    expect(resolveLink({ kind: "product" }, "en", log)).toBe("/en");
    expect(log).toHaveBeenCalledTimes(2);
  });
});
