import { z } from "zod";
import { MediaSchema } from "~/api/schemas";

// A section type is a folder: schema.ts (its props schema and the description of its editable
// fields, read by the server and, later, the edit mode) and view.tsx (what visitors get; it
// imports types only, so zod stays out of the visitors' JavaScript).

export type EditableFieldKind =
  | "text"
  | "richText"
  | "number"
  | "media"
  | "link"
  | "icon"
  | "select"
  | "list"
  | "posts"
  | "products"
  | "categories";

/** A "list" field (gallery images, team members, ...) describes the fields of one item in `fields`. */
export type EditableField = { name: string; kind: EditableFieldKind; label: string; options?: string[]; fields?: EditableField[] };

export type SectionDefinition = {
  schema: z.ZodType<Record<string, unknown>, z.ZodTypeDef, unknown>;
  fields: EditableField[];
};

export const CallToActionSchema = z.object({ label: z.string().min(1), url: z.string().min(1) });
export type CallToAction = z.infer<typeof CallToActionSchema>;
export { MediaSchema };
