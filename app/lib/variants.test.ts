import { describe, expect, it } from "vitest";
import { matchVariant, selectedAttributes, selectionSearch, valueAvailable } from "./variants";

const attributes = [
  { attributeCode: "color", label: "Boja", inputType: "VisualSwatch", values: [{ id: 1, value: "red", label: "Crvena", isMedia: false, shopDefault: false }, { id: 2, value: "blue", label: "Plava", isMedia: false, shopDefault: true }] },
  { attributeCode: "size", label: "Veličina", inputType: "TextSwatch", values: [{ id: 3, value: "s", label: "S", isMedia: false, shopDefault: false }, { id: 4, value: "m", label: "M", isMedia: false, shopDefault: false }] },
];
const variant = (id: number, color: string, size: string) => ({ id, attributes: { color, size } }) as never;
const product = { associatedProductsAttributes: attributes, associatedProducts: [variant(10, "red", "s"), variant(11, "blue", "m")] } as never;

describe("variants", () => {
  it("reads the selection from the URL, with shop defaults", () => {
    expect(selectedAttributes(attributes, new URLSearchParams("size=m"))).toEqual({ color: "blue", size: "m" });
    expect(selectedAttributes(attributes, new URLSearchParams("color=red&size=xxl"))).toEqual({ color: "red" });
  });

  it("matches a variant only when every attribute is chosen", () => {
    expect(matchVariant(product, { color: "blue" })).toBeNull();
    expect(matchVariant(product, { color: "blue", size: "m" })).toMatchObject({ id: 11 });
    expect(matchVariant(product, { color: "blue", size: "s" })).toBeNull();
  });

  it("knows which values exist with the other choices", () => {
    expect(valueAvailable(product, { color: "red" }, "size", "s")).toBe(true);
    expect(valueAvailable(product, { color: "red" }, "size", "m")).toBe(false);
  });

  it("builds the link of a choice", () => {
    expect(selectionSearch({ color: "red" }, "size", "m")).toBe("?color=red&size=m");
  });
});
