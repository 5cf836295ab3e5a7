import type { CartItem, CartItemOptions, Personalization } from "../cart-contract";
import type { CustomOptionType, ProductFormat } from "../catalogue-contract";
import type { Db } from "../db/index";
import { HttpError } from "../http/envelope";
import { checkBundle } from "./bundles";
import { findMedia } from "./media";
import { formatMoney } from "./pricing";
import { croatianDate, croatianDateTime } from "./products";

// What a cart line buys, checked against the catalogue: the product must be buyable as it is
// (SPEC 4, Add to cart), its personalizations must fit its custom options and a bundle's open
// choices must be made. The same check prices a stored line, so a line is always priced from
// the catalogue as it is now.

export type PersonalizationInput = string | string[] | number | boolean | null;

export type LineInput = {
  productId: number;
  options: {
    personalizations: Record<string, PersonalizationInput>;
    bundleOptions: { id: number; options: { variantId?: number; choiceId?: number } }[];
  };
};

export type ResolvedLine = {
  productId: number;
  /** Canonical: personalizations in the product's option order, choices in the bundle's order. */
  options: CartItemOptions;
  /** The options as stored: equal JSON means the same line. */
  optionsJson: string;
  /** The product's final price with the option surcharges. */
  unitCents: number;
  productData: CartItem["productData"];
  optionsText: string[];
  format: ProductFormat;
};

export const PRODUCT_NOT_FOUND = "Product not found";
export const CONFIGURATION_NOT_SET = "Configuration not set.";

/** A 400 naming the field, as parseInput words it. */
export function fieldError(path: (string | number)[], message: string): HttpError {
  return new HttpError(400, `Invalid request: ${path.join(".")}: ${message}`, {
    issues: [{ code: "custom", path, message }],
  });
}

type ProductRow = {
  id: number;
  parent_id: number | null;
  slug: string;
  sku: string;
  name: string;
  format: ProductFormat;
  media_id: number | null;
  final_price_cents: number;
  archived: 0 | 1;
  parent_slug: string | null;
  parent_name: string | null;
  parent_archived: 0 | 1 | null;
};

type OptionRow = {
  id: number;
  code: string;
  label: string;
  type: CustomOptionType;
  required: 0 | 1;
  min_value: number | null;
  max_value: number | null;
};
type OptionValueRow = { custom_option_id: number; value: string; label: string; price_modifier_cents: number };
type CustomOptionOf = OptionRow & { values: OptionValueRow[] };

/** Checks what a line buys and prices it; a product that cannot be bought so answers 400. */
export function resolveLine(db: Db, siteId: number, input: LineInput, currencySymbol: string): ResolvedLine {
  const product = db
    .prepare(
      `SELECT p.id, p.parent_id, p.slug, p.sku, p.name, p.format, p.media_id, p.final_price_cents, p.archived,
              parent.slug AS parent_slug, parent.name AS parent_name, parent.archived AS parent_archived
         FROM products p LEFT JOIN products parent ON parent.id = p.parent_id
        WHERE p.site_id = ? AND p.id = ?`
    )
    .get(siteId, input.productId) as ProductRow | undefined;
  if (!product || product.archived === 1 || product.parent_archived === 1) {
    throw new HttpError(400, PRODUCT_NOT_FOUND);
  }
  // A configurable is bought as one of its variants.
  if (product.format === "Configurable") throw new HttpError(400, CONFIGURATION_NOT_SET);

  const money = (cents: number) => formatMoney(cents, currencySymbol);
  const isVariant = product.parent_id !== null;
  // A variant takes its configurable's custom options, then any of its own.
  const customOptions = [
    ...(isVariant ? customOptionsOf(db, product.parent_id!) : []),
    ...customOptionsOf(db, product.id),
  ];
  const personalized = personalize(customOptions, input.options.personalizations, money);
  const bundled = chooseBundleOptions(db, siteId, product, input.options.bundleOptions);

  const options: CartItemOptions = { personalizations: personalized.values, bundleOptions: bundled.options };
  return {
    productId: product.id,
    options,
    optionsJson: JSON.stringify(options),
    unitCents: Math.max(0, product.final_price_cents + personalized.surchargeCents),
    productData: {
      name: isVariant ? product.parent_name! : product.name,
      media: findMedia(db, siteId, product.media_id),
      mainProductSlug: isVariant ? product.parent_slug! : product.slug,
      slug: product.slug,
      isVisibleIndividually: !isVariant,
      format: product.format,
      sku: product.sku,
      variantLabel: isVariant ? variantLabel(db, product.id, product.parent_id!) : null,
    },
    optionsText: [...personalized.text, ...bundled.text],
    format: product.format,
  };
}

function customOptionsOf(db: Db, productId: number): CustomOptionOf[] {
  const options = db
    .prepare(
      `SELECT id, code, label, type, required, min_value, max_value FROM custom_options
        WHERE product_id = ? ORDER BY position, id`
    )
    .all(productId) as OptionRow[];
  if (options.length === 0) return [];
  const values = db
    .prepare(
      `SELECT v.custom_option_id, v.value, v.label, v.price_modifier_cents
         FROM custom_option_values v JOIN custom_options o ON o.id = v.custom_option_id
        WHERE o.product_id = ? ORDER BY v.position, v.id`
    )
    .all(productId) as OptionValueRow[];
  return options.map((option) => ({ ...option, values: values.filter((value) => value.custom_option_id === option.id) }));
}

/** "Zelena, M": the variant's values of the attributes that tell its configurable's variants apart. */
export function variantLabel(db: Db, variantId: number, parentId: number): string {
  const labels = db
    .prepare(
      `SELECT o.label FROM product_variant_attributes pva
         JOIN product_attribute_values v ON v.attribute_id = pva.attribute_id AND v.product_id = ?
         JOIN attribute_options o ON o.id = v.option_id
        WHERE pva.product_id = ? ORDER BY pva.position, pva.attribute_id`
    )
    .pluck()
    .all(variantId, parentId) as string[];
  return labels.join(", ");
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Checks the personalizations against the custom options: an unknown code or value is a 400
 * naming it, a required option left out is `Configuration not set.`. Choice values add their
 * price modifiers (each chosen value of a multipleSelect); numbers and dates add nothing.
 */
function personalize(
  customOptions: CustomOptionOf[],
  input: Record<string, PersonalizationInput>,
  money: (cents: number) => string
): { values: Record<string, Personalization>; surchargeCents: number; text: string[] } {
  const base = ["options", "personalizations"];
  const byCode = new Map(customOptions.map((option) => [option.code, option]));
  for (const code of Object.keys(input)) {
    if (!byCode.has(code)) throw fieldError([...base, code], "Unknown option");
  }
  const withModifier = (value: OptionValueRow) =>
    value.price_modifier_cents === 0
      ? value.label
      : `${value.label} (${value.price_modifier_cents > 0 ? "+" : "−"}${money(Math.abs(value.price_modifier_cents))})`;

  const values: Record<string, Personalization> = {};
  const text: string[] = [];
  let surchargeCents = 0;
  for (const option of customOptions) {
    const raw = input[option.code];
    const path = [...base, option.code];
    const empty = raw === undefined || raw === null || raw === "" || (Array.isArray(raw) && raw.length === 0);
    if (empty) {
      if (option.required) throw new HttpError(400, CONFIGURATION_NOT_SET);
      continue;
    }
    const choose = (given: unknown): OptionValueRow => {
      const value = typeof given === "string" ? option.values.find((candidate) => candidate.value === given) : undefined;
      if (!value) throw fieldError(path, `Unknown value: ${String(given)}`);
      return value;
    };
    switch (option.type) {
      case "dropdown":
      case "textSwatch":
      case "visualSwatch": {
        const value = choose(raw);
        values[option.code] = value.value;
        surchargeCents += value.price_modifier_cents;
        text.push(`${option.label}: ${withModifier(value)}`);
        break;
      }
      case "yesNo": {
        const answer = typeof raw === "boolean" ? String(raw) : raw;
        if (answer !== "true" && answer !== "false") throw fieldError(path, `Unknown value: ${String(raw)}`);
        // The platform names the two answers, usually with labels Da/Ne and maybe a price.
        const value: OptionValueRow =
          option.values.length > 0
            ? choose(answer)
            : { custom_option_id: option.id, value: answer, label: answer === "true" ? "Da" : "Ne", price_modifier_cents: 0 };
        values[option.code] = value.value;
        surchargeCents += value.price_modifier_cents;
        text.push(`${option.label}: ${withModifier(value)}`);
        break;
      }
      case "multipleSelect": {
        const given = new Set(Array.isArray(raw) ? raw : [raw]);
        for (const item of given) choose(item);
        const chosen = option.values.filter((value) => given.has(value.value));
        values[option.code] = chosen.map((value) => value.value);
        surchargeCents += chosen.reduce((sum, value) => sum + value.price_modifier_cents, 0);
        text.push(`${option.label}: ${chosen.map(withModifier).join(", ")}`);
        break;
      }
      case "numberField": {
        const number =
          typeof raw === "number" ? raw : typeof raw === "string" && /^-?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : NaN;
        if (!Number.isFinite(number)) throw fieldError(path, `Not a number: ${String(raw)}`);
        if ((option.min_value !== null && number < option.min_value) || (option.max_value !== null && number > option.max_value)) {
          throw fieldError(path, `Out of range: ${number}`);
        }
        values[option.code] = number;
        text.push(`${option.label}: ${String(number).replace(".", ",")}`);
        break;
      }
      case "date": {
        const match = typeof raw === "string" ? DATE.exec(raw) : null;
        if (!match || !isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
          throw fieldError(path, `Not a date: ${String(raw)}`);
        }
        values[option.code] = raw as string;
        text.push(`${option.label}: ${croatianDate(raw as string)}`);
        break;
      }
      case "dateTime": {
        const match = typeof raw === "string" ? DATE_TIME.exec(raw) : null;
        const valid =
          match !== null &&
          isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3])) &&
          Number(match[4]) < 24 &&
          Number(match[5]) < 60 &&
          Number(match[6] ?? 0) < 60 &&
          !Number.isNaN(Date.parse(raw as string));
        if (!valid) throw fieldError(path, `Not a date and time: ${String(raw)}`);
        const [, year, month, day, hour, minute, , zone] = match!;
        values[option.code] = raw as string;
        // With a zone it is an instant, shown on Zagreb's clock; without, it is the wall clock given.
        const shown = zone
          ? croatianDateTime(raw as string)
          : `${Number(day)}. ${Number(month)}. ${year}. ${hour}:${minute}`;
        text.push(`${option.label}: ${shown}`);
        break;
      }
    }
  }
  return { values, surchargeCents, text };
}

/**
 * A bundle's choices (the same check as checkBundles): each member that needs a choice (a
 * configurable's variant, a nested bundle's member) must have one `{ id: member, options:
 * { choiceId } }` (`variantId` is taken for `choiceId`) naming one of its choices.
 */
function chooseBundleOptions(
  db: Db,
  siteId: number,
  product: ProductRow,
  input: LineInput["options"]["bundleOptions"]
): { options: CartItemOptions["bundleOptions"]; text: string[] } {
  const base = ["options", "bundleOptions"];
  if (product.format !== "Bundle") {
    if (input.length > 0) throw fieldError(base, "Only a bundle takes bundle options");
    return { options: [], text: [] };
  }
  const open = checkBundle(db, siteId, product.id).entries.filter((entry) => entry.needsChoice);
  const given = new Map<number, number | undefined>();
  input.forEach((choice, index) => {
    if (!open.some((entry) => entry.product.id === choice.id)) {
      throw fieldError([...base, index, "id"], `Not a choice of this bundle: ${choice.id}`);
    }
    if (given.has(choice.id)) throw fieldError([...base, index, "id"], `Chosen twice: ${choice.id}`);
    given.set(choice.id, choice.options.choiceId ?? choice.options.variantId);
  });
  const options: CartItemOptions["bundleOptions"] = [];
  const text: string[] = [];
  for (const entry of open) {
    const choiceId = given.get(entry.product.id);
    const choice = entry.choices.find((candidate) => candidate.id === choiceId);
    if (!choice) throw new HttpError(400, CONFIGURATION_NOT_SET);
    options.push({ id: entry.product.id, options: { choiceId: choice.id } });
    const label = entry.format === "Configurable" ? variantLabel(db, choice.id, entry.product.id) : choice.name;
    text.push(`${entry.product.name}: ${label}`);
  }
  return { options, text };
}
