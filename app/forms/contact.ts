import { z } from "zod";
import { email, honeypot, MAX, requiredText } from "./content-fields";

// The contact-form section's form (the platform's contactForm: name, e-mail, message).
import { CONTACT_MAX } from "./content-limits";

export { CONTACT_MAX };

export const contactSchema = z.object({
  intent: z.literal("contact"),
  formId: z.coerce.number().int().positive(),
  name: requiredText(CONTACT_MAX.name),
  email: email(),
  // Shown only when the platform's form has the field; never required here.
  phone: z.string().trim().max(CONTACT_MAX.phone, MAX).optional(),
  message: requiredText(CONTACT_MAX.message),
  website: honeypot,
  captchaResponse: z.string().optional(),
});
export type ContactForm = z.infer<typeof contactSchema>;

