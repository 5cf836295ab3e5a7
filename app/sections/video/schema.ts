import { z } from "zod";
import { MediaSchema, type EditableField } from "../types";

export const VIDEO_PROVIDERS = ["youtube", "vimeo"] as const;

export const schema = z.object({
  title: z.string().min(1),
  provider: z.enum(VIDEO_PROVIDERS),
  // An id, not a URL: the view builds the provider's addresses, so no other host can sneak in.
  videoId: z.string().regex(/^[\w-]{1,64}$/),
  media: MediaSchema.optional(),
});
export type VideoProps = z.infer<typeof schema>;

export const fields: EditableField[] = [
  { name: "title", kind: "text", label: "Naslov videozapisa" },
  { name: "provider", kind: "select", label: "Servis", options: [...VIDEO_PROVIDERS] },
  { name: "videoId", kind: "text", label: "Oznaka videozapisa" },
  { name: "media", kind: "media", label: "Naslovna slika (poster)" },
];
