import { z } from "zod";
import type { ProductCard } from "~/api/catalog-schemas";
import { type EditableField } from "../types";

// Chosen products in their order; else the newest of a category; else the newest of the shop.
export const schema = z.object({
  title: z.string().optional(),
  productIds: z.array(z.number().int().positive()).max(12).optional(),
  categorySlug: z.string().min(1).optional(),
  limit: z.number().int().min(1).max(12).default(4),
});
export type ProductsListProps = z.infer<typeof schema> & { data?: ProductCard[] };

export const fields: EditableField[] = [
  { name: "title", kind: "text", label: "Naslov" },
  { name: "productIds", kind: "products", label: "Odabrani proizvodi" },
  { name: "categorySlug", kind: "categories", label: "Ili: najnoviji iz kategorije" },
  { name: "limit", kind: "number", label: "Broj proizvoda (1–12)" },
];
