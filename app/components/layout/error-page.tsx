import { isRouteErrorResponse, Link } from "@remix-run/react";
import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { localizedHref } from "~/i18n/localized-href";
import type { Language } from "~/i18n/languages";
import type { PageErrorData } from "~/lib/page-errors.server";

// The error page (SPEC 2.3): the status (500 by default), a message and a way home; 404 says
// 'Stranica koju tražiš ne postoji'. If showing it fails in turn, a plain fallback remains.

function ErrorPageContent({ error, language }: { error: unknown; language: Language }) {
  const { t } = useTranslation();
  // Server rendering has no error boundaries, so the parts that could throw are computed here,
  // inside a try, and the fallback stands in for them.
  let status: number, message: string, homeHref: string, detail: string | null;
  try {
    status = isRouteErrorResponse(error) ? error.status : 500;
    const data = isRouteErrorResponse(error) ? (error.data as Partial<PageErrorData> | undefined) : undefined;
    message =
      status === 404
        ? t("errors.notFound")
        : data && typeof data === "object" && data.messageKey
          ? t(data.messageKey)
          : t("errors.generic");
    // A 404 with its own reason (e.g. a confirmation link without its goal) says it under the title.
    detail = status === 404 && data?.messageKey && data.messageKey !== "errors.notFound" ? t(data.messageKey) : null;
    homeHref = localizedHref("home", language);
  } catch {
    return <ErrorPageFallback />;
  }
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <p className="error-page__status">{status}</p>
      <h1 id="error-title" className="error-page__title">
        {message}
      </h1>
      {detail ? <p className="error-page__detail">{detail}</p> : null}
      <Link className="button button--primary" to={homeHref}>
        {t("errors.backHome")}
      </Link>
    </section>
  );
}

function ErrorPageFallback() {
  return (
    <section className="error-page container">
      <h1 className="error-page__title">An error occurred while showing the error page</h1>
      <a className="button" href="/">
        Home
      </a>
    </section>
  );
}

class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <ErrorPageFallback /> : this.props.children;
  }
}

export function ErrorPage({ error, language }: { error: unknown; language: Language }) {
  return (
    <ErrorPageGuard>
      <ErrorPageContent error={error} language={language} />
    </ErrorPageGuard>
  );
}
