import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "~/components/ui/icons";
import { ProductDetails, type ProductPageData } from "./product-details";

// With JavaScript, a bundle's customization opens over the listing (a native <dialog>: focus
// stays inside, Escape closes it, a click outside closes it). Without JavaScript the same link
// leads to the bundle's own screen.
export function BundleModal({ href, onClose }: { href: string; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<ProductPageData>();

  useEffect(() => {
    fetcher.load(href);
    dialog.current?.showModal();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href]);

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-label={t("catalog.customizeBundle")}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close();
      }}
    >
      <div className="modal__content">
        <button type="button" className="icon-button modal__close" onClick={() => dialog.current?.close()} aria-label={t("catalog.close")}>
          <CloseIcon />
        </button>
        {fetcher.data ? <ProductDetails data={fetcher.data} action={href} headingLevel={2} /> : <p className="modal__loading">{t("site.loading")}</p>}
      </div>
    </dialog>
  );
}
