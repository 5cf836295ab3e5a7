import { z } from "zod";
import { type EditableField } from "../types";

export const schema = z.object({
  title: z.string().optional(),
  items: z.array(z.object({ question: z.string().min(1), answer: z.string() })).min(1).max(50),
});
export type AccordionProps = z.infer<typeof schema>;

export const fields: EditableField[] = [
  { name: "title", kind: "text", label: "Naslov" },
  {
    name: "items",
    kind: "list",
    label: "Pitanja",
    fields: [
      { name: "question", kind: "text", label: "Pitanje" },
      // Sanitized on the server by parse-sections, like every rich-text field.
      { name: "answer", kind: "richText", label: "Odgovor" },
    ],
  },
];
