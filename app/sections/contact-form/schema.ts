import { z } from "zod";
import type { EditableField } from "../types";

export const schema = z.object({
  title: z.string().optional(),
  text: z.string().optional(),
  formId: z.number().int().positive(),
});
export type ContactFormProps = z.infer<typeof schema>;

export const fields: EditableField[] = [
  { name: "title", kind: "text", label: "Naslov" },
  { name: "text", kind: "text", label: "Tekst" },
  { name: "formId", kind: "text", label: "Obrazac (broj)" },
];
