import { z } from "zod";
import { CallToActionSchema, MediaSchema, type EditableField } from "../types";

export const schema = z.object({
  title: z.string().optional(),
  html: z.string(),
  media: MediaSchema,
  imagePosition: z.enum(["left", "right"]).default("right"),
  cta: CallToActionSchema.optional(),
});
export type TextImageProps = z.infer<typeof schema>;

export const fields: EditableField[] = [
  { name: "title", kind: "text", label: "Naslov" },
  { name: "html", kind: "richText", label: "Tekst" },
  { name: "media", kind: "media", label: "Slika" },
  { name: "imagePosition", kind: "select", label: "Položaj slike", options: ["left", "right"] },
  { name: "cta", kind: "link", label: "Poziv na akciju" },
];
