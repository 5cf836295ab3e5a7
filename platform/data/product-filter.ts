import { z } from "zod";
import { PRODUCT_FORMATS, type ProductFormat, type SortParam } from "../catalogue-contract";
import { isChoiceType, type Attribute } from "./attributes";
import { containsPattern } from "./catalogue-text";

// Active filters (docs/platform-api.md, ActiveFilter) checked against the site's attributes and
// turned into conditions, and conditions turned into parameterized SQL over products `p`.
// Several keys AND, several values of one key OR, range bounds are inclusive.

/** Filter keys that are not attribute codes: the final price, the flags, "format" and "id". */
export const PRICE_KEY = "price";
const FLAG_KEYS = ["featured", "discount", "archived"] as const;
type FlagKey = (typeof FLAG_KEYS)[number];

export type Condition =
  | { key: string; kind: "options"; attributeId: number; optionIds: number[] }
  | { key: string; kind: "number"; attributeId: number; min?: number; max?: number }
  | { key: string; kind: "date"; attributeId: number; min?: string; max?: string }
  | { key: string; kind: "yesNo"; attributeId: number; values: boolean[] }
  /** On the final price, in cents. */
  | { key: string; kind: "price"; min?: number; max?: number }
  | { key: FlagKey; kind: "flag"; values: boolean[] }
  | { key: string; kind: "format"; formats: ProductFormat[] }
  | { key: string; kind: "id"; ids: number[] };

const rawFilter = z.object({
  key: z.string().trim().min(1).max(100),
  // Checked against the key's type below, where the message can say what the key takes.
  value: z.unknown().optional(),
  range: z.object({ min: z.unknown().optional(), max: z.unknown().optional() }).nullish(),
});
type RawFilter = z.infer<typeof rawFilter>;

class FilterIssue {
  constructor(readonly path: (string | number)[], readonly message: string) {}
}

/**
 * `filters` of a request: at most 50 active filters, each naming a filter the site has. The
 * answer is the list of conditions; a wrong filter is an issue on its path ("filters.0.key").
 */
export function activeFiltersSchema(attributes: Map<string, Attribute>) {
  return z
    .array(rawFilter)
    .max(50)
    .transform((filters, ctx) => {
      const conditions: Condition[] = [];
      filters.forEach((filter, index) => {
        try {
          const condition = toCondition(filter, attributes);
          if (condition) conditions.push(condition);
        } catch (error) {
          if (!(error instanceof FilterIssue)) throw error;
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index, ...error.path], message: error.message });
        }
      });
      return conditions;
    });
}

/** A condition, or null when the filter leaves nothing to test (an empty list or range). */
function toCondition(filter: RawFilter, attributes: Map<string, Attribute>): Condition | null {
  const { key } = filter;
  if ((FLAG_KEYS as readonly string[]).includes(key)) {
    return { key: key as FlagKey, kind: "flag", values: booleans(filter.value) };
  }
  if (key === "format") {
    const formats = choices(filter.value).map((format) => {
      if (!(PRODUCT_FORMATS as readonly string[]).includes(format)) {
        throw new FilterIssue(["value"], `Unknown format: ${format}. Expected ${PRODUCT_FORMATS.join(" | ")}`);
      }
      return format as ProductFormat;
    });
    return formats.length ? { key, kind: "format", formats } : null;
  }
  if (key === "id") {
    const ids = choices(filter.value).map((id) => {
      if (!/^[1-9]\d{0,15}$/.test(id)) throw new FilterIssue(["value"], `Expected product ids, received ${id}`);
      return Number(id);
    });
    return ids.length ? { key, kind: "id", ids } : null;
  }
  if (key === PRICE_KEY) {
    const range = numberRange(filter);
    return range ? { key, kind: "price", min: toCents(range.min, "min"), max: toCents(range.max, "max") } : null;
  }

  const attribute = attributes.get(key);
  if (!attribute || !attribute.filterable) throw new FilterIssue(["key"], `Unknown filter: ${key}`);
  const attributeId = attribute.id;
  if (isChoiceType(attribute.type)) {
    const wanted = new Set(choices(filter.value));
    if (wanted.size === 0) return null;
    // A value the attribute does not have matches nothing, as a stale link would expect.
    const optionIds = attribute.options.filter((option) => wanted.has(option.value)).map((option) => option.id);
    return { key, kind: "options", attributeId, optionIds };
  }
  if (attribute.type === "YesNo") return { key, kind: "yesNo", attributeId, values: booleans(filter.value) };
  if (attribute.type === "Number") {
    const range = numberRange(filter);
    return range ? { key, kind: "number", attributeId, ...range } : null;
  }
  const range = dateRange(filter, attribute.type === "DateTime");
  return range ? { key, kind: "date", attributeId, ...range } : null;
}

/** A choice filter's values: a string or a list of strings (numbers are taken as their text). */
function choices(value: unknown): string[] {
  if (value === undefined || value === null) throw new FilterIssue(["value"], "Required");
  const list = Array.isArray(value) ? value : [value];
  if (list.length > 100) throw new FilterIssue(["value"], "At most 100 values");
  return [
    ...new Set(
      list.map((item) => {
        if (typeof item === "number" && Number.isFinite(item)) return String(item);
        if (typeof item !== "string" || item.length > 200) {
          throw new FilterIssue(["value"], "Expected a value or a list of values");
        }
        return item.trim();
      })
    ),
  ].filter((item) => item !== "");
}

/** YesNo and flags: true or false ("true"/"false" too), or a list of them. */
function booleans(value: unknown): boolean[] {
  if (value === undefined || value === null) throw new FilterIssue(["value"], "Required");
  const list = Array.isArray(value) ? value : [value];
  return [
    ...new Set(
      list.map((item) => {
        if (item === true || item === "true") return true;
        if (item === false || item === "false") return false;
        throw new FilterIssue(["value"], "Expected true or false");
      })
    ),
  ];
}

function rangeOf(filter: RawFilter): { min?: unknown; max?: unknown } {
  if (!filter.range) throw new FilterIssue(["range"], "Required: this filter takes a range { min, max }");
  return filter.range;
}

function numberRange(filter: RawFilter): { min?: number; max?: number } | null {
  const { min: rawMin, max: rawMax } = rangeOf(filter);
  const bound = (raw: unknown, end: "min" | "max"): number | undefined => {
    if (raw === undefined || raw === null || raw === "") return undefined;
    const number = typeof raw === "string" ? Number(raw.trim()) : raw;
    if (typeof number !== "number" || !Number.isFinite(number)) {
      throw new FilterIssue(["range", end], "Expected a number");
    }
    return number;
  };
  const min = bound(rawMin, "min");
  const max = bound(rawMax, "max");
  return checkedRange(min, max);
}

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Date bounds are ISO dates ("2024-06-01", or with a time) or epoch milliseconds, compared as
 * the stored ISO text: "YYYY-MM-DD" for Date, full UTC ISO for DateTime, where a bare date
 * as max takes in that whole day.
 */
function dateRange(filter: RawFilter, withTime: boolean): { min?: string; max?: string } | null {
  const { min: rawMin, max: rawMax } = rangeOf(filter);
  const bound = (raw: unknown, end: "min" | "max"): string | undefined => {
    if (raw === undefined || raw === null || raw === "") return undefined;
    let date: Date;
    let dateOnly = false;
    if (typeof raw === "number" && Number.isFinite(raw)) {
      date = new Date(raw);
    } else if (typeof raw === "string" && ISO_DATE.test(raw.trim())) {
      const text = raw.trim();
      dateOnly = !text.includes("T");
      // A time without a zone is read as UTC, as the platform stores every time.
      date = new Date(dateOnly ? `${text}T00:00:00.000Z` : /Z|[+-]\d{2}:?\d{2}$/.test(text) ? text : `${text}Z`);
    } else {
      throw new FilterIssue(["range", end], "Expected an ISO date such as 2024-06-01");
    }
    if (Number.isNaN(date.getTime())) throw new FilterIssue(["range", end], "Expected an ISO date such as 2024-06-01");
    if (!withTime) return date.toISOString().slice(0, 10);
    if (dateOnly && end === "max") return new Date(date.getTime() + 86_400_000 - 1).toISOString();
    return date.toISOString();
  };
  return checkedRange(bound(rawMin, "min"), bound(rawMax, "max"));
}

function checkedRange<T extends number | string>(min: T | undefined, max: T | undefined): { min?: T; max?: T } | null {
  if (min !== undefined && max !== undefined && min > max) {
    throw new FilterIssue(["range"], "min must not be greater than max");
  }
  if (min === undefined && max === undefined) return null;
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/** Euros to cents for an inclusive bound: 9.999 as min takes 10.00, as max 9.99. */
function toCents(euros: number | undefined, end: "min" | "max"): number | undefined {
  if (euros === undefined) return undefined;
  const cents = euros * 100;
  return end === "min" ? Math.ceil(cents - 1e-6) : Math.floor(cents + 1e-6);
}

// ---------------------------------------------------------------------------------------------

/** What every listing narrows to: the site, listed products, a category subtree, keywords. */
export type Scope = { siteId: number; categoryIds?: number[]; keywords?: string[] };

export type Sql = { sql: string; params: unknown[] };

/**
 * The members `m` of a listed product `p`: itself and its variants. Attribute filters are
 * met by one member together with `p` (a configurable holds brand and material, its variants
 * colour and size), so "red" and "XL" find a configurable only if it has a red XL variant.
 */
export const MEMBER_OF_P = "(m.id = p.id OR (m.parent_id = p.id AND m.archived = 0))";

/**
 * A WHERE clause over `p` for listed products of the scope meeting every condition. With
 * `memberJoined`, the query already joins a member `m` of `p` and the attribute conditions
 * are put on that member; otherwise some member must meet them.
 */
export function matchSql(scope: Scope, conditions: readonly Condition[], memberJoined = false): Sql {
  const parts = ["p.site_id = ?", "p.parent_id IS NULL"];
  const params: unknown[] = [scope.siteId];
  const add = (part: Sql) => {
    parts.push(part.sql);
    params.push(...part.params);
  };
  // Listings leave archived products out unless a filter asks about them.
  if (!conditions.some((condition) => condition.kind === "flag" && condition.key === "archived")) {
    parts.push("p.archived = 0");
  }
  if (scope.categoryIds) {
    add({
      sql: `EXISTS (SELECT 1 FROM product_categories pc
                     WHERE pc.product_id = p.id AND pc.category_id IN (SELECT value FROM json_each(?)))`,
      params: [JSON.stringify(scope.categoryIds)],
    });
  }
  for (const word of scope.keywords ?? []) {
    add({
      sql: `catalogue_fold(p.name || ' ' || p.sku || ' ' || p.description) LIKE ? ESCAPE '\\'`,
      params: [containsPattern(word)],
    });
  }

  const onMember: Sql[] = [];
  for (const condition of conditions) {
    const part = attributeConditionSql(condition);
    if (part) onMember.push(part);
    else add(productConditionSql(condition));
  }
  if (onMember.length > 0) {
    const sql = onMember.map((part) => part.sql).join(" AND ");
    const memberParams = onMember.flatMap((part) => part.params);
    add(
      memberJoined
        ? { sql, params: memberParams }
        : { sql: `EXISTS (SELECT 1 FROM products m WHERE ${MEMBER_OF_P} AND ${sql})`, params: memberParams }
    );
  }
  return { sql: parts.join("\n AND "), params };
}

/** Whether the member `m` or `p` itself has a value of the attribute passing `test` (on `av`). */
function hasValue(attributeId: number, test: string, params: unknown[]): Sql {
  return {
    sql: `EXISTS (SELECT 1 FROM product_attribute_values av
                   WHERE av.product_id IN (m.id, p.id) AND av.attribute_id = ? AND ${test})`,
    params: [attributeId, ...params],
  };
}

function rangeTest(column: string, range: { min?: unknown; max?: unknown }): { test: string; params: unknown[] } {
  const tests = [`${column} IS NOT NULL`];
  const params: unknown[] = [];
  if (range.min !== undefined) {
    tests.push(`${column} >= ?`);
    params.push(range.min);
  }
  if (range.max !== undefined) {
    tests.push(`${column} <= ?`);
    params.push(range.max);
  }
  return { test: tests.join(" AND "), params };
}

/** A condition on attribute values, met by a member of `p`; null for a condition on `p` itself. */
function attributeConditionSql(condition: Condition): Sql | null {
  switch (condition.kind) {
    case "options":
      return hasValue(condition.attributeId, "av.option_id IN (SELECT value FROM json_each(?))", [
        JSON.stringify(condition.optionIds),
      ]);
    case "yesNo":
      return hasValue(condition.attributeId, "av.bool_value IN (SELECT value FROM json_each(?))", [
        JSON.stringify(condition.values.map(Number)),
      ]);
    case "number": {
      const { test, params } = rangeTest("av.number_value", condition);
      return hasValue(condition.attributeId, test, params);
    }
    case "date": {
      const { test, params } = rangeTest("av.date_value", condition);
      return hasValue(condition.attributeId, test, params);
    }
    default:
      return null;
  }
}

function productConditionSql(condition: Condition): Sql {
  switch (condition.kind) {
    case "price": {
      const { test, params } = rangeTest("p.final_price_cents", condition);
      return { sql: test, params };
    }
    case "flag": {
      const column = { featured: "p.featured", archived: "p.archived", discount: "(p.discount > 0)" }[condition.key];
      return {
        sql: `${column} IN (SELECT value FROM json_each(?))`,
        params: [JSON.stringify(condition.values.map(Number))],
      };
    }
    case "format":
      return { sql: "p.format IN (SELECT value FROM json_each(?))", params: [JSON.stringify(condition.formats)] };
    case "id":
      return { sql: "p.id IN (SELECT value FROM json_each(?))", params: [JSON.stringify(condition.ids)] };
    default:
      throw new Error(`Not a product condition: ${condition.kind}`);
  }
}

const SORT_COLUMNS: Record<SortParam, string> = {
  created_at: "p.created_at",
  finalPrice: "p.final_price_cents",
  name: "catalogue_sort_key(p.name)",
  categoryPriority: "p.category_priority",
};

/** ORDER BY for a sort; ties go by id in the same direction, so desc is exactly asc reversed. */
export function orderSql(sort: { param: SortParam; order: "asc" | "desc" }): string {
  const direction = sort.order === "asc" ? "ASC" : "DESC";
  return `${SORT_COLUMNS[sort.param]} ${direction}, p.id ${direction}`;
}
