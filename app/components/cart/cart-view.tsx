import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Cart } from "~/api/cart-schemas";
import type { ProductCard } from "~/api/catalog-schemas";
import { ProductGrid } from "~/components/catalog/product-card";
import { localizedHref } from "~/i18n/localized-href";
import type { Language } from "~/i18n/languages";
import { CouponForm, InstructionsForm, MemberCardForm } from "./cart-forms";
import { CartLine } from "./cart-line";
import { useMoney } from "~/lib/use-money";

export type CartPageData = { cart: Cart | null; instructions: string; memberCardAllowed: boolean; savedMemberCard?: string | null; crossSell: ProductCard[] };

export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const money = useMoney();
  const prices = cart.prices.converted;
  return (
    <dl className="cart-summary">
      <div>
        <dt>{t("cart.itemsTotal")}</dt>
        <dd>{money(prices.itemsTotal)}</dd>
      </div>
      {prices.coupon ? (
        <div>
          <dt>{t("cart.couponDiscount")}</dt>
          <dd>−{money(prices.coupon)}</dd>
        </div>
      ) : null}
      {prices.loyalty ? (
        <div>
          <dt>{t("cart.loyalty")}</dt>
          <dd>−{money(prices.loyalty)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t("cart.delivery")}</dt>
        <dd>{money(prices.delivery)}</dd>
      </div>
      <div>
        <dt>{t("cart.tax")}</dt>
        <dd>{money(prices.tax.orderTotal)}</dd>
      </div>
      <div className="cart-summary__total">
        <dt>{t("cart.total")}</dt>
        <dd>{money(prices.orderTotal)}</dd>
      </div>
    </dl>
  );
}

/** The cart's content: the page shows it, and so does the cart modal. */
export function CartView({ data, language, headingLevel = 1 }: { data: CartPageData; language: Language; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const action = localizedHref("cart", language);
  const Title = headingLevel === 1 ? "h1" : "h2";
  const { cart } = data;
  if (!cart?.items.length) {
    return (
      <div className="cart cart--empty">
        <Title className="screen__title">{t("cart.title")}</Title>
        <p className="screen__lead">{t("cart.empty")}</p>
        <Link to={localizedHref("shopCategory", language)} className="button button--primary">
          {t("cart.continueShopping")}
        </Link>
      </div>
    );
  }
  return (
    <div className="cart">
      <Title className="screen__title">{t("cart.title")}</Title>
      <div className="cart__layout">
        <div className="cart__lines">
          <table className="cart-table">
            <caption className="visually-hidden">{t("cart.title")}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t("cart.image")}</span>
                </th>
                <th scope="col">{t("cart.product")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("cart.remove")}</span>
                </th>
                <th scope="col">{t("cart.quantity")}</th>
                <th scope="col">{t("cart.unitPrice")}</th>
                <th scope="col">{t("cart.rowTotal")}</th>
              </tr>
            </thead>
            <tbody>
              {cart.items.map((item) => (
                <CartLine key={item.itemId} item={item} action={action} />
              ))}
            </tbody>
          </table>
          <div className="cart__forms">
            <CouponForm cart={cart} action={action} />
            {data.memberCardAllowed ? <MemberCardForm cart={cart} action={action} saved={data.savedMemberCard ?? ""} /> : null}
            <InstructionsForm instructions={data.instructions} action={action} />
          </div>
        </div>
        <aside className="cart__summary" aria-label={t("cart.summary")}>
          <h2 className="cart__summary-title">{t("cart.summary")}</h2>
          <CartSummary cart={cart} />
          <Link to={localizedHref("checkout", language)} className="button button--primary button--large cart__checkout">
            {t("cart.checkout")}
          </Link>
        </aside>
      </div>
      {data.crossSell.length ? (
        <section className="cross-sell" aria-labelledby="cart-cross-sell">
          <h2 id="cart-cross-sell">{t("cart.crossSell")}</h2>
          <ProductGrid products={data.crossSell} />
        </section>
      ) : null}
    </div>
  );
}
