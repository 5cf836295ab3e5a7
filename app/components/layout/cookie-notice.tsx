import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/i18n/languages";
import { localizedHref } from "~/i18n/localized-href";
import type { LayoutData } from "./layout-data.server";

// A real form: without JavaScript it posts, the server sets the consent cookie and redirects
// back to this page; with JavaScript a fetcher posts it and the notice goes away at once.
export function CookieNotice({ notice, language }: { notice: NonNullable<LayoutData["cookieNotice"]>; language: Language }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  if (fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <section className="cookie-notice" aria-label={t("cookieNotice.label")}>
      <div className="container cookie-notice__inner">
        <p className="cookie-notice__text">
          {notice.text}{" "}
          <Link to={localizedHref("privacyPolicy", language)}>{notice.linkLabel || t("cookieNotice.privacyPolicy")}</Link>
        </p>
        <fetcher.Form method="post" action="/resources/cookie-consent">
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <button type="submit" className="button button--primary">
            {notice.buttonLabel || t("cookieNotice.accept")}
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}
