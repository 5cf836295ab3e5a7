import { z } from "zod";
import type { Category } from "~/api/catalog-schemas";
import { type EditableField } from "../types";

// Chosen categories in their order; without a choice, the shop's top-level categories.
export const schema = z.object({
  title: z.string().optional(),
  categorySlugs: z.array(z.string().min(1)).max(24).optional(),
});
export type ProductCategoriesProps = z.infer<typeof schema> & { data?: Category[] };

export const fields: EditableField[] = [
  { name: "title", kind: "text", label: "Naslov" },
  { name: "categorySlugs", kind: "categories", label: "Kategorije" },
];
