import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Product } from "~/api/catalog-schemas";
import { selectionSearch, valueAvailable, type VariantSelection } from "~/lib/variants";

// Variants of a configurable product, switched by links: the choice is in the URL, so it works
// without JavaScript and can be shared.
export function VariantPicker({ product, selection }: { product: Product; selection: VariantSelection }) {
  const { t } = useTranslation();
  if (!product.associatedProductsAttributes.length) return null;
  return (
    <div className="variant-picker">
      <p className="variant-picker__title">{t("catalog.variants")}</p>
      {product.associatedProductsAttributes.map((attribute) => (
        <fieldset key={attribute.attributeCode} className="variant-picker__attribute">
          <legend>
            {attribute.label}
            {selection[attribute.attributeCode] ? `: ${attribute.values.find((value) => value.value === selection[attribute.attributeCode])?.label ?? ""}` : ""}
          </legend>
          <ul className="swatches">
            {attribute.values.map((value) => {
              const chosen = selection[attribute.attributeCode] === value.value;
              const available = valueAvailable(product, selection, attribute.attributeCode, value.value);
              return (
                <li key={value.id}>
                  <Link
                    to={selectionSearch(selection, attribute.attributeCode, value.value)}
                    replace
                    preventScrollReset
                    className={`swatch-link${chosen ? " swatch-link--chosen" : ""}${available ? "" : " swatch-link--unavailable"}`}
                    aria-current={chosen ? "true" : undefined}
                    aria-label={`${attribute.label}: ${value.label}${chosen ? ` (${t("catalog.selected")})` : ""}`}
                    title={available ? value.label : t("catalog.variantUnavailable")}
                  >
                    {value.color ? <span className="swatch" style={{ background: value.color }} aria-hidden="true" /> : <span aria-hidden="true">{value.label}</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
