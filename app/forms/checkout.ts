import { z } from "zod";

// The checkout's forms (SPEC 5, Checkout delivery form, consents and steps). One schema each,
// used by the action and the component. Messages are translation keys.

const REQUIRED = "core.validation.required";
const EMAIL = "core.validation.email";
const LETTERS_ONLY = "core.validation.alphaSpecialCharsValidator";
const MAX = "core.validation.maxLength";

/** SPEC 5: names allow only letters, spaces and apostrophes. */
export const LETTERS_SPACES_APOSTROPHES = /^[\p{L}\s'’]+$/u;

const required = (max?: number) => {
  let field = z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED);
  if (max) field = field.max(max, MAX);
  return field;
};
const name = () => required(75).regex(LETTERS_SPACES_APOSTROPHES, LETTERS_ONLY);

export const addressFieldsSchema = z.object({
  firstName: name(),
  lastName: name(),
  contactEmail: required(120).email(EMAIL),
  contactPhone: required(30),
  country: required(75),
  city: required(75),
  street: required(75),
  houseNumber: required(15),
  zipCode: required(25),
});
export type AddressFields = z.infer<typeof addressFieldsSchema>;
export const ADDRESS_FIELDS = Object.keys(addressFieldsSchema.shape) as (keyof AddressFields)[];

/** Max lengths per field, for the inputs' maxLength and the "at most {{count}}" message. */
export const ADDRESS_MAX: Record<keyof AddressFields, number> = {
  firstName: 75,
  lastName: 75,
  contactEmail: 120,
  contactPhone: 30,
  country: 75,
  city: 75,
  street: 75,
  houseNumber: 15,
  zipCode: 25,
};

const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

export const addressStepSchema = z
  .object({
    intent: z.literal("address"),
    shipping: addressFieldsSchema,
    differentBilling: checkbox.default(false),
    // Billing is validated only when it differs (SPEC 5); otherwise it is copied from delivery.
    billing: z.record(z.unknown()).optional(),
    companyMode: checkbox.default(false),
    companyName: z.string().trim().max(100, MAX).optional(),
    companyOIB: z.string().trim().max(11, MAX).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.differentBilling) {
      const billing = addressFieldsSchema.safeParse(value.billing ?? {});
      if (!billing.success) for (const issue of billing.error.issues) ctx.addIssue({ ...issue, path: ["billing", ...issue.path] });
    }
    if (value.companyMode) {
      if (!value.companyName) ctx.addIssue({ code: z.ZodIssueCode.custom, message: REQUIRED, path: ["companyName"] });
      if (!value.companyOIB) ctx.addIssue({ code: z.ZodIssueCode.custom, message: REQUIRED, path: ["companyOIB"] });
      else if (!/^\d{11}$/.test(value.companyOIB)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "checkout.oibInvalid", path: ["companyOIB"] });
    }
  })
  .transform((value) => ({
    ...value,
    billing: value.differentBilling ? addressFieldsSchema.parse(value.billing) : value.shipping,
  }));
export type AddressStep = z.infer<typeof addressStepSchema>;

export const shippingStepSchema = z.object({
  intent: z.literal("shipping"),
  deliveryMethodId: z.coerce.number({ required_error: "checkout.shippingMethodUndefined", invalid_type_error: "checkout.shippingMethodUndefined" }).int().positive("checkout.shippingMethodUndefined"),
  branchId: z.coerce.number().int().positive().optional(),
});

export const paymentStepSchema = z.object({
  intent: z.literal("payment"),
  paymentMethodId: z.coerce.number({ required_error: "checkout.paymentMethodUndefined", invalid_type_error: "checkout.paymentMethodUndefined" }).int().positive("checkout.paymentMethodUndefined"),
  consents: z.preprocess((value) => (value === undefined ? [] : [value].flat()), z.array(z.coerce.number().int().positive())),
  /** What the visitor saw: item count, each item's final price and the total (the cart change check). */
  cartSignature: z.string().max(2000),
  idempotencyKey: z.string().uuid(),
});
