import { z } from "zod";

// Pieces shared by the content forms (newsletter, contact, comment). Messages are translation keys.

export const REQUIRED = "core.validation.required";
export const EMAIL = "core.validation.email";
export const MAX = "core.validation.maxLength";

export const requiredText = (max: number) => z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).max(max, MAX);
export const email = () => requiredText(120).email(EMAIL);

/**
 * The honeypot: a field people never see or hear (hidden by CSS and from screen readers), so
 * only robots fill it. Any value is accepted here; the action then pretends success and stores
 * nothing.
 */
export { HONEYPOT } from "./content-limits";
export const honeypot = z.string().optional();
