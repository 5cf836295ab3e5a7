import { z } from "zod";
import type { BundleCheck, CustomOption, Product } from "~/api/catalog-schemas";

// The add-to-cart form of a product (product page, bundle screen, product grid), one schema for
// the action and the component. It depends on the product: its custom options, its variants,
// its bundle's choices. Messages are translation keys (SPEC 5 and 8).

export const INVALID_QUANTITY = "error.invalidQuantity";
export const CONFIGURATION_NOT_SET = "core.notifications.configurationNotSet";
const REQUIRED = "core.validation.required";
const OUT_OF_RANGE = "core.validation.outOfRange";
const UNKNOWN = "core.validation.unknown";

/** SPEC 5: the quantity is parsed as an integer greater than 0. */
export const quantitySchema = z
  .string({ required_error: INVALID_QUANTITY, invalid_type_error: INVALID_QUANTITY })
  .trim()
  .regex(/^\d{1,6}$/, INVALID_QUANTITY)
  .transform(Number)
  .refine((qty) => qty > 0, INVALID_QUANTITY);

function optionSchema(option: CustomOption): z.ZodTypeAny {
  const values = option.values.map((value) => value.value);
  const oneOf = z.string().refine((value) => values.includes(value), UNKNOWN);
  let schema: z.ZodTypeAny;
  switch (option.type) {
    case "dropdown":
    case "textSwatch":
    case "visualSwatch":
      schema = oneOf;
      break;
    case "multipleSelect":
      schema = z.preprocess((value) => (value === undefined ? undefined : [value].flat()), z.array(oneOf).min(1, REQUIRED));
      break;
    case "yesNo":
      // The platform names the two answers (usually "true"/"false", maybe with a price).
      schema = values.length ? oneOf : z.enum(["true", "false"], { errorMap: () => ({ message: UNKNOWN }) });
      break;
    case "numberField": {
      let number = z.coerce.number({ invalid_type_error: UNKNOWN });
      if (option.min !== undefined) number = number.min(option.min, OUT_OF_RANGE);
      if (option.max !== undefined) number = number.max(option.max, OUT_OF_RANGE);
      schema = number;
      break;
    }
    case "date":
      schema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, UNKNOWN);
      break;
    case "dateTime":
      schema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, UNKNOWN);
      break;
  }
  // Conform sends an empty field as undefined: a required option says so, an optional one is left out.
  if (!option.required) return schema.optional();
  return z
    .any()
    .superRefine((value, ctx) => {
      const empty = value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
      if (empty) ctx.addIssue({ code: z.ZodIssueCode.custom, message: REQUIRED, fatal: true });
    })
    .pipe(schema);
}

export type AddToCartContext = {
  product: Pick<Product, "id" | "format" | "customOptions" | "associatedProducts">;
  bundle?: BundleCheck | null;
};

export function addToCartSchema({ product, bundle }: AddToCartContext) {
  const variantIds = new Set(product.associatedProducts.map((variant) => variant.id));
  const choices = (bundle?.entries ?? []).filter((entry) => entry.needsChoice);
  return z
    .object({
      intent: z.literal("addToCart"),
      productId: z.coerce.number().refine((id) => id === product.id, UNKNOWN),
      variantId: z.coerce.number().optional(),
      qty: quantitySchema,
      options: z.object(Object.fromEntries(product.customOptions.map((option) => [option.code, optionSchema(option)]))).default({}),
      bundle: z.record(z.coerce.number()).default({}),
    })
    .superRefine((value, ctx) => {
      // A configurable needs a chosen variant; a bundle needs every open choice made (SPEC 4).
      const configurableUnset = product.format === "Configurable" && (value.variantId === undefined || !variantIds.has(value.variantId));
      const bundleUnset = choices.some((entry) => !entry.choices.some((choice) => choice.id === value.bundle[String(entry.product.id)]));
      if (configurableUnset || bundleUnset) ctx.addIssue({ code: z.ZodIssueCode.custom, message: CONFIGURATION_NOT_SET, path: [] });
    });
}

export type AddToCartInput = z.infer<ReturnType<typeof addToCartSchema>>;
