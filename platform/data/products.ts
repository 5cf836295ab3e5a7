import type {
  AttributeType,
  BundleEntry,
  CustomOption,
  CustomOptionType,
  Pagination,
  Product,
  ProductAttribute,
  ProductCard,
  ProductFormat,
  SortParam,
  Variant,
  VariantAttribute,
} from "../catalogue-contract";
import type { Db } from "../db/index";
import { findMedia } from "./media";
import { matchSql, orderSql, type Condition, type Scope } from "./product-filter";

// Products as the catalogue answers them: cards for listings, the full product for its page.

/** The columns of a card, over products `p`. */
export const CARD_COLUMNS = `p.id, p.name, p.slug, p.sku, p.type, p.format, p.media_id, p.basic_price_cents,
  p.retail_price_cents, p.final_price_cents, p.membership_price_cents, p.discount, p.category_priority,
  p.archived, p.featured, p.created_at`;

export type CardRow = {
  id: number;
  name: string;
  slug: string;
  sku: string;
  type: string;
  format: ProductFormat;
  media_id: number | null;
  basic_price_cents: number;
  retail_price_cents: number | null;
  final_price_cents: number;
  membership_price_cents: number | null;
  discount: number;
  category_priority: number;
  archived: 0 | 1;
  featured: 0 | 1;
  created_at: string;
};

type ProductRow = CardRow & {
  parent_id: number | null;
  description: string;
  short_description: string;
  download: string | null;
};

/** Cents as the contract's price: euros with two decimals. */
export function price(cents: number): number {
  return Math.round(cents) / 100;
}

export function toCard(db: Db, siteId: number, row: CardRow): ProductCard {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    type: row.type,
    format: row.format,
    media: findMedia(db, siteId, row.media_id),
    basicPrice: price(row.basic_price_cents),
    retailPrice: row.retail_price_cents === null ? null : price(row.retail_price_cents),
    finalPrice: price(row.final_price_cents),
    membershipPrice: row.membership_price_cents === null ? null : price(row.membership_price_cents),
    discount: row.discount,
    categoryPriority: row.category_priority,
    archived: row.archived === 1,
    featured: row.featured === 1,
    created_at: row.created_at,
  };
}

export type Listing = {
  sort: { param: SortParam; order: "asc" | "desc" };
  page: number;
  /** undefined: every match on one page. */
  limit: number | undefined;
};

/** One page of the listed products matching the scope and conditions, and the totals. */
export function listProducts(
  db: Db,
  scope: Scope,
  conditions: readonly Condition[],
  listing: Listing
): { records: ProductCard[]; pagination: Pagination } {
  const where = matchSql(scope, conditions);
  const totalRecords = db
    .prepare(`SELECT COUNT(*) FROM products p WHERE ${where.sql}`)
    .pluck()
    .get(...where.params) as number;
  const limit = listing.limit ?? totalRecords;
  const totalPages = limit === 0 ? 0 : Math.ceil(totalRecords / limit);
  const rows =
    limit === 0
      ? []
      : (db
          .prepare(
            `SELECT ${CARD_COLUMNS} FROM products p WHERE ${where.sql} ORDER BY ${orderSql(
              listing.sort
            )} LIMIT ? OFFSET ?`
          )
          .all(...where.params, limit, (listing.page - 1) * limit) as CardRow[]);
  return {
    records: rows.map((row) => toCard(db, scope.siteId, row)),
    pagination: { page: listing.page, limit, totalPages, totalRecords },
  };
}

/**
 * A product of the site by slug or id: a listed product or a variant (a variant's page is its
 * configurable's, but the cart names it). Archived products, and variants of archived
 * configurables, are not found.
 */
export function findProduct(db: Db, siteId: number, by: { slug: string } | { id: number }): Product | undefined {
  const row = db
    .prepare(
      `SELECT p.* FROM products p LEFT JOIN products parent ON parent.id = p.parent_id
        WHERE p.site_id = ? AND ${"slug" in by ? "p.slug = ?" : "p.id = ?"}
          AND p.archived = 0 AND (parent.id IS NULL OR parent.archived = 0)`
    )
    .get(siteId, "slug" in by ? by.slug : by.id) as ProductRow | undefined;
  return row ? toProduct(db, siteId, row) : undefined;
}

function toProduct(db: Db, siteId: number, row: ProductRow): Product {
  return {
    ...toCard(db, siteId, row),
    description: row.description,
    shortDescription: row.short_description,
    gallery: gallery(db, siteId, row.id),
    categories: db
      .prepare(
        `SELECT c.id, c.slug, c.name FROM product_categories pc JOIN categories c ON c.id = pc.category_id
          WHERE pc.product_id = ? ORDER BY c.id`
      )
      .all(row.id) as Product["categories"],
    attributeSet: { attributes: attributeSet(db, row.id) },
    customOptions: customOptions(db, row.id),
    associatedProducts: row.format === "Configurable" ? variants(db, siteId, row.id) : [],
    associatedProductsAttributes: row.format === "Configurable" ? variantAttributes(db, row.id) : [],
    bundles:
      row.format === "Bundle" ? { id: row.id, format: "Bundle", entries: bundleEntries(db, siteId, row.id) } : null,
    crossSellProducts: (
      db
        .prepare(
          `SELECT ${CARD_COLUMNS} FROM cross_sells x JOIN products p ON p.id = x.cross_sell_id
            WHERE x.product_id = ? AND p.archived = 0 AND p.parent_id IS NULL ORDER BY x.position, p.id`
        )
        .all(row.id) as CardRow[]
    ).map((card) => toCard(db, siteId, card)),
    download:
      row.format === "EProduct" && row.download !== null ? (JSON.parse(row.download) as Product["download"]) : null,
  };
}

function gallery(db: Db, siteId: number, productId: number): Product["gallery"] {
  const ids = db
    .prepare("SELECT media_id FROM product_gallery WHERE product_id = ? ORDER BY position, media_id")
    .pluck()
    .all(productId) as number[];
  return ids.flatMap((id) => findMedia(db, siteId, id) ?? []);
}

type AttributeValueRow = {
  code: string;
  label: string;
  type: AttributeType;
  option_value: string | null;
  option_label: string | null;
  number_value: number | null;
  date_value: string | null;
  bool_value: 0 | 1 | null;
};

/** Every attribute value of the product; a MultiSelect appears once per chosen option. */
function attributeSet(db: Db, productId: number): ProductAttribute[] {
  const rows = db
    .prepare(
      `SELECT a.code, a.label, a.type, o.value AS option_value, o.label AS option_label,
              v.number_value, v.date_value, v.bool_value
         FROM product_attribute_values v
         JOIN attributes a ON a.id = v.attribute_id
         LEFT JOIN attribute_options o ON o.id = v.option_id
        WHERE v.product_id = ?
        ORDER BY a.position, a.id, o.sort, o.id`
    )
    .all(productId) as AttributeValueRow[];
  return rows.map((row) => ({ attributeCode: row.code, label: row.label, value: attributeValue(row) }));
}

function attributeValue(row: AttributeValueRow): ProductAttribute["value"] {
  if (row.option_value !== null) return { value: row.option_value, label: row.option_label ?? row.option_value };
  if (row.number_value !== null) return { value: row.number_value, label: String(row.number_value) };
  if (row.bool_value !== null) return { value: row.bool_value === 1, label: row.bool_value === 1 ? "Da" : "Ne" };
  const date = row.date_value ?? "";
  return { value: date, label: row.type === "DateTime" ? croatianDateTime(date) : croatianDate(date) };
}

/** "2024-06-01" → "1. 6. 2024." */
export function croatianDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  return `${day}. ${month}. ${year}.`;
}

const zagrebParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Zagreb",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A UTC instant as Zagreb's wall clock: "2026-03-14T16:00:00.000Z" → "14. 3. 2026. 17:00". */
export function croatianDateTime(iso: string): string {
  const parts = Object.fromEntries(zagrebParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${Number(parts.day)}. ${Number(parts.month)}. ${parts.year}. ${parts.hour}:${parts.minute}`;
}

type CustomOptionRow = {
  id: number;
  code: string;
  label: string;
  type: CustomOptionType;
  required: 0 | 1;
  min_value: number | null;
  max_value: number | null;
};
type CustomOptionValueRow = {
  id: number;
  custom_option_id: number;
  value: string;
  label: string;
  color: string | null;
  price_modifier_cents: number;
};

function customOptions(db: Db, productId: number): CustomOption[] {
  const options = db
    .prepare(
      `SELECT id, code, label, type, required, min_value, max_value FROM custom_options
        WHERE product_id = ? ORDER BY position, id`
    )
    .all(productId) as CustomOptionRow[];
  if (options.length === 0) return [];
  const values = db
    .prepare(
      `SELECT v.id, v.custom_option_id, v.value, v.label, v.color, v.price_modifier_cents
         FROM custom_option_values v JOIN custom_options o ON o.id = v.custom_option_id
        WHERE o.product_id = ? ORDER BY v.position, v.id`
    )
    .all(productId) as CustomOptionValueRow[];
  return options.map((option) => ({
    id: option.id,
    code: option.code,
    label: option.label,
    required: option.required === 1,
    type: option.type,
    values: values
      .filter((value) => value.custom_option_id === option.id)
      .map((value) => ({
        id: value.id,
        value: value.value,
        label: value.label,
        ...(value.color !== null && { color: value.color }),
        priceModifier: price(value.price_modifier_cents),
      })),
    ...(option.min_value !== null && { min: option.min_value }),
    ...(option.max_value !== null && { max: option.max_value }),
  }));
}

/** A configurable's variants, each with the values of the attributes that tell them apart. */
export function variants(db: Db, siteId: number, productId: number): Variant[] {
  const rows = db
    .prepare(`SELECT ${CARD_COLUMNS} FROM products p WHERE p.parent_id = ? AND p.archived = 0 ORDER BY p.id`)
    .all(productId) as CardRow[];
  const values = db
    .prepare(
      `SELECT v.product_id, a.code, o.value
         FROM product_attribute_values v
         JOIN products p ON p.id = v.product_id
         JOIN product_variant_attributes pva ON pva.product_id = p.parent_id AND pva.attribute_id = v.attribute_id
         JOIN attributes a ON a.id = v.attribute_id
         JOIN attribute_options o ON o.id = v.option_id
        WHERE p.parent_id = ?
        ORDER BY pva.position`
    )
    .all(productId) as { product_id: number; code: string; value: string }[];
  return rows.map((row) => ({
    ...toCard(db, siteId, row),
    attributes: Object.fromEntries(
      values.filter((value) => value.product_id === row.id).map((value) => [value.code, value.value])
    ),
  }));
}

type VariantAxisRow = {
  attribute_id: number;
  code: string;
  label: string;
  type: AttributeType;
  default_option_id: number | null;
};

/** The attributes that tell a configurable's variants apart, with the values its variants use. */
function variantAttributes(db: Db, productId: number): VariantAttribute[] {
  const axes = db
    .prepare(
      `SELECT pva.attribute_id, a.code, a.label, a.type, pva.default_option_id
         FROM product_variant_attributes pva JOIN attributes a ON a.id = pva.attribute_id
        WHERE pva.product_id = ? ORDER BY pva.position, a.id`
    )
    .all(productId) as VariantAxisRow[];
  const usedOptions = db.prepare(
    `SELECT DISTINCT o.id, o.value, o.label, o.color, o.sort
       FROM attribute_options o
       JOIN product_attribute_values v ON v.option_id = o.id
       JOIN products c ON c.id = v.product_id
      WHERE c.parent_id = ? AND c.archived = 0 AND o.attribute_id = ?
      ORDER BY o.sort, o.id`
  );
  return axes.map((axis) => ({
    attributeCode: axis.code,
    label: axis.label,
    inputType: axis.type === "TextSwatch" || axis.type === "VisualSwatch" ? axis.type : "Dropdown",
    values: (
      usedOptions.all(productId, axis.attribute_id) as {
        id: number;
        value: string;
        label: string;
        color: string | null;
      }[]
    ).map((option) => ({
      id: option.id,
      value: option.value,
      label: option.label,
      isMedia: false,
      ...(option.color !== null && { color: option.color }),
      shopDefault: option.id === axis.default_option_id,
    })),
  }));
}

/** A bundle's members that are not archived, in the bundle's order. */
export function bundleEntries(db: Db, siteId: number, bundleId: number): BundleEntry[] {
  const rows = db
    .prepare(
      `SELECT be.quantity, ${CARD_COLUMNS} FROM bundle_entries be JOIN products p ON p.id = be.product_id
        WHERE be.bundle_id = ? AND p.archived = 0 ORDER BY be.position, be.id`
    )
    .all(bundleId) as (CardRow & { quantity: number })[];
  return rows.map((row) => ({ product: toCard(db, siteId, row), quantity: row.quantity, format: row.format }));
}

/** A listed product's card, unless archived. */
export function findListedCard(db: Db, siteId: number, id: number): ProductCard | undefined {
  const row = db
    .prepare(
      `SELECT ${CARD_COLUMNS} FROM products p
        WHERE p.site_id = ? AND p.id = ? AND p.parent_id IS NULL AND p.archived = 0`
    )
    .get(siteId, id) as CardRow | undefined;
  return row ? toCard(db, siteId, row) : undefined;
}
