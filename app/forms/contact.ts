import { z } from "zod";
import { email, honeypot, requiredText } from "./content-fields";

// The contact-form section's form (the platform's contactForm: name, e-mail, message).
export const CONTACT_MAX = { name: 200, email: 120, message: 5000 } as const;

export const contactSchema = z.object({
  intent: z.literal("contact"),
  formId: z.coerce.number().int().positive(),
  name: requiredText(CONTACT_MAX.name),
  email: email(),
  message: requiredText(CONTACT_MAX.message),
  website: honeypot,
  captchaResponse: z.string().optional(),
});
export type ContactForm = z.infer<typeof contactSchema>;

