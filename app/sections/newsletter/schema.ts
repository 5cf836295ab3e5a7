import { z } from "zod";
import type { EditableField } from "../types";

export const schema = z.object({
  title: z.string().optional(),
  text: z.string().optional(),
});
export type NewsletterProps = z.infer<typeof schema>;

export const fields: EditableField[] = [
  { name: "title", kind: "text", label: "Naslov" },
  { name: "text", kind: "text", label: "Tekst" },
];
