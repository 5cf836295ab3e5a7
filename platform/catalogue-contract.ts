// The catalogue's answer shapes of docs/platform-api.md ("Catalogue (issue 3)"), beside the
// foundation's in contract.ts. Keep the two in step with the document.
import type { Media } from "./contract";

/** EUR, rounded to two decimals. */
export type Price = number;

export const PRODUCT_FORMATS = ["Simple", "Configurable", "Bundle", "EProduct"] as const;
export type ProductFormat = (typeof PRODUCT_FORMATS)[number];

export const ATTRIBUTE_TYPES = [
  "Dropdown",
  "MultiSelect",
  "Number",
  "Date",
  "DateTime",
  "YesNo",
  "TextSwatch",
  "VisualSwatch",
] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

export const CUSTOM_OPTION_TYPES = [
  "dropdown",
  "numberField",
  "multipleSelect",
  "textSwatch",
  "visualSwatch",
  "yesNo",
  "dateTime",
  "date",
] as const;
export type CustomOptionType = (typeof CUSTOM_OPTION_TYPES)[number];

export const SORT_TYPES = [
  "newest",
  "oldest",
  "priceAsc",
  "priceDesc",
  "nameAsc",
  "nameDesc",
  "priorityAsc",
  "priorityDesc",
] as const;
export type SortType = (typeof SORT_TYPES)[number];

export const SORT_PARAMS = ["created_at", "finalPrice", "name", "categoryPriority"] as const;
export type SortParam = (typeof SORT_PARAMS)[number];

export type ActiveFilter = {
  key: string;
  value?: string | string[] | boolean;
  range?: { min?: number | string; max?: number | string };
};

export type ProductCard = {
  id: number;
  name: string;
  slug: string;
  sku: string;
  type: string;
  format: ProductFormat;
  media: Media | null;
  basicPrice: Price;
  retailPrice: Price | null;
  finalPrice: Price;
  membershipPrice: Price | null;
  discount: number;
  categoryPriority: number;
  archived: boolean;
  featured: boolean;
  created_at: string;
};

export type CustomOption = {
  id: number;
  code: string;
  label: string;
  required: boolean;
  type: CustomOptionType;
  values: { id: number; value: string; label: string; color?: string; priceModifier: Price }[];
  min?: number;
  max?: number;
};

export type ProductAttribute = {
  attributeCode: string;
  label: string;
  value: { value: string | number | boolean; label: string };
};

export type Variant = ProductCard & { attributes: Record<string, string> };

export type VariantAttribute = {
  attributeCode: string;
  label: string;
  inputType: "TextSwatch" | "VisualSwatch" | "Dropdown";
  values: { id: number; value: string; label: string; isMedia: boolean; color?: string; shopDefault: boolean }[];
};

export type BundleEntry = { product: ProductCard; quantity: number; format: ProductFormat };

export type Product = ProductCard & {
  description: string;
  shortDescription: string;
  gallery: Media[];
  categories: { id: number; slug: string; name: string }[];
  attributeSet: { attributes: ProductAttribute[] };
  customOptions: CustomOption[];
  associatedProducts: Variant[];
  associatedProductsAttributes: VariantAttribute[];
  bundles: { id: number; format: "Bundle"; entries: BundleEntry[] } | null;
  crossSellProducts: ProductCard[];
  download: { fileName: string; size: number } | null;
};

export type Category = {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  image: Media | null;
  description: string;
  sortTypes: SortType[];
  sortDefaultType: SortType;
  children?: Category[];
};

export type LayeredValue = {
  valueLabel: string;
  value: string;
  totalProducts: number;
  minValue?: number | string;
  maxValue?: number | string;
  attributeID: number;
  color?: string;
};

export type LayeredFilter = {
  attributeCode: string;
  label: string;
  attributeID: number;
  type: AttributeType;
  values: LayeredValue[];
};

export type BundleCheck = {
  product: number;
  canAddDirectly: boolean;
  entries: (BundleEntry & { needsChoice: boolean; choices: ProductCard[] })[];
};

export type Pagination = { page: number; limit: number; totalPages: number; totalRecords: number };
