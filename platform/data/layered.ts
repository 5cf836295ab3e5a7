import type { LayeredFilter, LayeredValue } from "../catalogue-contract";
import type { Db } from "../db/index";
import { isChoiceType, type Attribute } from "./attributes";
import { matchSql, MEMBER_OF_P, PRICE_KEY, type Condition, type Scope, type Sql } from "./product-filter";
import { price } from "./products";

/** The price filter is not a stored attribute: it filters on the final price. */
export const PRICE_FILTER = { attributeID: 0, label: "Cijena" } as const;

/**
 * Layered navigation over a scope (a category subtree): the filterable attributes its listed
 * products (or their variants) have, the price first. A choice's count is of the products
 * that match with that choice added to the OTHER active filters, so a filter's own selection
 * does not narrow its counts; only choices with products, and the selected ones, are given.
 * Number, Date and DateTime give one value with the bounds over those products.
 */
export function layeredNavigation(
  db: Db,
  scope: Scope,
  attributes: Map<string, Attribute>,
  conditions: readonly Condition[]
): LayeredFilter[] {
  const listed = matchSql(scope, []);
  const productCount = db
    .prepare(`SELECT COUNT(*) FROM products p WHERE ${listed.sql}`)
    .pluck()
    .get(...listed.params) as number;
  if (productCount === 0) return [];

  const present = new Set(
    db
      .prepare(
        `SELECT DISTINCT v.attribute_id FROM products p
           JOIN products m ON ${MEMBER_OF_P}
           JOIN product_attribute_values v ON v.product_id = m.id
          WHERE ${listed.sql}`
      )
      .pluck()
      .all(...listed.params) as number[]
  );
  const others = (key: string, memberJoined = true) =>
    matchSql(
      scope,
      conditions.filter((condition) => condition.key !== key),
      memberJoined
    );

  const filters: LayeredFilter[] = [priceFilter(db, scope, others(PRICE_KEY, false))];
  for (const attribute of attributes.values()) {
    if (!attribute.filterable || !present.has(attribute.id)) continue;
    const own = conditions.filter((condition) => condition.key === attribute.code);
    let values: LayeredValue[];
    if (isChoiceType(attribute.type)) values = choiceValues(db, attribute, others(attribute.code), own);
    else if (attribute.type === "YesNo") values = yesNoValues(db, attribute, others(attribute.code), own);
    else values = [rangeValue(db, attribute, others(attribute.code), scope)];
    filters.push({
      attributeCode: attribute.code,
      label: attribute.label,
      attributeID: attribute.id,
      type: attribute.type,
      values,
    });
  }
  return filters;
}

/**
 * Per stored value of the attribute: how many listed products have it on a member (itself or
 * a variant) that also meets the other filters. `where` is built with the member joined.
 */
function countsBy(db: Db, column: string, attributeId: number, where: Sql): Map<number, number> {
  const rows = db
    .prepare(
      `SELECT ${column} AS value, COUNT(DISTINCT p.id) AS total FROM products p
         JOIN products m ON ${MEMBER_OF_P}
         JOIN product_attribute_values v ON v.product_id IN (m.id, p.id) AND v.attribute_id = ?
        WHERE ${where.sql} AND ${column} IS NOT NULL
        GROUP BY ${column}`
    )
    .all(attributeId, ...where.params) as { value: number; total: number }[];
  return new Map(rows.map((row) => [row.value, row.total]));
}

function choiceValues(db: Db, attribute: Attribute, where: Sql, own: Condition[]): LayeredValue[] {
  const counts = countsBy(db, "v.option_id", attribute.id, where);
  const selected = new Set(own.flatMap((condition) => (condition.kind === "options" ? condition.optionIds : [])));
  return attribute.options
    .filter((option) => (counts.get(option.id) ?? 0) > 0 || selected.has(option.id))
    .map((option) => ({
      valueLabel: option.label,
      value: option.value,
      totalProducts: counts.get(option.id) ?? 0,
      attributeID: attribute.id,
      ...(option.color !== null && { color: option.color }),
    }));
}

function yesNoValues(db: Db, attribute: Attribute, where: Sql, own: Condition[]): LayeredValue[] {
  const counts = countsBy(db, "v.bool_value", attribute.id, where);
  const selected = new Set(own.flatMap((condition) => (condition.kind === "yesNo" ? condition.values : [])));
  return [true, false]
    .filter((answer) => (counts.get(Number(answer)) ?? 0) > 0 || selected.has(answer))
    .map((answer) => ({
      valueLabel: answer ? "Da" : "Ne",
      value: String(answer),
      totalProducts: counts.get(Number(answer)) ?? 0,
      attributeID: attribute.id,
    }));
}

type Bounds = { total: number; min: number | string | null; max: number | string | null };

/**
 * The one value of a Number, Date or DateTime attribute. With no product matching the other
 * filters the bounds are the scope's own, so a range input keeps sensible limits.
 */
function rangeValue(db: Db, attribute: Attribute, where: Sql, scope: Scope): LayeredValue {
  const column = attribute.type === "Number" ? "v.number_value" : "v.date_value";
  const boundsOver = (over: Sql) =>
    db
      .prepare(
        `SELECT COUNT(DISTINCT p.id) AS total, MIN(${column}) AS min, MAX(${column}) AS max FROM products p
           JOIN products m ON ${MEMBER_OF_P}
           JOIN product_attribute_values v ON v.product_id IN (m.id, p.id) AND v.attribute_id = ?
          WHERE ${over.sql} AND ${column} IS NOT NULL`
      )
      .get(attribute.id, ...over.params) as Bounds;
  const matching = boundsOver(where);
  const bounds = matching.total > 0 ? matching : boundsOver(matchSql(scope, [], true));
  return boundedValue(attribute.label, attribute.id, matching.total, bounds.min, bounds.max);
}

function priceFilter(db: Db, scope: Scope, where: Sql): LayeredFilter {
  const boundsOver = (over: Sql) =>
    db
      .prepare(
        `SELECT COUNT(*) AS total, MIN(p.final_price_cents) AS min, MAX(p.final_price_cents) AS max
           FROM products p WHERE ${over.sql}`
      )
      .get(...over.params) as { total: number; min: number | null; max: number | null };
  const matching = boundsOver(where);
  const bounds = matching.total > 0 ? matching : boundsOver(matchSql(scope, []));
  const euros = (cents: number | null) => (cents === null ? null : price(cents));
  return {
    attributeCode: PRICE_KEY,
    label: PRICE_FILTER.label,
    attributeID: PRICE_FILTER.attributeID,
    type: "Number",
    values: [
      boundedValue(PRICE_FILTER.label, PRICE_FILTER.attributeID, matching.total, euros(bounds.min), euros(bounds.max)),
    ],
  };
}

function boundedValue(
  label: string,
  attributeID: number,
  total: number,
  min: number | string | null,
  max: number | string | null
): LayeredValue {
  return {
    valueLabel: label,
    value: min === null || max === null ? "" : `${min}..${max}`,
    totalProducts: total,
    ...(min !== null && { minValue: min }),
    ...(max !== null && { maxValue: max }),
    attributeID,
  };
}
