import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { placeholderMeta } from "~/components/layout/screen-placeholder";
import { screenHeading } from "~/components/layout/screen-placeholder.server";
import { localizedHref } from "~/i18n/localized-href";
import { useRootData } from "~/root";
import { clearedCartCookies, readCartSession } from "~/sessions/cart-session.server";

// SPEC 2.4: shows the order slug from the query orderSlug. A visitor coming back from the
// payment provider still holds the cookies of the cart that became the order: they end here.
export async function loader({ request }: LoaderFunctionArgs) {
  const orderSlug = new URL(request.url).searchParams.get("orderSlug")?.slice(0, 100) ?? "";
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (orderSlug && (await readCartSession(request))) for (const cookie of await clearedCartCookies()) headers.append("Set-Cookie", cookie);
  return json({ ...(await screenHeading(request, "checkoutSuccess")), orderSlug }, { headers });
}

export const meta = placeholderMeta;

export default function CheckoutSuccess() {
  const { title, orderSlug } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = useRootData()?.language ?? "hr";
  return (
    <section className="container screen checkout-result">
      <h1 className="screen__title">{title}</h1>
      {orderSlug ? (
        <p className="screen__lead">
          {t("checkout.orderNumber")} <strong className="order-slug">{orderSlug}</strong>
        </p>
      ) : null}
      <p>{t("checkout.thanks")}</p>
      <Link to={localizedHref("home", language)} className="button button--primary">
        {t("errors.backHome")}
      </Link>
    </section>
  );
}
