import type { MapProps } from "./schema";

/** The address on the chosen map site: by coordinates when given, else as a search. */
export function mapUrl({ address, latitude, longitude, zoom = 16, provider = "openstreetmap" }: Pick<MapProps, "address" | "latitude" | "longitude"> & Partial<Pick<MapProps, "zoom" | "provider">>): string {
  const hasPoint = latitude !== undefined && longitude !== undefined;
  if (provider === "google") {
    const query = hasPoint ? `${latitude},${longitude}` : address;
    return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
  }
  if (hasPoint) return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}
