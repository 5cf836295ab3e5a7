import { z } from "zod";

// Input fields several modules validate the same way.

/** A positive id; a numeric string is accepted, a missing one is `Required`. */
export const id = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number().int().positive()
);
export const text = (max: number) => z.string().trim().min(1, "Required").max(max);
/** Optional text; an empty string is the same as leaving it out. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);
export const email = z.string().trim().min(1, "Required").max(200).email();
/** A storefront URL: absolute http(s), or a path on the storefront's origin. */
export const returnUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value), "Not a URL or path");
export const oib = z.string().trim().regex(/^\d{11}$/, "Not an OIB");
export const countryCode = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, "Not a country code");

/** The fields of a postal address (SPEC 5 maxima), shared by guests' and accounts' addresses. */
export const addressFields = {
  firstName: text(100),
  lastName: text(100),
  contactEmail: email,
  contactPhone: text(50),
  country: countryCode,
  city: text(75),
  street: text(75),
  houseNumber: text(15),
  zipCode: text(25),
};
