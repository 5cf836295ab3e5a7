import { z } from "zod";
import { MediaSchema, type EditableField } from "../types";

export const MAP_PROVIDERS = ["openstreetmap", "google"] as const;

export const schema = z.object({
  title: z.string().optional(),
  address: z.string().min(1),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  zoom: z.number().int().min(1).max(19).default(16),
  provider: z.enum(MAP_PROVIDERS).default("openstreetmap"),
  /** A static picture of the map; without it the view draws a placeholder. */
  media: MediaSchema.optional(),
});
export type MapProps = z.infer<typeof schema>;

export const fields: EditableField[] = [
  { name: "title", kind: "text", label: "Naslov" },
  { name: "address", kind: "text", label: "Adresa" },
  { name: "latitude", kind: "number", label: "Geografska širina" },
  { name: "longitude", kind: "number", label: "Geografska dužina" },
  { name: "zoom", kind: "number", label: "Uvećanje (1–19)" },
  { name: "provider", kind: "select", label: "Karta", options: [...MAP_PROVIDERS] },
  { name: "media", kind: "media", label: "Slika karte" },
];
