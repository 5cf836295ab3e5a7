import type { Product, Variant, VariantAttribute } from "~/api/catalog-schemas";

// A configurable product's variant lives in the URL (?color=red&size=m), so choosing one works
// with links alone. A value marked shopDefault counts as chosen until the visitor picks another.

export type VariantSelection = Record<string, string>;

export function selectedAttributes(attributes: VariantAttribute[], search: URLSearchParams): VariantSelection {
  const selection: VariantSelection = {};
  for (const attribute of attributes) {
    const requested = search.get(attribute.attributeCode);
    const known = attribute.values.find((value) => value.value === requested);
    const fallback = attribute.values.find((value) => value.shopDefault);
    if (known) selection[attribute.attributeCode] = known.value;
    else if (fallback) selection[attribute.attributeCode] = fallback.value;
  }
  return selection;
}

/** The variant matching every chosen attribute, or null while a choice is missing or no variant matches. */
export function matchVariant(product: Pick<Product, "associatedProducts" | "associatedProductsAttributes">, selection: VariantSelection): Variant | null {
  const codes = product.associatedProductsAttributes.map((attribute) => attribute.attributeCode);
  if (!codes.length || codes.some((code) => !selection[code])) return null;
  return product.associatedProducts.find((variant) => codes.every((code) => variant.attributes[code] === selection[code])) ?? null;
}

/** Whether some variant has this value together with the other chosen attributes. */
export function valueAvailable(product: Pick<Product, "associatedProducts">, selection: VariantSelection, code: string, value: string): boolean {
  return product.associatedProducts.some(
    (variant) => variant.attributes[code] === value && Object.entries(selection).every(([other, chosen]) => other === code || variant.attributes[other] === chosen),
  );
}

/** The product page's query with one attribute set to a value. */
export function selectionSearch(selection: VariantSelection, code: string, value: string): string {
  const params = new URLSearchParams({ ...selection, [code]: value });
  return `?${params}`;
}
