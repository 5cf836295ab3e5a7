import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { placeholderMeta } from "~/components/layout/screen-placeholder";
import { placeholderLoader } from "~/components/layout/screen-placeholder.server";
import { localizedHref } from "~/i18n/localized-href";
import { useRootData } from "~/root";
import { useLoaderData } from "@remix-run/react";

// SPEC 2.4: a localized failure title (the payment provider sends cancelled payments here).
export const loader = placeholderLoader("checkoutFailure");
export const meta = placeholderMeta;

export default function CheckoutFailure() {
  const { title } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = useRootData()?.language ?? "hr";
  return (
    <section className="container screen checkout-result">
      <h1 className="screen__title">{title}</h1>
      <p className="screen__lead">{t("checkout.failureText")}</p>
      <Link to={localizedHref("shopCategory", language)} className="button button--primary">
        {t("cart.continueShopping")}
      </Link>
    </section>
  );
}
