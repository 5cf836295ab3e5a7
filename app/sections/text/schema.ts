import { z } from "zod";
import { type EditableField } from "../types";

export const schema = z.object({ title: z.string().optional(), html: z.string() });
export type TextProps = z.infer<typeof schema>;

export const fields: EditableField[] = [
  { name: "title", kind: "text", label: "Naslov" },
  { name: "html", kind: "richText", label: "Tekst" },
];
