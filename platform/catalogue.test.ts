import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ActiveFilter,
  BundleCheck,
  Category,
  LayeredFilter,
  Pagination,
  Product,
  ProductCard,
  SortParam,
} from "./catalogue-contract";
import type { Domain } from "./contract";
import { openDatabase, startPlatform, type RunningPlatform } from "./index";
import { startTestPlatform, type Answer, type TestPlatform } from "./test-support";

// The catalogue over real HTTP, against the seeded school shop (docs/platform-api.md, Catalogue).

let harness: TestPlatform | undefined;
let platform: RunningPlatform;
let shop: Domain;

type ProductList = { records: ProductCard[]; pagination: Pagination };

/** GET without a body, POST with one; the domain is the school unless given. */
function call<T>(route: string, body?: unknown, domain?: Domain): Promise<Answer<T>> {
  return harness!.call<T>(body === undefined ? "GET" : "POST", route, body, domain);
}

async function ok<T>(route: string, body?: unknown, domain?: Domain): Promise<T> {
  const { status, body: answer } = await call<T>(route, body, domain);
  expect(status, answer.message).toBe(200);
  return answer.data;
}

const getProduct = (query: string) => ok<Product>(`/api/v1/product/web/get?${query}`);
const filter = (body: Record<string, unknown>, domain?: Domain) =>
  ok<ProductList>("/api/v1/product/web/filter", body, domain);
const slugs = (list: { records: ProductCard[] } | ProductCard[]) =>
  ("records" in list ? list.records : list).map((card) => card.slug);
const all = (body: Record<string, unknown> = {}) => filter({ ...body, allowUnlimited: true });
const layered = (mainCategory: string, filters: ActiveFilter[] = []) =>
  ok<{ records: LayeredFilter[] }>("/api/v1/product/layered/navigation", { mainCategory, filters }).then(
    (data) => new Map(data.records.map((record) => [record.attributeCode, record]))
  );
const counts = (record: LayeredFilter | undefined) =>
  Object.fromEntries((record?.values ?? []).map((value) => [value.value, value.totalProducts]));

beforeAll(async () => {
  harness = await startTestPlatform("platform-catalogue-");
  ({ platform, shop } = harness);
});

afterAll(async () => {
  await harness?.close();
});

const ODJECA = [
  "majica-obzor",
  "majica-sportska",
  "personalizirana-majica",
  "dukserica-obzor",
  "dukserica-na-patent",
  "kapa-obzor",
  "sal-obzor",
];
const ARCHIVED = ["majica-matura-2024", "matematika-4-izdanje-2019", "kalkulator-casio-fx-991es"];
const LISTED = 46;

describe("product/web/get", () => {
  it("gives a configurable with its variants, the attributes that tell them apart and the shop's default", async () => {
    const product = await getProduct("slug=majica-obzor");
    expect(product).toMatchObject({
      slug: "majica-obzor",
      format: "Configurable",
      type: "clothing",
      finalPrice: 14.9,
      retailPrice: 17.9,
      basicPrice: 17.9,
      membershipPrice: 12.9,
      discount: 17,
      featured: true,
      archived: false,
      bundles: null,
      download: null,
      categories: [{ slug: "majice", name: "Majice" }],
    });
    expect(product.description).toMatch(/^<p>/);
    expect(product.gallery).toHaveLength(2);
    expect(Object.keys(product.media!.alternativePaths).sort()).toEqual([
      "FullHDSize",
      "LargeSize",
      "MediumSize",
      "PortraitSize",
      "ThumbnailSize",
    ]);

    const variants = product.associatedProducts;
    expect(variants).toHaveLength(11);
    expect(new Set(variants.map((variant) => variant.sku)).size).toBe(11);
    for (const variant of variants) {
      expect(variant.format).toBe("Simple");
      expect(Object.keys(variant.attributes)).toEqual(["color", "size"]);
    }
    expect(variants.find((variant) => variant.slug === "majica-obzor-crvena-m")).toMatchObject({
      attributes: { color: "crvena", size: "m" },
      name: "Majica Obzor – Crvena, M",
    });
    // Each colour has its own picture.
    const pictures = new Set(variants.map((variant) => variant.media?.path));
    expect(pictures.size).toBe(3);

    const [color, size] = product.associatedProductsAttributes;
    expect(color).toMatchObject({ attributeCode: "color", inputType: "VisualSwatch" });
    expect(color.values.map((value) => [value.value, value.color, value.shopDefault])).toEqual([
      ["bijela", "#ffffff", false],
      ["tamnoplava", "#1e3a8a", true],
      ["crvena", "#b91c1c", false],
    ]);
    expect(size).toMatchObject({ attributeCode: "size", inputType: "TextSwatch" });
    expect(size.values.map((value) => value.label)).toEqual(["XS", "S", "M", "L", "XL"]);
    expect(size.values.filter((value) => value.shopDefault).map((value) => value.value)).toEqual(["m"]);
    expect(slugs(product.crossSellProducts)).toEqual(["kapa-obzor", "salica-obzor"]);
  });

  it("gives the same product by id, and a variant by its own slug with its stock", async () => {
    const bySlug = await getProduct("slug=dukserica-obzor");
    expect(await getProduct(`id=${bySlug.id}`)).toEqual(bySlug);
    // The XL variants cost more than the others.
    expect(
      bySlug.associatedProducts.filter((variant) => variant.finalPrice === 36.9).map((variant) => variant.slug)
    ).toEqual(["dukserica-obzor-tamnoplava-xl", "dukserica-obzor-siva-xl"]);

    const variant = await getProduct("slug=dukserica-obzor-bordo-l");
    expect(variant).toMatchObject({ format: "Simple", associatedProducts: [] });
    const attributes = Object.fromEntries(
      variant.attributeSet.attributes.map((attribute) => [attribute.attributeCode, attribute.value.value])
    );
    expect(attributes).toMatchObject({ color: "bordo", size: "l" });
    expect(typeof attributes.stock).toBe("number");
  });

  it("gives every custom option type, with required flags, bounds, colours and price modifiers", async () => {
    const product = await getProduct("slug=personalizirana-majica");
    const options = new Map(product.customOptions.map((option) => [option.type, option]));
    expect([...options.keys()].sort()).toEqual(
      ["date", "dateTime", "dropdown", "multipleSelect", "numberField", "textSwatch", "visualSwatch", "yesNo"].sort()
    );
    expect(options.get("dropdown")).toMatchObject({ required: true });
    expect(options.get("dropdown")!.values.find((value) => value.value === "xl")?.priceModifier).toBe(2);
    expect(options.get("numberField")).toMatchObject({ min: 0, max: 99, values: [], required: false });
    expect(options.get("visualSwatch")!.values.map((value) => value.color)).toEqual([
      "#1e3a8a",
      "#111827",
      "#b91c1c",
      "#d4a017",
    ]);
    expect(options.get("multipleSelect")!.values.map((value) => value.priceModifier)).toEqual([3, 2.5, 1.5]);
    expect(options.get("date")!.values).toEqual([]);
    expect(options.get("dropdown")).not.toHaveProperty("min");
  });

  it("gives a bundle's entries: a configurable, simple members and a nested bundle", async () => {
    const bundle = await getProduct("slug=paket-za-prvasice");
    expect(bundle.bundles).toMatchObject({ id: bundle.id, format: "Bundle" });
    expect(bundle.bundles!.entries.map((entry) => [entry.product.slug, entry.format, entry.quantity])).toEqual([
      ["dukserica-obzor", "Configurable", 1],
      ["pernica-obzor", "Simple", 1],
      ["set-biljeznica", "Bundle", 2],
      ["geometrijski-pribor", "Simple", 1],
    ]);
  });

  it("gives an EProduct's download and typed attribute values with Croatian labels", async () => {
    const ticket = await getProduct("slug=radionica-robotike");
    expect(ticket).toMatchObject({ format: "EProduct", download: { fileName: "ulaznica-radionica-robotike.pdf" } });
    expect(ticket.attributeSet.attributes.find((attribute) => attribute.attributeCode === "eventStart")?.value).toEqual(
      { value: "2026-04-18T07:00:00.000Z", label: "18. 4. 2026. 09:00" }
    );
    const book = await getProduct("slug=matematika-1");
    const values = new Map(book.attributeSet.attributes.map((attribute) => [attribute.attributeCode, attribute.value]));
    expect(values.get("pages")).toEqual({ value: 312, label: "312" });
    expect(values.get("publishedAt")).toEqual({ value: "2023-05-15", label: "15. 5. 2023." });
    expect(values.get("brand")).toEqual({ value: "skolska-knjiga", label: "Školska knjiga" });
    expect(values.get("recycled")).toEqual({ value: false, label: "Ne" });
    // The archived old edition is left out of the cross-sells.
    expect(slugs(book.crossSellProducts)).toEqual(["zbirka-zadataka-matematika", "e-udzbenik-matematika-1"]);
  });

  it("serves the product pictures in the named sizes", async () => {
    const product = await getProduct("slug=salica-obzor");
    const response = await fetch(`${platform.url}${product.media!.alternativePaths.ThumbnailSize}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^<svg [^>]*width="50" height="50"/);
  });

  it("answers 404 'Product not found' for archived, unknown and other sites' products", async () => {
    for (const slug of [...ARCHIVED, "ne-postoji"]) {
      const { status, body } = await call(`/api/v1/product/web/get?slug=${slug}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ errored: true, message: "Product not found" });
    }
    expect((await call("/api/v1/product/web/get?id=999999")).status).toBe(404);
    const { id } = await getProduct("slug=majica-obzor");
    expect((await call(`/api/v1/product/web/get?id=${id}`, undefined, shop)).status).toBe(404);
  });

  it("answers 400 without a slug or an id, or with a malformed id", async () => {
    const missing = await call("/api/v1/product/web/get");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Invalid request: slug: Required: give slug or id");
    const malformed = await call("/api/v1/product/web/get?id=abc");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/^Invalid request: id: /);
  });
});

describe("product/web/filter", () => {
  it("lists the newest first, 10 a page, without variants or archived products", async () => {
    const page = await filter({});
    expect(page.pagination).toEqual({ page: 1, limit: 10, totalPages: 5, totalRecords: LISTED });
    const created = page.records.map((card) => card.created_at);
    expect(created).toEqual([...created].sort().reverse());

    const everything = await all();
    expect(everything.records).toHaveLength(LISTED);
    expect(everything.pagination).toMatchObject({ page: 1, totalPages: 1, totalRecords: LISTED });
    const listed = new Set(slugs(everything));
    for (const slug of ARCHIVED) expect(listed.has(slug)).toBe(false);
    const { associatedProducts } = await getProduct("slug=majica-obzor");
    for (const variant of associatedProducts) expect(listed.has(variant.slug)).toBe(false);
    expect(everything.records.every((card) => card.archived === false)).toBe(true);
  });

  it("lists a category with its descendants' products", async () => {
    expect(slugs(await all({ mainCategory: "odjeca" })).sort()).toEqual([...ODJECA].sort());
    expect(slugs(await all({ mainCategory: "dukserice" })).sort()).toEqual(["dukserica-na-patent", "dukserica-obzor"]);
    const pribor = slugs(await all({ mainCategory: "pribor" }));
    expect(pribor).toEqual(expect.arrayContaining(["biljeznica-a4-crte", "kalkulator-ti-84-plus-ce", "ruksak-obzor"]));
  });

  it("answers an unknown category and another site with empty lists", async () => {
    expect(await filter({ mainCategory: "ne-postoji" })).toEqual({
      records: [],
      pagination: { page: 1, limit: 10, totalPages: 0, totalRecords: 0 },
    });
    expect((await filter({}, shop)).pagination.totalRecords).toBe(0);
  });

  it("takes several values of one key as OR and several keys as AND", async () => {
    const red = slugs(await all({ filters: [{ key: "color", value: "crvena" }] }));
    const green = slugs(await all({ filters: [{ key: "color", value: ["zelena"] }] }));
    const either = slugs(await all({ filters: [{ key: "color", value: ["crvena", "zelena"] }] }));
    expect(red.length).toBeGreaterThan(0);
    expect(green.length).toBeGreaterThan(0);
    expect(either.sort()).toEqual([...new Set([...red, ...green])].sort());

    const casioBlack = await all({
      filters: [
        { key: "brand", value: "casio" },
        { key: "color", value: "crna" },
      ],
    });
    expect(slugs(casioBlack)).toEqual(["kalkulator-casio-fx-991ex"]);
  });

  it("finds a configurable only when one variant has every asked-for variant value", async () => {
    const redSmall = [
      { key: "color", value: "crvena" },
      { key: "size", value: "s" },
    ];
    expect(slugs(await all({ mainCategory: "odjeca", filters: redSmall }))).toEqual(["majica-obzor"]);
    const redXl = [
      { key: "color", value: "crvena" },
      { key: "size", value: "xl" },
    ];
    expect((await all({ mainCategory: "odjeca", filters: redXl })).records).toEqual([]);
    // A configurable's own attributes combine with its variants' values.
    const cottonRed = [
      { key: "material", value: "pamuk" },
      { key: "color", value: "crvena" },
    ];
    expect(slugs(await all({ filters: cottonRed }))).toEqual(["majica-obzor"]);
  });

  it("filters by price (inclusive), by number, date and date-time ranges and by YesNo", async () => {
    const range = await all({ filters: [{ key: "price", range: { min: 10, max: 20 } }] });
    expect(range.records.length).toBeGreaterThan(5);
    expect(range.records.every((card) => card.finalPrice >= 10 && card.finalPrice <= 20)).toBe(true);
    expect(slugs(await all({ filters: [{ key: "price", range: { min: 14.9, max: 14.9 } }] })).sort()).toEqual([
      "majica-obzor",
      "nalivpero-pelikan",
    ]);
    expect(slugs(await all({ filters: [{ key: "price", range: { min: 100 } }] }))).toEqual([
      "kalkulator-ti-84-plus-ce",
    ]);

    const thick = await all({
      filters: [{ key: "pages", range: { min: 300 } }],
      sort: { param: "name", order: "asc" },
    });
    expect(slugs(thick)).toEqual(["e-udzbenik-matematika-1", "matematika-1", "skolski-rjecnik"]);

    const published = await all({ filters: [{ key: "publishedAt", range: { min: "2023-01-01", max: "2023-12-31" } }] });
    expect(slugs(published).sort()).toEqual(["biologija-2", "e-udzbenik-matematika-1", "matematika-1"]);

    // A bare date as max takes in that whole day (Zagreb 09:00 is 07:00 UTC).
    const april18 = await all({ filters: [{ key: "eventStart", range: { min: "2026-04-18", max: "2026-04-18" } }] });
    expect(slugs(april18)).toEqual(["radionica-robotike"]);
    const may = await all({ filters: [{ key: "eventStart", range: { min: "2026-05-01T00:00:00Z" } }] });
    expect(slugs(may)).toEqual(["radionica-fotografije"]);

    const recycled = await all({ filters: [{ key: "recycled", value: true }] });
    expect(slugs(recycled)).toContain("biljeznica-a5-reciklirana");
    const notRecycled = await all({ filters: [{ key: "recycled", value: "false" }] });
    expect(slugs(notRecycled)).not.toContain("biljeznica-a5-reciklirana");
  });

  it("filters by featured, discount, archived, format and id", async () => {
    const featured = await all({ filters: [{ key: "featured", value: true }] });
    expect(featured.records.length).toBeGreaterThanOrEqual(6);
    expect(featured.records.every((card) => card.featured)).toBe(true);
    const featuredCategories = new Set<string>();
    for (const card of featured.records) {
      for (const category of (await getProduct(`id=${card.id}`)).categories) featuredCategories.add(category.slug);
    }
    expect(featuredCategories.size).toBeGreaterThanOrEqual(5);
    expect(slugs(await all({ mainCategory: "odjeca", filters: [{ key: "featured", value: true }] })).sort()).toEqual([
      "dukserica-obzor",
      "majica-obzor",
    ]);

    const discounted = await all({ filters: [{ key: "discount", value: true }] });
    expect(discounted.records.length).toBeGreaterThan(5);
    for (const card of discounted.records) expect(card.retailPrice).toBeGreaterThan(card.finalPrice);

    const archived = await all({ filters: [{ key: "archived", value: true }] });
    expect(slugs(archived).sort()).toEqual([...ARCHIVED].sort());

    const bundles = await all({ filters: [{ key: "format", value: ["Bundle"] }] });
    expect(slugs(bundles).sort()).toEqual([
      "paket-skolskog-pribora",
      "paket-za-maturante",
      "paket-za-prvasice",
      "set-biljeznica",
    ]);
    const eproducts = await all({ filters: [{ key: "format", value: "EProduct" }] });
    expect(eproducts.records.length).toBeGreaterThanOrEqual(3);

    const picked = bundles.records.slice(0, 2).map((card) => String(card.id));
    expect(
      (await all({ filters: [{ key: "id", value: picked }] })).records.map((card) => String(card.id)).sort()
    ).toEqual(picked.sort());
  });

  it("searches name, sku and description, without minding case or accents", async () => {
    const accented = slugs(await all({ keywords: "bilježnica" }));
    expect(accented).toContain("biljeznica-a4-crte");
    expect(slugs(await all({ keywords: "BILJEZNICA" }))).toEqual(accented);
    expect(slugs(await all({ keywords: "kalkulator casio" })).sort()).toEqual([
      "kalkulator-casio-fx-82ms",
      "kalkulator-casio-fx-991ex",
    ]);
    expect(slugs(await all({ keywords: "PRI-KAL-TI84" }))).toEqual(["kalkulator-ti-84-plus-ce"]);
    expect(slugs(await all({ keywords: "arduino" }))).toEqual(["radionica-robotike"]);
    expect((await all({ keywords: "100%_" })).records).toEqual([]);
  });

  const sortKeys: Record<SortParam, (card: ProductCard) => number | string> = {
    created_at: (card) => card.created_at,
    finalPrice: (card) => card.finalPrice,
    name: (card) => card.name,
    categoryPriority: (card) => card.categoryPriority,
  };

  it.each(Object.keys(sortKeys) as SortParam[])("sorts by %s both ways, ties by id", async (param) => {
    const asc = (await all({ sort: { param, order: "asc" } })).records;
    const desc = (await all({ sort: { param, order: "desc" } })).records;
    expect(asc).toHaveLength(LISTED);
    expect(desc.map((card) => card.id)).toEqual(asc.map((card) => card.id).reverse());
    const key = sortKeys[param];
    const compare =
      param === "name"
        ? (a: ProductCard, b: ProductCard) => (key(a) as string).localeCompare(key(b) as string, "hr") || a.id - b.id
        : (a: ProductCard, b: ProductCard) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id);
    expect(asc.map((card) => card.id)).toEqual([...asc].sort(compare).map((card) => card.id));
  });

  it("sorts names in Croatian alphabetical order", async () => {
    const names = (await all({ sort: { param: "name", order: "asc" } })).records.map((card) => card.name);
    const index = (prefix: string) => names.findIndex((name) => name.startsWith(prefix));
    expect(index("Sportska")).toBeLessThan(index("Šal Obzor"));
    expect(index("Šalica")).toBeLessThan(index("Vodič"));
    expect(index("Grafički")).toBeLessThan(index("Grafitne"));
  });

  it("pages through the whole match with stable totals", async () => {
    const everything = slugs(await all({ sort: { param: "finalPrice", order: "asc" } }));
    const seen: string[] = [];
    for (let page = 1; page <= 7; page += 1) {
      const answer = await filter({ limit: 7, page, sort: { param: "finalPrice", order: "asc" } });
      expect(answer.pagination).toEqual({ page, limit: 7, totalPages: 7, totalRecords: LISTED });
      seen.push(...slugs(answer));
    }
    expect(seen).toEqual(everything);
    const past = await filter({ limit: 7, page: 8 });
    expect(past).toEqual({ records: [], pagination: { page: 8, limit: 7, totalPages: 7, totalRecords: LISTED } });
    const category = await filter({ mainCategory: "odjeca", limit: 3, page: 3 });
    expect(category.pagination).toEqual({ page: 3, limit: 3, totalPages: 3, totalRecords: ODJECA.length });
    expect(category.records).toHaveLength(1);
  });

  it.each([
    [{ limit: 0 }, "Invalid request: limit: Number must be greater than or equal to 1"],
    [{ limit: 1000 }, "Invalid request: limit: Number must be less than or equal to 100"],
    [{ limit: "10" }, "Invalid request: limit: Expected number, received string"],
    [{ page: 0 }, "Invalid request: page: Number must be greater than or equal to 1"],
    [{ sort: { param: "price", order: "asc" } }, /^Invalid request: sort\.param: Invalid enum value/],
    [{ sort: { param: "name" } }, "Invalid request: sort.order: Required"],
    [{ filters: {} }, "Invalid request: filters: Expected array, received object"],
    [{ filters: [{ value: "x" }] }, "Invalid request: filters.0.key: Required"],
    [{ filters: [{ key: "colour", value: "x" }] }, "Invalid request: filters.0.key: Unknown filter: colour"],
    [{ filters: [{ key: "stock", range: { min: 1 } }] }, "Invalid request: filters.0.key: Unknown filter: stock"],
    [
      { filters: [{ key: "color", value: "crna" }, { key: "nope" }] },
      "Invalid request: filters.1.key: Unknown filter: nope",
    ],
    [
      { filters: [{ key: "price", range: { min: 30, max: 10 } }] },
      "Invalid request: filters.0.range: min must not be greater than max",
    ],
    [{ filters: [{ key: "price", range: { min: "abc" } }] }, "Invalid request: filters.0.range.min: Expected a number"],
    [{ filters: [{ key: "pages", value: "100" }] }, /^Invalid request: filters\.0\.range: Required/],
    [
      { filters: [{ key: "publishedAt", range: { min: "yesterday" } }] },
      /^Invalid request: filters\.0\.range\.min: Expected an ISO date/,
    ],
    [
      { filters: [{ key: "color", value: true }] },
      "Invalid request: filters.0.value: Expected a value or a list of values",
    ],
    [{ filters: [{ key: "color" }] }, "Invalid request: filters.0.value: Required"],
    [{ filters: [{ key: "featured", value: "yes" }] }, "Invalid request: filters.0.value: Expected true or false"],
    [{ filters: [{ key: "format", value: "Bundl" }] }, /^Invalid request: filters\.0\.value: Unknown format: Bundl/],
    [
      { filters: [{ key: "id", value: "abc" }] },
      "Invalid request: filters.0.value: Expected product ids, received abc",
    ],
    [{ mainCategory: "" }, "Invalid request: mainCategory: Must not be empty"],
    [{ keywords: 42 }, "Invalid request: keywords: Expected string, received number"],
  ])("rejects %j with 400", async (body, message) => {
    const { status, body: answer } = await call("/api/v1/product/web/filter", body);
    expect(status).toBe(400);
    expect(answer.errored).toBe(true);
    expect(answer.message).toMatch(message);
  });

  it("rejects a body that is not an object", async () => {
    const { status, body } = await call("/api/v1/product/web/filter", [1, 2]);
    expect(status).toBe(400);
    expect(body.message).toBe("Invalid request: Expected object, received array");
  });
});

describe("product/layered/navigation", () => {
  it("gives a category's filterable attributes with counts, price first", async () => {
    const filters = await layered("odjeca");
    expect([...filters.keys()]).toEqual(["price", "color", "size", "brand", "material", "recycled"]);
    expect(filters.get("price")).toMatchObject({
      type: "Number",
      attributeID: 0,
      values: [{ minValue: 12.5, maxValue: 39.9, totalProducts: ODJECA.length }],
    });
    expect(filters.get("color")?.type).toBe("VisualSwatch");
    expect(counts(filters.get("color"))).toEqual({
      bijela: 2,
      crna: 2,
      siva: 2,
      tamnoplava: 3,
      zelena: 1,
      zuta: 1,
      crvena: 1,
      bordo: 2,
    });
    expect(filters.get("color")!.values.find((value) => value.value === "crvena")).toMatchObject({
      valueLabel: "Crvena",
      color: "#b91c1c",
      attributeID: filters.get("color")!.attributeID,
    });
    expect(counts(filters.get("size"))).toEqual({ xs: 2, s: 4, m: 4, l: 4, xl: 3 });
    expect(counts(filters.get("recycled"))).toEqual({ true: 2, false: 5 });
  });

  it("counts what the listing would find with that value added", async () => {
    const filters = await layered("odjeca");
    for (const code of ["color", "size", "material"]) {
      for (const value of filters.get(code)!.values) {
        const listing = await filter({ mainCategory: "odjeca", filters: [{ key: code, value: value.value }] });
        expect(listing.pagination.totalRecords, `${code}=${value.value}`).toBe(value.totalProducts);
      }
    }
  });

  it("does not narrow a filter's own counts by its selection, but narrows the others", async () => {
    const before = await layered("odjeca");
    const after = await layered("odjeca", [{ key: "color", value: ["crvena"] }]);
    expect(counts(after.get("color"))).toEqual(counts(before.get("color")));
    expect(counts(after.get("size"))).toEqual({ s: 1, m: 1 });
    expect(after.get("price")!.values[0]).toMatchObject({ minValue: 14.9, maxValue: 14.9, totalProducts: 1 });
    expect(counts(after.get("brand"))).toEqual({ obzor: 1 });
  });

  it("keeps a selected value that no longer has products", async () => {
    const filters = await layered("odjeca", [
      { key: "size", value: ["xs"] },
      { key: "color", value: ["zelena"] },
    ]);
    expect(counts(filters.get("color"))).toEqual({ bijela: 1, tamnoplava: 1, zelena: 0 });
    expect(counts(filters.get("size"))).toEqual({ xs: 0, s: 1, m: 1, l: 1 });
  });

  it("gives Number and Date attributes one value with min and max, not narrowed by their own range", async () => {
    const books = await layered("knjige-i-udzbenici");
    expect(books.get("pages")).toMatchObject({
      type: "Number",
      values: [{ minValue: 96, maxValue: 1120, totalProducts: 12 }],
    });
    expect(books.get("publishedAt")).toMatchObject({
      type: "Date",
      values: [{ minValue: "2017-01-20", maxValue: "2024-08-19" }],
    });
    expect(books.has("color")).toBe(false);

    const thick = await layered("knjige-i-udzbenici", [{ key: "pages", range: { min: 300 } }]);
    expect(thick.get("pages")!.values[0]).toMatchObject({ minValue: 96, maxValue: 1120, totalProducts: 12 });
    expect(thick.get("publishedAt")!.values[0]).toMatchObject({ minValue: "2017-01-20", maxValue: "2023-05-15" });
    expect(counts(thick.get("brand"))).toEqual({ "skolska-knjiga": 3 });

    const cheap = await layered("knjige-i-udzbenici", [{ key: "price", range: { max: 10 } }]);
    expect(cheap.get("price")!.values[0]).toMatchObject({ minValue: 8.5, maxValue: 34 });
    expect(cheap.get("pages")!.values[0]).toMatchObject({ minValue: 176, maxValue: 296, totalProducts: 2 });

    const events = await layered("digitalno");
    expect(events.get("eventStart")).toMatchObject({
      type: "DateTime",
      values: [{ minValue: "2026-04-18T07:00:00.000Z", maxValue: "2026-05-09T08:00:00.000Z", totalProducts: 2 }],
    });
  });

  it("answers an unknown category and another site with an empty list, a wrong filter with 400", async () => {
    expect(await ok("/api/v1/product/layered/navigation", { mainCategory: "ne-postoji", filters: [] })).toEqual({
      records: [],
    });
    expect(await ok("/api/v1/product/layered/navigation", { mainCategory: "odjeca", filters: [] }, shop)).toEqual({
      records: [],
    });
    const unknown = await call("/api/v1/product/layered/navigation", {
      mainCategory: "odjeca",
      filters: [{ key: "velicina", value: "m" }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Invalid request: filters.0.key: Unknown filter: velicina");
    const notArray = await call("/api/v1/product/layered/navigation", { mainCategory: "odjeca", filters: "color" });
    expect(notArray.status).toBe(400);
    expect(notArray.body.message).toBe("Invalid request: filters: Expected array, received string");
  });
});

describe("categories", () => {
  it("gives the tree sorted by id, every category with a picture", async () => {
    const { records } = await ok<{ records: Category[] }>("/api/v1/product/web/category/filter", { tree: true });
    expect(records.map((category) => category.slug)).toEqual([
      "odjeca",
      "knjige-i-udzbenici",
      "pribor",
      "digitalno",
      "paketi",
      "suveniri",
    ]);
    expect(records[0].children!.map((category) => category.slug)).toEqual(["majice", "dukserice"]);
    expect(records[2].children!.map((category) => category.slug)).toEqual(["biljeznice", "kalkulatori"]);
    const flat = (categories: Category[]): Category[] =>
      categories.flatMap((category) => [category, ...flat(category.children ?? [])]);
    for (const category of flat(records)) {
      expect(category.image?.alternativePaths.LargeSize).toMatch(/^\/media\/school\/categories\/.+-926x926\.svg$/);
      expect(category.description).not.toBe("");
    }
  });

  it("gives a flat list, or the children of a parent", async () => {
    const { records } = await ok<{ records: Category[] }>("/api/v1/product/web/category/filter", {});
    expect(records).toHaveLength(10);
    expect(records.map((category) => category.id)).toEqual(
      [...records.map((category) => category.id)].sort((a, b) => a - b)
    );
    expect(records[0]).not.toHaveProperty("children");
    const pribor = records.find((category) => category.slug === "pribor")!;
    const children = await ok<{ records: Category[] }>("/api/v1/product/web/category/filter", { parentId: pribor.id });
    expect(children.records.map((category) => [category.slug, category.parentId])).toEqual([
      ["biljeznice", pribor.id],
      ["kalkulatori", pribor.id],
    ]);
  });

  it("gives a category by slug with its children and sort settings", async () => {
    const odjeca = await ok<Category>("/api/v1/product/web/category/get?slug=odjeca");
    expect(odjeca).toMatchObject({ name: "Odjeća", parentId: null, sortDefaultType: "newest" });
    expect(odjeca.sortTypes).toHaveLength(8);
    expect(odjeca.children!.map((category) => category.slug)).toEqual(["majice", "dukserice"]);
    const books = await ok<Category>("/api/v1/product/web/category/get?slug=knjige-i-udzbenici");
    expect(books).toMatchObject({
      sortTypes: ["priceAsc", "priceDesc", "nameAsc"],
      sortDefaultType: "priceAsc",
      children: [],
    });
  });

  it("answers 404 'Category not found', 400 without a slug, and empty lists on another site", async () => {
    const unknown = await call("/api/v1/product/web/category/get?slug=ne-postoji");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Category not found");
    expect((await call("/api/v1/product/web/category/get?slug=odjeca", undefined, shop)).status).toBe(404);
    const missing = await call("/api/v1/product/web/category/get");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Invalid request: slug: Required");
    const wrongTree = await call("/api/v1/product/web/category/filter", { tree: "yes" });
    expect(wrongTree.status).toBe(400);
    expect(wrongTree.body.message).toBe("Invalid request: tree: Expected boolean, received string");
    expect(await ok("/api/v1/product/web/category/filter", { tree: true }, shop)).toEqual({ records: [] });
  });
});

describe("product/checkBundles", () => {
  const check = async (slug: string) =>
    ok<BundleCheck>(`/api/v1/product/checkBundles?product=${(await getProduct(`slug=${slug}`)).id}`);

  it("needs choices for a configurable member and a nested bundle", async () => {
    const answer = await check("paket-za-prvasice");
    expect(answer.canAddDirectly).toBe(false);
    expect(answer.entries.map((entry) => [entry.product.slug, entry.format, entry.needsChoice])).toEqual([
      ["dukserica-obzor", "Configurable", true],
      ["pernica-obzor", "Simple", false],
      ["set-biljeznica", "Bundle", true],
      ["geometrijski-pribor", "Simple", false],
    ]);
    const [hoodie, pencilCase, notebooks] = answer.entries;
    expect(hoodie.choices).toHaveLength(11);
    expect(hoodie.choices.every((choice) => choice.format === "Simple")).toBe(true);
    expect(pencilCase.choices).toEqual([]);
    expect(slugs(notebooks.choices)).toEqual(["biljeznica-a4-crte", "biljeznica-a4-kockice"]);
    expect(notebooks.quantity).toBe(2);
  });

  it("adds a bundle of simple members and EProducts directly", async () => {
    for (const slug of ["paket-skolskog-pribora", "paket-za-maturante", "set-biljeznica"]) {
      const answer = await check(slug);
      expect(answer.canAddDirectly, slug).toBe(true);
      expect(answer.entries.every((entry) => !entry.needsChoice && entry.choices.length === 0)).toBe(true);
    }
    const formats = (await check("paket-za-maturante")).entries.map((entry) => entry.format);
    expect(formats).toEqual(["EProduct", "Simple", "Simple"]);
  });

  it("answers 400 for a product that is not a bundle or a malformed id, 404 for an unknown one", async () => {
    const { id } = await getProduct("slug=majica-obzor");
    const notBundle = await call(`/api/v1/product/checkBundles?product=${id}`);
    expect(notBundle.status).toBe(400);
    expect(notBundle.body.message).toBe("Invalid request: product: Not a bundle");
    const malformed = await call("/api/v1/product/checkBundles?product=abc");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/^Invalid request: product: /);
    const unknown = await call("/api/v1/product/checkBundles?product=999999");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Product not found");
  });
});

describe("catalogue seed", () => {
  it("is written once, and added to a data directory that has the sites but no catalogue", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "platform-catalogue-seed-"));
    const productCount = () => {
      const db = openDatabase(dir);
      try {
        return db.prepare("SELECT COUNT(*) FROM products").pluck().get() as number;
      } finally {
        db.close();
      }
    };
    try {
      await (await startPlatform({ port: 0, dataDir: dir })).close();
      const seeded = productCount();
      expect(seeded).toBeGreaterThan(LISTED);
      await (await startPlatform({ port: 0, dataDir: dir })).close();
      expect(productCount()).toBe(seeded);

      // As a data directory made before the catalogue existed: the sites, no catalogue rows.
      const db = openDatabase(dir);
      db.exec("DELETE FROM products; DELETE FROM categories; DELETE FROM attributes;");
      db.prepare(
        "DELETE FROM media WHERE path LIKE '/media/school/products/%' OR path LIKE '/media/school/categories/%'"
      ).run();
      db.close();
      await (await startPlatform({ port: 0, dataDir: dir })).close();
      expect(productCount()).toBe(seeded);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
