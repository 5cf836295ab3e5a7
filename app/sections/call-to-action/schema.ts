import { z } from "zod";
import { CallToActionSchema, type EditableField } from "../types";

export const schema = z.object({
  title: z.string().min(1),
  text: z.string().optional(),
  primary: CallToActionSchema,
  secondary: CallToActionSchema.optional(),
});
export type CallToActionProps = z.infer<typeof schema>;

export const fields: EditableField[] = [
  { name: "title", kind: "text", label: "Naslov" },
  { name: "text", kind: "text", label: "Tekst" },
  { name: "primary", kind: "link", label: "Glavni gumb" },
  { name: "secondary", kind: "link", label: "Drugi gumb" },
];
