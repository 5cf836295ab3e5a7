import { z } from "zod";
import { type EditableField } from "../types";

export const schema = z.object({
  title: z.string().optional(),
  items: z
    .array(z.object({ value: z.number().finite().nonnegative(), suffix: z.string().max(8).optional(), label: z.string().min(1) }))
    .min(1)
    .max(8),
});
export type NumbersProps = z.infer<typeof schema>;

export const fields: EditableField[] = [
  { name: "title", kind: "text", label: "Naslov" },
  {
    name: "items",
    kind: "list",
    label: "Brojke",
    fields: [
      { name: "value", kind: "number", label: "Vrijednost" },
      { name: "suffix", kind: "text", label: "Dodatak (npr. + ili %)" },
      { name: "label", kind: "text", label: "Opis" },
    ],
  },
];
