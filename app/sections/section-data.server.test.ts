import { afterEach, describe, expect, it, vi } from "vitest";
import type { PlatformContext } from "~/api/client.server";
import { loadProductCategories } from "./product-categories/data.server";
import { loadProductsList } from "./products-list/data.server";
import { withSectionData } from "./section-data.server";

afterEach(() => vi.restoreAllMocks());

const card = (id: number) => ({ id, name: `Proizvod ${id}`, slug: `proizvod-${id}`, format: "Simple", basicPrice: 1, finalPrice: 1 });
const category = (id: number, slug: string, children: unknown[] = []) => ({ id, name: slug, slug, children });

/** A platform context whose HTTP client answers `answer` and records the calls; its own cache key. */
function fakeContext(answer: (path: string, options: { body?: unknown }) => unknown) {
  const calls: { path: string; body?: unknown }[] = [];
  const call = vi.fn(async (_method: string, path: string, options: { body?: unknown; schema: { parse: (value: unknown) => unknown } }) => {
    calls.push({ path, body: options.body });
    return options.schema.parse(answer(path, options));
  });
  const ctx = { http: { call }, cacheKey: `test-${Math.random()}`, cacheTtlMs: 60_000, language: "hr" } as unknown as PlatformContext;
  return { ctx, calls };
}

describe("section data", () => {
  it("products-list: chosen products by id, in the editor's order", async () => {
    const { ctx, calls } = fakeContext(() => ({ records: [card(1), card(3), card(2)], pagination: { totalPages: 1, totalRecords: 3 } }));
    const products = await loadProductsList(ctx, { productIds: [3, 9, 1], limit: 4 });
    expect(products.map((product) => product.id)).toEqual([3, 1]);
    expect(calls[0].body).toMatchObject({ filters: [{ key: "id", value: ["3", "9", "1"] }], limit: 3 });
  });

  it("products-list: else the newest of a category, at most `limit`", async () => {
    const { ctx, calls } = fakeContext(() => ({ records: [card(5)], pagination: { totalPages: 1, totalRecords: 1 } }));
    await loadProductsList(ctx, { categorySlug: "biljeznice", limit: 2 });
    expect(calls[0].body).toMatchObject({ mainCategory: "biljeznice", filters: [], limit: 2, page: 1 });
  });

  it("product-categories: chosen slugs from anywhere in the tree, in order; else the top level", async () => {
    const tree = [category(1, "odjeca", [category(2, "majice")]), category(3, "pribor")];
    const { ctx } = fakeContext(() => ({ records: tree }));
    expect((await loadProductCategories(ctx, { categorySlugs: ["pribor", "nema", "majice"] })).map((c) => c.slug)).toEqual(["pribor", "majice"]);
    expect((await loadProductCategories(ctx, {})).map((c) => c.slug)).toEqual(["odjeca", "pribor"]);
  });

  it("leaves out a section whose data fails and keeps the rest of the page", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { ctx } = fakeContext(() => {
      throw new Error("platform down");
    });
    const sections = await withSectionData(
      ctx,
      [
        { id: "p", type: "products-list", props: { limit: 3 } },
        { id: "t", type: "text", props: { html: "<p>Bok</p>" } },
      ],
      new Request("http://localhost/sekcije"),
    );
    expect(sections.map((section) => section.id)).toEqual(["t"]);
  });
});
