import { useTranslation } from "react-i18next";
import type { ProductCard } from "~/api/catalog-schemas";
import { useMoney } from "~/lib/use-money";

/** A product's price: the final price, the struck retail price and discount when lower, the member price. */
export function Price({ product, large = false }: { product: Pick<ProductCard, "finalPrice" | "retailPrice" | "membershipPrice" | "discount">; large?: boolean }) {
  const { t } = useTranslation();
  const format = useMoney();
  const reduced = product.retailPrice !== null && product.retailPrice > product.finalPrice;
  return (
    <div className={large ? "price price--large" : "price"}>
      <span className="price__final">{format(product.finalPrice)}</span>
      {reduced ? (
        <>
          <s className="price__retail">
            <span className="visually-hidden">{t("catalog.retailPrice")}: </span>
            {format(product.retailPrice!)}
          </s>
          {product.discount > 0 ? <span className="price__discount">{t("catalog.discount", { percent: Math.round(product.discount) })}</span> : null}
        </>
      ) : null}
      {product.membershipPrice !== null && product.membershipPrice < product.finalPrice ? (
        <span className="price__member">{t("catalog.memberPrice", { price: format(product.membershipPrice) })}</span>
      ) : null}
    </div>
  );
}
