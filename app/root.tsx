import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { api } from "~/api/client.server";
import { CookieNotice } from "~/components/layout/cookie-notice";
import { ErrorPage } from "~/components/layout/error-page";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { loadLayout } from "~/components/layout/layout-data.server";
import { MaintenanceView, type MaintenanceData } from "~/components/layout/maintenance-view";
import { ProgressBar } from "~/components/layout/progress-bar";
import { SeoLinks } from "~/components/layout/seo-links";
import { Toaster } from "~/components/layout/toaster";
import { syncLocaleCookie } from "~/i18n/locale-cookie.server";
import { DEFAULT_LANGUAGE, languageFromPath } from "~/i18n/languages";
import { useNonce } from "~/lib/nonce";
import { throwPageError } from "~/lib/page-errors.server";
import { hasCookieConsent } from "~/sessions/preferences.server";
import { takeFlash } from "~/sessions/session.server";
import { clearedCartCookies } from "~/sessions/cart-session.server";
import { cartItemCount } from "~/lib/cart.server";
import { wishlistProductIds } from "~/lib/wishlist.server";
import { CartModal } from "~/components/cart/cart-modal";
import { useEffect, useState } from "react";
import appStyles from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.layout.siteName ?? "" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await api(request).catch(throwPageError);
  const [layout, { toast, openCartModal, setCookie: toastCookie }, cookieConsent, locale, cartCount, wishlist] = await Promise.all([
    loadLayout(ctx).catch(throwPageError),
    takeFlash(request),
    hasCookieConsent(request),
    syncLocaleCookie(request, ctx.language, ctx.allowedLanguages),
    cartItemCount(ctx, request),
    wishlistProductIds(ctx, request),
  ]);

  // SPEC 6: back-office users still see the site in maintenance.
  if (layout.maintenance && !ctx.user?.isBackofficeUser) {
    throw json<MaintenanceData>(
      { maintenance: true, siteName: layout.siteName, logo: layout.logo, socials: layout.footer.socials, language: ctx.language },
      { status: 503, headers: { "Retry-After": "3600" } },
    );
  }

  const headers = new Headers();
  if (toastCookie) headers.append("Set-Cookie", toastCookie);
  if (locale.setCookie) headers.append("Set-Cookie", locale.setCookie);
  const clearCart = locale.switched && cartCount !== null;
  if (clearCart) for (const cookie of await clearedCartCookies()) headers.append("Set-Cookie", cookie);
  return json(
    {
      language: ctx.language,
      allowedLanguages: ctx.allowedLanguages,
      currency: ctx.domain.extra.currencyConfig,
      origin: new URL(request.url).origin,
      layout,
      toast,
      openCartModal,
      cartCount: clearCart ? null : cartCount,
      account: ctx.user ? { name: ctx.user.name || ctx.user.email } : null,
      wishlist,
      showCookieNotice: Boolean(layout.cookieNotice) && !cookieConsent,
    },
    { headers },
  );
}

export type RootData = typeof loader;

export function useRootData() {
  return useRouteLoaderData<RootData>("root");
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const error = useRouteError();
  const maintenanceLanguage = isRouteErrorResponse(error) ? (error.data as MaintenanceData | undefined)?.language : undefined;
  const { i18n } = useTranslation();
  const language = data?.language ?? maintenanceLanguage ?? (i18n.language || DEFAULT_LANGUAGE);
  const nonce = useNonce();
  return (
    <html lang={language} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {data ? <SeoLinks origin={data.origin} allowedLanguages={data.allowedLanguages} /> : null}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  useChangeLanguage(data.language);
  // Cart-add behaviour 2: the add's redirect carries a flash that opens the cart modal.
  const [cartModal, setCartModal] = useState<string | null>(null);
  useEffect(() => {
    if (data.openCartModal) setCartModal(data.toast?.id ?? "open");
  }, [data.openCartModal, data.toast?.id]);
  return (
    <>
      <a className="skip-link" href="#main">
        {t("site.skipToContent")}
      </a>
      <ProgressBar />
      <Header layout={data.layout} language={data.language} allowedLanguages={data.allowedLanguages} cartCount={data.cartCount} account={data.account} />
      <Toaster toast={data.toast} />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <Footer layout={data.layout} />
      {cartModal ? <CartModal key={cartModal} language={data.language} onClose={() => setCartModal(null)} /> : null}
      {data.showCookieNotice && data.layout.cookieNotice ? (
        <CookieNotice notice={data.layout.cookieNotice} language={data.language} />
      ) : null}
    </>
  );
}

// Reached when the root loader itself fails: the platform is down, or the site is in maintenance.
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 503 && (error.data as MaintenanceData)?.maintenance) {
    return <MaintenanceView data={error.data as MaintenanceData} />;
  }
  return (
    <main id="main" className="site-main site-main--bare">
      <ErrorPage error={error} language={languageFromPath(typeof window === "undefined" ? "/" : window.location.pathname)} />
    </main>
  );
}
