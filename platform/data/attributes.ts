import type { AttributeType } from "../catalogue-contract";
import type { Db } from "../db/index";

export type AttributeOption = { id: number; value: string; label: string; color: string | null; sort: number };

export type Attribute = {
  id: number;
  code: string;
  label: string;
  type: AttributeType;
  filterable: boolean;
  position: number;
  /** Choice types only, in their sort order. */
  options: AttributeOption[];
};

export const CHOICE_TYPES: readonly AttributeType[] = ["Dropdown", "MultiSelect", "TextSwatch", "VisualSwatch"];
export const RANGE_TYPES: readonly AttributeType[] = ["Number", "Date", "DateTime"];

export function isChoiceType(type: AttributeType): boolean {
  return CHOICE_TYPES.includes(type);
}

type AttributeRow = Omit<Attribute, "filterable" | "options"> & { filterable: 0 | 1 };
type OptionRow = AttributeOption & { attribute_id: number };

/** The site's attributes by code, in display order, each with its options. */
export function siteAttributes(db: Db, siteId: number): Map<string, Attribute> {
  const rows = db
    .prepare(
      "SELECT id, code, label, type, filterable, position FROM attributes WHERE site_id = ? ORDER BY position, id"
    )
    .all(siteId) as AttributeRow[];
  const options = db
    .prepare(
      `SELECT o.id, o.attribute_id, o.value, o.label, o.color, o.sort
         FROM attribute_options o JOIN attributes a ON a.id = o.attribute_id
        WHERE a.site_id = ? ORDER BY o.sort, o.id`
    )
    .all(siteId) as OptionRow[];
  const attributes = new Map<string, Attribute>();
  const byId = new Map<number, Attribute>();
  for (const row of rows) {
    const attribute: Attribute = { ...row, filterable: row.filterable === 1, options: [] };
    attributes.set(row.code, attribute);
    byId.set(row.id, attribute);
  }
  for (const { attribute_id, ...option } of options) byId.get(attribute_id)?.options.push(option);
  return attributes;
}
