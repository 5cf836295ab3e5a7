import { describe, expect, it } from "vitest";
import { activeFilters, listingSearch, parseListingQuery, type FilterDefinition } from "./listing-query";

const filters: FilterDefinition[] = [
  { attributeCode: "color", type: "VisualSwatch" },
  { attributeCode: "brand", type: "Dropdown" },
  { attributeCode: "price", type: "Number" },
  { attributeCode: "recycled", type: "YesNo" },
  { attributeCode: "publishedAt", type: "Date" },
];
const options = { sortTypes: ["newest", "priceAsc"] as const, defaultSort: "newest" as const };
const parse = (query: string) => parseListingQuery(new URLSearchParams(query), filters, options);

describe("listing query", () => {
  it("reads choices, ranges, sort, page size and page", () => {
    const state = parse("color=red&color=blue&price_min=10&price_max=50&sort=priceAsc&perPage=24&page=3");
    expect(state).toEqual({
      choices: { color: ["blue", "red"] },
      ranges: { price: { min: "10", max: "50" } },
      sort: "priceAsc",
      perPage: 24,
      page: 3,
      view: "list",
    });
  });

  it("leaves a range at 0..0 (or empty) out of the URL", () => {
    expect(listingSearch(parse("price_min=0&price_max=0"), "newest")).toBe("");
    expect(listingSearch(parse("price_min=&price_max="), "newest")).toBe("");
    expect(listingSearch(parse("price_min=0&price_max=20"), "newest")).toBe("?price_min=0&price_max=20");
  });

  it("binds min and max to each other", () => {
    expect(parse("price_min=50&price_max=10").ranges.price).toEqual({ min: "10", max: "50" });
  });

  it("drops unknown keys, unknown sorts, odd page sizes and pages below 1", () => {
    const state = parse("utm_source=x&sort=cheapest&perPage=13&page=0&brand=a&brand=b");
    expect(listingSearch(state, "newest")).toBe("?brand=a");
  });

  it("writes one canonical order with defaults left out", () => {
    const a = parse("sort=newest&page=1&perPage=12&color=red&brand=x");
    const b = parse("brand=x&color=red");
    expect(listingSearch(a, "newest")).toBe("?brand=x&color=red");
    expect(listingSearch(a, "newest")).toBe(listingSearch(b, "newest"));
  });

  it("keeps the layered-select view in the URL", () => {
    expect(listingSearch(parse("nav=select&brand=x"), "newest")).toBe("?brand=x&nav=select");
    expect(listingSearch(parse("nav=other"), "newest")).toBe("");
  });

  it("resets to page 1 when asked and keeps the rest", () => {
    const state = parse("color=red&page=4");
    expect(listingSearch(state, "newest", { page: 1 })).toBe("?color=red");
    expect(listingSearch(state, "newest", { page: 5 })).toBe("?color=red&page=5");
  });

  it("turns the state into the platform's active filters", () => {
    expect(activeFilters(parse("color=red&recycled=true&price_min=5&publishedAt_max=2025-01-01"), filters)).toEqual([
      { key: "color", value: ["red"] },
      { key: "recycled", value: true },
      { key: "price", range: { min: 5, max: undefined } },
      { key: "publishedAt", range: { min: undefined, max: "2025-01-01" } },
    ]);
  });
});
