import { z } from "zod";
import { CallToActionSchema, MediaSchema, type EditableField } from "../types";

export const schema = z.object({
  title: z.string().min(1),
  subtitle: z.string().optional(),
  media: MediaSchema.optional(),
  cta: CallToActionSchema.optional(),
});
export type HeroProps = z.infer<typeof schema>;

export const fields: EditableField[] = [
  { name: "title", kind: "text", label: "Naslov" },
  { name: "subtitle", kind: "text", label: "Podnaslov" },
  { name: "media", kind: "media", label: "Slika" },
  { name: "cta", kind: "link", label: "Poziv na akciju" },
];
