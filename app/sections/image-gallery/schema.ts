import { z } from "zod";
import { MediaSchema, type EditableField } from "../types";

export const schema = z.object({
  title: z.string().optional(),
  images: z.array(z.object({ media: MediaSchema, caption: z.string().optional() })).min(1).max(48),
});
export type ImageGalleryProps = z.infer<typeof schema>;

export const fields: EditableField[] = [
  { name: "title", kind: "text", label: "Naslov" },
  {
    name: "images",
    kind: "list",
    label: "Slike",
    fields: [
      { name: "media", kind: "media", label: "Slika" },
      { name: "caption", kind: "text", label: "Opis slike" },
    ],
  },
];
