import { z } from "zod";
import { quantitySchema } from "./add-to-cart";

// The cart page's forms, one schema each; the action reads them as one union by intent.

const REQUIRED = "core.validation.required";
const itemId = z.coerce.number().int().positive();

export const updateQuantitySchema = z.object({ intent: z.literal("updateQuantity"), itemId, qty: quantitySchema });
export const removeItemSchema = z.object({ intent: z.literal("removeItem"), itemId });
export const applyCouponSchema = z.object({
  intent: z.literal("applyCoupon"),
  // SPEC 5: a coupon code is required before it may be applied.
  couponCode: z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).max(50),
});
export const removeCouponSchema = z.object({ intent: z.literal("removeCoupon") });
export const applyMemberCardSchema = z.object({
  intent: z.literal("applyMemberCard"),
  barcode: z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).max(64),
});
export const saveInstructionsSchema = z.object({
  intent: z.literal("saveInstructions"),
  instructions: z.string().trim().max(500, "core.validation.maxLength").default(""),
});

export const cartActionSchema = z.discriminatedUnion("intent", [
  updateQuantitySchema,
  removeItemSchema,
  applyCouponSchema,
  removeCouponSchema,
  applyMemberCardSchema,
  saveInstructionsSchema,
]);
export type CartAction = z.infer<typeof cartActionSchema>;
