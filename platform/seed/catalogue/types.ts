// A site's catalogue as plain data; seed/catalogue/write.ts turns it into rows and pictures.
import type { AttributeType, CustomOptionType, ProductFormat, SortType } from "../../catalogue-contract";
import type { Palette } from "../types";

export type AttributeSeed = {
  code: string;
  label: string;
  type: AttributeType;
  /** Default true. */
  filterable?: boolean;
  /** Choice types: in display order. */
  options?: { value: string; label: string; color?: string }[];
};

export type CategorySeed = {
  slug: string;
  name: string;
  description: string;
  /** The parent's slug; parents come before their children. */
  parent?: string;
  /** Default: all eight. */
  sortTypes?: SortType[];
  /** Default: newest. */
  sortDefault?: SortType;
  palette: Palette;
};

/**
 * Attribute values by code: an option value (a list for MultiSelect), a number, an ISO date
 * ("2024-06-01"; with a time and zone for DateTime) or a YesNo.
 */
export type AttributeValuesSeed = Record<string, string | string[] | number | boolean>;

export type CustomOptionSeed = {
  code: string;
  label: string;
  type: CustomOptionType;
  required?: boolean;
  min?: number;
  max?: number;
  values?: { value: string; label: string; color?: string; priceModifier?: number }[];
};

export type VariantSeed = {
  /** The variant attributes' option values, e.g. { color: "crvena", size: "m" }. */
  values: Record<string, string>;
  stock: number;
  /** Default: the configurable's price. */
  price?: number;
};

export type ConfigurableSeed = {
  /** The attributes that tell the variants apart, each with the value the shop preselects. */
  axes: { attribute: string; shopDefault?: string }[];
  variants: VariantSeed[];
  /** A variant's picture by its colour value; the configurable's picture otherwise. */
  colourPictures?: boolean;
};

export type ProductSeed = {
  slug: string;
  sku: string;
  name: string;
  type: string;
  format: ProductFormat;
  categories: string[];
  /** HTML. */
  description: string;
  shortDescription: string;
  /** What the buyer pays, EUR. */
  price: number;
  /** The regular price when reduced; the discount is derived from it. */
  retailPrice?: number;
  membershipPrice?: number;
  categoryPriority: number;
  featured?: boolean;
  archived?: boolean;
  /** ISO date; the time of day is fixed, so the order of the seed never depends on the clock. */
  created: string;
  palette: Palette;
  /** Extra pictures besides the product picture. */
  gallery?: { title: string; palette: Palette }[];
  attributes?: AttributeValuesSeed;
  customOptions?: CustomOptionSeed[];
  configurable?: ConfigurableSeed;
  /** Members by slug. */
  bundle?: { slug: string; quantity: number }[];
  crossSells?: string[];
  download?: { fileName: string; size: number };
};

export type CatalogueSeed = {
  /** Folder of the catalogue's pictures under <dataDir>/media. */
  mediaFolder: string;
  attributes: AttributeSeed[];
  categories: CategorySeed[];
  products: ProductSeed[];
};
