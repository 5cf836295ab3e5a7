import { z } from "zod";
import { addressFieldsSchema } from "./checkout";

// The account forms (SPEC 5: Login, Change password, Register simple and with addresses,
// Profile). One schema each, used by the action and the component. Messages are translation
// keys; minLength/maxLength carry their count in the view.

const REQUIRED = "core.validation.required";
const EMAIL = "core.validation.email";
const MIN = "core.validation.minLength";
const MAX = "core.validation.maxLength";

/** SPEC 9: the password minimum. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const required = (max = 200) => z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).max(max, MAX);
const email = () => required(200).email(EMAIL);
// Passwords are not trimmed: a space may be part of one.
const password = () => z.string({ required_error: REQUIRED }).min(1, REQUIRED).min(PASSWORD_MIN, MIN).max(PASSWORD_MAX, MAX);
const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
/** The ids of the ticked consents (checkboxes named "consents"). */
const consentIds = z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.coerce.number().int().positive()));
/** Where to go afterwards; checked against the safe-path rule by the action. */
const redirectTo = z.string().max(2000).optional();

export const loginSchema = z.object({
  username: email(),
  password: password(),
  redirectTo,
});
export type LoginForm = z.infer<typeof loginSchema>;

const repeatPassword = <T extends { password: string; confirmedPassword: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.confirmedPassword) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "core.validation.repeatPassword", path: ["confirmedPassword"] });
};

export const registerSchema = z
  .object({
    variant: z.literal("simple"),
    firstName: required(75),
    lastName: required(75),
    email: email(),
    password: password(),
    confirmedPassword: z.string({ required_error: REQUIRED }).min(1, REQUIRED),
    consents: consentIds,
    redirectTo,
  })
  .superRefine(repeatPassword);
export type RegisterForm = z.infer<typeof registerSchema>;

export const registerWithAddressesSchema = z
  .object({
    variant: z.literal("addresses"),
    shipping: addressFieldsSchema,
    password: password(),
    confirmedPassword: z.string({ required_error: REQUIRED }).min(1, REQUIRED),
    differentBilling: checkbox.default(false),
    // SPEC 5: the billing address is validated only when a different one is chosen.
    billing: z.record(z.unknown()).optional(),
    consents: consentIds,
    redirectTo,
  })
  .superRefine((value, ctx) => {
    repeatPassword(value, ctx);
    if (!value.differentBilling) return;
    const billing = addressFieldsSchema.safeParse(value.billing ?? {});
    if (!billing.success) for (const issue of billing.error.issues) ctx.addIssue({ ...issue, path: ["billing", ...issue.path] });
  })
  .transform((value) => ({ ...value, billing: value.differentBilling ? addressFieldsSchema.parse(value.billing) : null }));
export type RegisterWithAddressesForm = z.infer<typeof registerWithAddressesSchema>;

export const profileSchema = z.object({
  intent: z.literal("updateProfile"),
  firstName: required(75),
  lastName: required(75),
  email: email(),
  username: z.string().trim().max(100, MAX).optional(),
  memberCardBarcode: z.string().trim().max(64, MAX).optional(),
});
export type ProfileForm = z.infer<typeof profileSchema>;

export const changePasswordSchema = z
  .object({
    intent: z.literal("changePassword"),
    oldPassword: password(),
    newPassword: password(),
    newPasswordAgain: z.string({ required_error: REQUIRED }).min(1, REQUIRED),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword === value.oldPassword) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "core.validation.differentPassword", path: ["newPassword"] });
    if (value.newPasswordAgain !== value.newPassword) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "core.validation.repeatPassword", path: ["newPasswordAgain"] });
  });

export const forgotPasswordSchema = z.object({ intent: z.literal("forgot"), email: email() });

export const setPasswordSchema = z
  .object({
    intent: z.literal("setPassword"),
    token: z.string().min(1).max(500),
    password: password(),
    confirmedPassword: z.string({ required_error: REQUIRED }).min(1, REQUIRED),
  })
  .superRefine(repeatPassword);

export const wishlistToggleSchema = z.object({
  productId: z.coerce.number().int().positive(),
  redirectTo,
});
