import { useTranslation } from "react-i18next";
import type { OrderDocument } from "~/api/auth-schemas";
import { useMoney } from "~/lib/use-money";

// SPEC 2.4, Profile: the order-history count, then the orders, newest first.
export function OrderHistory({ orders, count, language }: { orders: OrderDocument[]; count: number; language: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const dates = new Intl.DateTimeFormat(language === "hr" ? "hr-HR" : language, { dateStyle: "long" });
  return (
    <section className="order-history" aria-labelledby="order-history-heading">
      <h2 id="order-history-heading">{t("account.orders.title")}</h2>
      <p>{t("account.orders.count", { count })}</p>
      {orders.length ? (
        <table className="order-history__table">
          <thead>
            <tr>
              <th scope="col">{t("account.orders.number")}</th>
              <th scope="col">{t("account.orders.date")}</th>
              <th scope="col">{t("account.orders.items")}</th>
              <th scope="col">{t("account.orders.status")}</th>
              <th scope="col">{t("account.orders.total")}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">{order.extendedDetails.orderSlug}</th>
                <td>{dates.format(new Date(order.extendedDetails.createdAt))}</td>
                <td>{order.extendedDetails.items.map((item) => `${item.qty} × ${item.name}`).join(", ")}</td>
                <td>{t(`account.orders.statuses.${order.extendedDetails.status}`, { defaultValue: order.extendedDetails.status })}</td>
                <td>{money(order.extendedDetails.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
