import { z } from "zod";
import { SORT_TYPES } from "~/lib/listing-query";
import { MediaSchema } from "./schemas";

// zod schemas of the catalogue's answers (docs/platform-api.md, Catalogue).

const price = z.coerce.number();

export const ProductCardSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    sku: z.string().default(""),
    type: z.string().default(""),
    format: z.enum(["Simple", "Configurable", "Bundle", "EProduct"]),
    media: MediaSchema.nullable().default(null),
    basicPrice: price,
    retailPrice: price.nullable().default(null),
    finalPrice: price,
    membershipPrice: price.nullable().default(null),
    discount: z.number().default(0),
    featured: z.boolean().default(false),
    archived: z.boolean().default(false),
  })
  .passthrough();
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const CustomOptionSchema = z.object({
  id: z.number(),
  code: z.string(),
  label: z.string(),
  required: z.boolean().default(false),
  type: z.enum(["dropdown", "numberField", "multipleSelect", "textSwatch", "visualSwatch", "yesNo", "dateTime", "date"]),
  values: z
    .array(z.object({ id: z.number(), value: z.string(), label: z.string(), color: z.string().optional(), priceModifier: price.default(0) }))
    .default([]),
  min: z.number().optional(),
  max: z.number().optional(),
});
export type CustomOption = z.infer<typeof CustomOptionSchema>;

export const VariantAttributeSchema = z.object({
  attributeCode: z.string(),
  label: z.string(),
  inputType: z.string(),
  values: z.array(
    z.object({ id: z.number(), value: z.string(), label: z.string(), isMedia: z.boolean().default(false), color: z.string().optional(), shopDefault: z.boolean().default(false) }),
  ),
});
export type VariantAttribute = z.infer<typeof VariantAttributeSchema>;

export const BundleEntrySchema = z.object({ product: ProductCardSchema, quantity: z.number(), format: z.string() });

export const ProductSchema = ProductCardSchema.extend({
  description: z.string().default(""),
  shortDescription: z.string().default(""),
  gallery: z.array(MediaSchema).default([]),
  categories: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string() })).default([]),
  attributeSet: z
    .object({
      attributes: z.array(
        z.object({
          attributeCode: z.string(),
          label: z.string(),
          value: z.object({ value: z.union([z.string(), z.number(), z.boolean()]), label: z.string() }),
        }),
      ),
    })
    .default({ attributes: [] }),
  customOptions: z.array(CustomOptionSchema).default([]),
  associatedProducts: z.array(ProductCardSchema.extend({ attributes: z.record(z.string()).default({}) })).default([]),
  associatedProductsAttributes: z.array(VariantAttributeSchema).default([]),
  bundles: z.object({ id: z.number(), entries: z.array(BundleEntrySchema) }).passthrough().nullable().default(null),
  crossSellProducts: z.array(ProductCardSchema).default([]),
  download: z.object({ fileName: z.string(), size: z.number() }).nullable().default(null),
});
export type Product = z.infer<typeof ProductSchema>;
export type Variant = Product["associatedProducts"][number];

export const PaginationSchema = z.object({
  page: z.number().default(1),
  limit: z.number().optional(),
  totalPages: z.number(),
  totalRecords: z.number(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const ProductListSchema = z.object({ records: z.array(ProductCardSchema), pagination: PaginationSchema });

const sortType = z.enum(SORT_TYPES);
type CategoryShape = {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  image: z.infer<typeof MediaSchema> | null;
  description: string;
  sortTypes: (typeof SORT_TYPES)[number][];
  sortDefaultType: (typeof SORT_TYPES)[number];
  children: CategoryShape[];
};
export const CategorySchema: z.ZodType<CategoryShape, z.ZodTypeDef, unknown> = z.lazy(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    parentId: z.number().nullable().default(null),
    image: MediaSchema.nullable().default(null),
    description: z.string().default(""),
    // A sort type this storefront does not know is left out rather than failing the page.
    sortTypes: z
      .array(z.string())
      .default([...SORT_TYPES])
      .transform((types) => types.filter((type): type is (typeof SORT_TYPES)[number] => sortType.safeParse(type).success)),
    sortDefaultType: sortType.catch("newest"),
    children: z.array(CategorySchema).default([]),
  }),
);
export type Category = z.infer<typeof CategorySchema>;

export const LayeredFilterSchema = z.object({
  attributeCode: z.string(),
  label: z.string(),
  attributeID: z.number(),
  type: z.enum(["Dropdown", "MultiSelect", "Number", "Date", "DateTime", "YesNo", "TextSwatch", "VisualSwatch"]),
  values: z.array(
    z.object({
      valueLabel: z.string(),
      value: z.union([z.string(), z.number(), z.boolean()]).transform(String),
      totalProducts: z.number(),
      minValue: z.union([z.number(), z.string()]).optional(),
      maxValue: z.union([z.number(), z.string()]).optional(),
      color: z.string().optional(),
    }),
  ),
});
export type LayeredFilter = z.infer<typeof LayeredFilterSchema>;

export const BundleCheckSchema = z.object({
  product: z.number(),
  canAddDirectly: z.boolean(),
  entries: z.array(
    z.object({
      product: ProductCardSchema,
      quantity: z.number(),
      format: z.string(),
      needsChoice: z.boolean(),
      choices: z.array(ProductCardSchema).default([]),
    }),
  ),
});
export type BundleCheck = z.infer<typeof BundleCheckSchema>;
