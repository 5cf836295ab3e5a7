import { describe, expect, it } from "vitest";
import { mapUrl } from "./map/map-url";
import { SECTION_DEFINITIONS } from "./registry";

const media = (id: number) => ({ id, title: `Slika ${id}`, description: `Opis ${id}`, path: `/media/${id}.svg`, alternativePaths: {}, width: 600, height: 400 });

// One valid and one invalid example of every type of the sections library.
const EXAMPLES: Record<string, { valid: Record<string, unknown>; invalid: Record<string, unknown> }> = {
  "image-gallery": {
    valid: { title: "Galerija", images: [{ media: media(1), caption: "Škola" }, { media: media(2) }] },
    invalid: { images: [] },
  },
  team: {
    valid: { members: [{ name: "Ana Horvat", role: "Ravnateljica", media: media(1), email: "ana@example.com", phone: "+385 1 4567 891" }] },
    invalid: { members: [{ name: "Ana", email: "nije-adresa" }] },
  },
  numbers: {
    valid: { items: [{ value: 12000, suffix: "+", label: "naslova" }] },
    invalid: { items: [{ value: "puno", label: "naslova" }] },
  },
  video: {
    valid: { title: "Šetnja", provider: "vimeo", videoId: "76979871", media: media(1) },
    invalid: { title: "Šetnja", provider: "youtube", videoId: "https://evil.example/x" },
  },
  map: {
    valid: { address: "Ilica 242, Zagreb", latitude: 45.8, longitude: 15.9 },
    invalid: { address: "Ilica 242", latitude: 123 },
  },
  "call-to-action": {
    valid: { title: "Upisi", primary: { label: "Upiši se", url: "/upisi" } },
    invalid: { title: "Upisi", primary: { label: "", url: "/upisi" } },
  },
  accordion: {
    valid: { items: [{ question: "Koliko košta?", answer: "<p>4.200 €</p>" }] },
    invalid: { items: [{ answer: "<p>bez pitanja</p>" }] },
  },
  "products-list": {
    valid: { title: "Proizvodi", productIds: [3, 1], limit: 2 },
    invalid: { limit: 13 },
  },
  "product-categories": {
    valid: { categorySlugs: ["odjeca", "pribor"] },
    invalid: { categorySlugs: "odjeca" },
  },
};

describe("section types of the library", () => {
  it.each(Object.keys(EXAMPLES))("%s accepts a valid example and rejects an invalid one", (type) => {
    const definition = SECTION_DEFINITIONS[type];
    expect(definition, type).toBeDefined();
    expect(definition.schema.safeParse(EXAMPLES[type].valid).success).toBe(true);
    expect(definition.schema.safeParse(EXAMPLES[type].invalid).success).toBe(false);
  });

  it("fills defaults: 4 products, an OpenStreetMap at zoom 16", () => {
    expect(SECTION_DEFINITIONS["products-list"].schema.parse({})).toEqual({ limit: 4 });
    expect(SECTION_DEFINITIONS.map.schema.parse({ address: "Ilica 242" })).toMatchObject({ zoom: 16, provider: "openstreetmap" });
  });
});

describe("mapUrl", () => {
  it("points at the coordinates when given, else searches the address", () => {
    expect(mapUrl({ address: "Ilica 242", latitude: 45.81, longitude: 15.94, zoom: 17, provider: "openstreetmap" })).toBe(
      "https://www.openstreetmap.org/?mlat=45.81&mlon=15.94#map=17/45.81/15.94",
    );
    expect(mapUrl({ address: "Ilica 242, Zagreb", provider: "openstreetmap" })).toBe("https://www.openstreetmap.org/search?query=Ilica%20242%2C%20Zagreb");
    expect(mapUrl({ address: "Ilica 242", latitude: 45.81, longitude: 15.94, provider: "google" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=45.81%2C15.94",
    );
  });
});
