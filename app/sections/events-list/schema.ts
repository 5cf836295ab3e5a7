import { z } from "zod";
import type { EditableField } from "../types";

export const schema = z.object({
  title: z.string().optional(),
  limit: z.number().int().min(1).max(12).default(3),
});
export type EventsListProps = z.infer<typeof schema>;

export const fields: EditableField[] = [
  { name: "title", kind: "text", label: "Naslov" },
  { name: "limit", kind: "select", label: "Broj događaja", options: Array.from({ length: 12 }, (_, index) => String(index + 1)) },
];
