import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "~/components/ui/modal";
import { ProductDetails, type ProductPageData } from "./product-details";

// With JavaScript, a bundle's customization opens over the listing. Without JavaScript the same
// link leads to the bundle's own screen.
export function BundleModal({ href, onClose }: { href: string; onClose: () => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ProductPageData>();
  useEffect(() => {
    fetcher.load(href);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href]);
  return (
    <Modal label={t("catalog.customizeBundle")} onClose={onClose}>
      {fetcher.data ? <ProductDetails data={fetcher.data} action={href} headingLevel={2} /> : <p className="modal__loading">{t("site.loading")}</p>}
    </Modal>
  );
}
