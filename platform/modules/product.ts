import { Router } from "express";
import { z } from "zod";
import { SORT_PARAMS } from "../catalogue-contract";
import { siteAttributes, type Attribute } from "../data/attributes";
import { checkBundle } from "../data/bundles";
import { registerCatalogueFunctions } from "../data/catalogue-text";
import { categorySubtreeIds, filterCategories, findCategory } from "../data/categories";
import { layeredNavigation } from "../data/layered";
import { activeFiltersSchema, type Scope } from "../data/product-filter";
import { findListedCard, findProduct, listProducts } from "../data/products";
import type { Db } from "../db/index";
import { contextOf } from "../http/api-key";
import { HttpError, sendData } from "../http/envelope";
import { parseInput } from "../http/validate";

const slug = z.string().trim().min(1, "Must not be empty").max(255);
const queryId = z.coerce.number({ invalid_type_error: "Expected a number" }).int().positive();

const getQuery = z
  .object({ slug: slug.optional(), id: queryId.optional() })
  .refine((query) => query.slug !== undefined || query.id !== undefined, {
    message: "Required: give slug or id",
    path: ["slug"],
  });

/** The body of `product/web/filter`; the filters are checked against the site's attributes. */
function filterBody(attributes: Map<string, Attribute>) {
  return z.object({
    keywords: z.string().max(200).optional(),
    filters: activeFiltersSchema(attributes).optional(),
    mainCategory: slug.optional(),
    // Accepted for the production platform's sake: answers always carry whole cards.
    select: z.array(z.string().max(100)).max(100).optional(),
    limit: z.number().int().min(1).max(100).optional(),
    page: z.number().int().min(1).default(1),
    sort: z
      .object({ param: z.enum(SORT_PARAMS), order: z.enum(["asc", "desc"]) })
      .default({ param: "created_at", order: "desc" }),
    allowUnlimited: z.boolean().optional(),
  });
}

function layeredBody(attributes: Map<string, Attribute>) {
  return z.object({
    mainCategory: slug.optional(),
    filters: activeFiltersSchema(attributes).default([]),
  });
}

const categoryGetQuery = z.object({ slug });
const categoryFilterBody = z.object({
  tree: z.boolean().default(false),
  parentId: z.number().int().positive().optional(),
});
const checkBundlesQuery = z.object({ product: queryId });

const DEFAULT_LIMIT = 10;

/** Keywords as words; each must occur in the name, the sku or the description. */
function words(keywords: string | undefined): string[] {
  return (keywords ?? "").split(/\s+/).filter(Boolean).slice(0, 10);
}

/**
 * The scope of a listing: an unknown category has no products (it may belong to another
 * site), so the answer is an empty list, not an error.
 */
function scopeOf(db: Db, siteId: number, mainCategory: string | undefined, keywords?: string[]): Scope | undefined {
  if (mainCategory === undefined) return { siteId, keywords };
  const categoryIds = categorySubtreeIds(db, siteId, mainCategory);
  return categoryIds ? { siteId, categoryIds, keywords } : undefined;
}

/** `product`: the catalogue (docs/platform-api.md, Catalogue). */
export function productRoutes(db: Db): Router {
  registerCatalogueFunctions(db);
  const router = Router();

  router.get("/v1/product/web/get", (req, res) => {
    const query = parseInput(getQuery, req.query);
    const { siteId } = contextOf(res);
    const product = findProduct(db, siteId, query.id !== undefined ? { id: query.id } : { slug: query.slug! });
    if (!product) throw new HttpError(404, "Product not found");
    sendData(res, product);
  });

  router.post("/v1/product/web/filter", (req, res) => {
    const { siteId } = contextOf(res);
    const body = parseInput(filterBody(siteAttributes(db, siteId)), req.body);
    const limit = body.limit ?? (body.allowUnlimited ? undefined : DEFAULT_LIMIT);
    const scope = scopeOf(db, siteId, body.mainCategory, words(body.keywords));
    if (!scope) {
      sendData(res, {
        records: [],
        pagination: { page: body.page, limit: limit ?? 0, totalPages: 0, totalRecords: 0 },
      });
      return;
    }
    sendData(res, listProducts(db, scope, body.filters ?? [], { sort: body.sort, page: body.page, limit }));
  });

  router.get("/v1/product/web/category/get", (req, res) => {
    const query = parseInput(categoryGetQuery, req.query);
    const category = findCategory(db, contextOf(res).siteId, query.slug);
    if (!category) throw new HttpError(404, "Category not found");
    sendData(res, category);
  });

  router.post("/v1/product/web/category/filter", (req, res) => {
    const body = parseInput(categoryFilterBody, req.body);
    sendData(res, { records: filterCategories(db, contextOf(res).siteId, body) });
  });

  router.post("/v1/product/layered/navigation", (req, res) => {
    const { siteId } = contextOf(res);
    const attributes = siteAttributes(db, siteId);
    const body = parseInput(layeredBody(attributes), req.body);
    const scope = scopeOf(db, siteId, body.mainCategory);
    sendData(res, { records: scope ? layeredNavigation(db, scope, attributes, body.filters) : [] });
  });

  router.get("/v1/product/checkBundles", (req, res) => {
    const { product: id } = parseInput(checkBundlesQuery, req.query);
    const { siteId } = contextOf(res);
    const product = findListedCard(db, siteId, id);
    if (!product) throw new HttpError(404, "Product not found");
    if (product.format !== "Bundle") {
      throw new HttpError(400, "Invalid request: product: Not a bundle", {
        issues: [{ code: "custom", path: ["product"], message: "Not a bundle" }],
      });
    }
    sendData(res, checkBundle(db, siteId, id));
  });

  return router;
}
