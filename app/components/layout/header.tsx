import { Form, Link, NavLink, useLocation, useMatches } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { MenuItem } from "~/api/schemas";
import { alternatesFor } from "~/i18n/alternates";
import { LANGUAGE_NAMES, type Language } from "~/i18n/languages";
import { localizedHref } from "~/i18n/localized-href";
import { CartIcon, UserIcon, ChevronIcon, MenuIcon, SearchIcon } from "../ui/icons";
import { ResponsiveImage } from "../ui/responsive-image";
import type { LayoutData } from "./layout-data.server";

// The header works without JavaScript: dropdowns open on hover and keyboard focus (CSS
// :focus-within), the mobile menu and the search bar are <details> elements, and the body stops
// scrolling while the mobile menu is open (CSS :has). JavaScript only closes the menus when the
// route changes, which a full page load does by itself.


function useCloseOnNavigation() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const shownKey = useRef(location.key);
  useEffect(() => {
    // Not on hydration: a menu opened before the scripts arrived stays open.
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [location.key]);
  return ref;
}

function DesktopNavigation({ items, language }: { items: MenuItem[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <nav className="main-nav" aria-label={t("header.mainNavigation")}>
      <ul className="main-nav__list">
        {items.map((item) => (
          <li key={item.id} className={item.children.length ? "main-nav__item main-nav__item--parent" : "main-nav__item"}>
            <NavLink to={item.baseLink} end className="main-nav__link" prefetch="intent">
              {item.title}
              {item.children.length ? <ChevronIcon className="main-nav__chevron" width={16} height={16} /> : null}
            </NavLink>
            {item.children.length ? (
              <ul className="main-nav__submenu">
                {item.children.map((child) => (
                  <li key={child.id}>
                    <NavLink to={child.baseLink} className="main-nav__sublink" prefetch="intent">
                      {child.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MobileMenu({ items, language }: { items: MenuItem[]; language: Language }) {
  const { t } = useTranslation();
  const ref = useCloseOnNavigation();
  return (
    <details className="mobile-menu" ref={ref}>
      <summary className="icon-button mobile-menu__toggle" aria-label={t("header.menu")}>
        <MenuIcon />
      </summary>
      <nav className="mobile-menu__panel" aria-label={t("header.mainNavigation")}>
        <ul className="mobile-menu__list">
          {items.map((item) =>
            item.children.length ? (
              <li key={item.id}>
                <details className="mobile-menu__group">
                  <summary className="mobile-menu__link" aria-label={t("header.openSubmenu", { title: item.title })}>
                    {item.title}
                    <ChevronIcon width={18} height={18} />
                  </summary>
                  <ul className="mobile-menu__sublist">
                    <li>
                      <Link to={item.baseLink} className="mobile-menu__sublink">
                        {item.title}
                      </Link>
                    </li>
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <Link to={child.baseLink} className="mobile-menu__sublink">
                          {child.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={item.id}>
                <Link to={item.baseLink} className="mobile-menu__link">
                  {item.title}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
    </details>
  );
}

function SearchBar({ language, placeholder }: { language: Language; placeholder: string }) {
  const { t } = useTranslation();
  const ref = useCloseOnNavigation();
  return (
    <details className="search-bar" ref={ref}>
      <summary className="icon-button" aria-label={t("header.searchLabel")}>
        <SearchIcon />
      </summary>
      <Form method="get" action={localizedHref("search", language)} role="search" className="search-bar__form">
        <label className="visually-hidden" htmlFor="site-search">
          {t("header.searchLabel")}
        </label>
        <input id="site-search" type="search" name="q" placeholder={placeholder || t("header.search")} autoComplete="off" required maxLength={200} />
        <button type="submit" className="button button--primary">
          {t("header.searchSubmit")}
        </button>
      </Form>
    </details>
  );
}

function LanguageSwitcher({ language, allowedLanguages }: { language: Language; allowedLanguages: Language[] }) {
  const { t } = useTranslation();
  const matches = useMatches();
  if (allowedLanguages.length < 2) return null;
  const alternates = alternatesFor(matches[matches.length - 1], allowedLanguages);
  return (
    <nav className="language-switcher" aria-label={t("header.language")}>
      <ul>
        {allowedLanguages.map((code) => (
          <li key={code}>
            <a
              href={alternates[code]}
              hrefLang={code}
              lang={code}
              aria-current={code === language ? "true" : undefined}
              title={LANGUAGE_NAMES[code]}
            >
              {code.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CartLink({ language, count }: { language: Language; count: number | null }) {
  const { t } = useTranslation();
  return (
    <Link to={localizedHref("cart", language)} className="icon-button cart-link" aria-label={t("cart.openCart", { count: count ?? 0 })}>
      <CartIcon />
      {count ? <span className="cart-link__count" aria-hidden="true">{count}</span> : null}
    </Link>
  );
}

/** Visitors see sign-in, signed-in users their profile (SPEC 6). */
function AccountLink({ language, account }: { language: Language; account: { name: string } | null }) {
  const { t } = useTranslation();
  const label = account ? t("account.profileLink", { name: account.name }) : t("account.loginLink");
  return (
    <Link to={localizedHref(account ? "profile" : "login", language)} className="icon-button account-link" aria-label={label} title={label}>
      <UserIcon />
    </Link>
  );
}

export function Header({
  layout,
  language,
  allowedLanguages,
  cartCount = null,
  account = null,
}: {
  layout: LayoutData;
  language: Language;
  allowedLanguages: Language[];
  cartCount?: number | null;
  account?: { name: string } | null;
}) {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={localizedHref("home", language)} className="site-header__logo" aria-label={layout.siteName}>
          {layout.logo ? (
            <ResponsiveImage media={layout.logo} sizes={[]} display="200px" alt={layout.siteName} priority />
          ) : (
            <span className="site-header__name">{layout.siteName}</span>
          )}
        </Link>
        <DesktopNavigation items={layout.mainNavigation} language={language} />
        <div className="site-header__tools">
          <SearchBar language={language} placeholder={layout.searchPlaceholder} />
          <LanguageSwitcher language={language} allowedLanguages={allowedLanguages} />
          <AccountLink language={language} account={account} />
          <CartLink language={language} count={cartCount} />
          <MobileMenu items={layout.mainNavigation} language={language} />
        </div>
      </div>
    </header>
  );
}
