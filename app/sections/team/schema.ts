import { z } from "zod";
import { MediaSchema, type EditableField } from "../types";

export const schema = z.object({
  title: z.string().optional(),
  members: z
    .array(
      z.object({
        name: z.string().min(1),
        role: z.string().optional(),
        media: MediaSchema.optional(),
        email: z.string().email().optional(),
        // Digits, spaces and the usual separators only, so the tel: link is always dialable.
        phone: z.string().regex(/^\+?[\d\s()/.-]{5,25}$/).optional(),
      }),
    )
    .min(1)
    .max(48),
});
export type TeamProps = z.infer<typeof schema>;

export const fields: EditableField[] = [
  { name: "title", kind: "text", label: "Naslov" },
  {
    name: "members",
    kind: "list",
    label: "Članovi tima",
    fields: [
      { name: "name", kind: "text", label: "Ime i prezime" },
      { name: "role", kind: "text", label: "Uloga" },
      { name: "media", kind: "media", label: "Fotografija" },
      { name: "email", kind: "text", label: "E-pošta" },
      { name: "phone", kind: "text", label: "Telefon" },
    ],
  },
];
