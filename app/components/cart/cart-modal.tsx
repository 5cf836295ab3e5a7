import { Link, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "~/components/ui/modal";
import { localizedHref } from "~/i18n/localized-href";
import type { Language } from "~/i18n/languages";
import { CartView, type CartPageData } from "./cart-view";

// Cart-add behaviour 2 with JavaScript: the cart opens over the page, with a link to the cart page.
export function CartModal({ language, onClose }: { language: Language; onClose: () => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CartPageData>({ key: "cart-modal" });
  const cartHref = localizedHref("cart", language);
  useEffect(() => {
    fetcher.load(cartHref);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cartHref]);
  return (
    <Modal label={t("cart.title")} onClose={onClose} className="cart-modal">
      {fetcher.data ? <CartView data={fetcher.data} language={language} headingLevel={2} /> : <p className="modal__loading">{t("site.loading")}</p>}
      <Link to={cartHref} className="button cart-modal__page-link" onClick={onClose}>
        {t("cart.viewCart")}
      </Link>
    </Modal>
  );
}
