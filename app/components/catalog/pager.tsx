import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageNumbers } from "~/lib/pagination";

// The pager of listings (SPEC 2.4): first, previous, up to 9 numbers, next, last. Plain links,
// so paging works without JavaScript; the URL carries the page.
export function Pager({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const step = (target: number, label: string, rel?: string) =>
    target < 1 || target > totalPages || target === page ? (
      <span className="pager__link pager__link--disabled" aria-disabled="true">
        {label}
      </span>
    ) : (
      <Link className="pager__link" to={hrefFor(target)} rel={rel} preventScrollReset={false}>
        {label}
      </Link>
    );
  return (
    <nav className="pager" aria-label={t("catalog.pager.label")}>
      {step(1, t("catalog.pager.first"))}
      {step(page - 1, t("catalog.pager.previous"), "prev")}
      <ol className="pager__numbers">
        {pageNumbers(page, totalPages).map((number) => (
          <li key={number}>
            {number === page ? (
              <span className="pager__link pager__link--current" aria-current="page">
                <span className="visually-hidden">{t("catalog.pager.page", { page: number })}</span>
                <span aria-hidden="true">{number}</span>
              </span>
            ) : (
              <Link className="pager__link" to={hrefFor(number)} aria-label={t("catalog.pager.page", { page: number })}>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {step(page + 1, t("catalog.pager.next"), "next")}
      {step(totalPages, t("catalog.pager.last"))}
    </nav>
  );
}
