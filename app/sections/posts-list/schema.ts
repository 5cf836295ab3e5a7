import { z } from "zod";
import type { EditableField } from "../types";

export const schema = z.object({
  title: z.string().optional(),
  termSlug: z.string().optional(),
  limit: z.number().int().min(1).max(12).default(3),
});
export type PostsListProps = z.infer<typeof schema>;

export const fields: EditableField[] = [
  { name: "title", kind: "text", label: "Naslov" },
  { name: "termSlug", kind: "text", label: "Kategorija objava (slug)" },
  { name: "limit", kind: "select", label: "Broj objava", options: Array.from({ length: 12 }, (_, index) => String(index + 1)) },
];
