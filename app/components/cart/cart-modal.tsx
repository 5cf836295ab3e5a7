import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "~/components/ui/icons";
import { localizedHref } from "~/i18n/localized-href";
import type { Language } from "~/i18n/languages";
import { CartView, type CartPageData } from "./cart-view";

// Cart-add behaviour 2 with JavaScript: the cart opens over the page (SPEC 9: 80 % height,
// 70 % width) as a native modal dialog: focus stays inside, Escape and a click outside close it.
export function CartModal({ language, onClose }: { language: Language; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<CartPageData>({ key: "cart-modal" });
  const cartHref = localizedHref("cart", language);

  useEffect(() => {
    fetcher.load(cartHref);
    dialog.current?.showModal();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cartHref]);

  return (
    <dialog
      ref={dialog}
      className="modal cart-modal"
      aria-label={t("cart.title")}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close();
      }}
    >
      <div className="modal__content">
        <button type="button" className="icon-button modal__close" onClick={() => dialog.current?.close()} aria-label={t("catalog.close")}>
          <CloseIcon />
        </button>
        {fetcher.data ? <CartView data={fetcher.data} language={language} headingLevel={2} /> : <p className="modal__loading">{t("site.loading")}</p>}
        <Link to={cartHref} className="button cart-modal__page-link" onClick={() => dialog.current?.close()}>
          {t("cart.viewCart")}
        </Link>
      </div>
    </dialog>
  );
}
