import { z } from "zod";
import { email, honeypot } from "./content-fields";

// The newsletter section's form: one e-mail address.
export const newsletterSchema = z.object({
  intent: z.literal("newsletter"),
  email: email(),
  website: honeypot,
  captchaResponse: z.string().optional(),
});
export type NewsletterForm = z.infer<typeof newsletterSchema>;
