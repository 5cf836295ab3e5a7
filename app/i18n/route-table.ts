// The one localized route table (plain data, no imports of route modules). app/routes.ts turns
// it into routes, localizedHref() into links, and the language switcher and hreflang links read
// it too. Paths have no leading slash; en and de paths sit under /en and /de.
import type { Language } from "./languages";

export type Screen = {
  /** The route module, relative to app/. */
  file: string;
  /** hr path (required); en falls back to hr, de falls back to en. */
  paths: { hr: string; en?: string; de?: string };
};

export const SCREENS = {
  home: { file: "routes/page.tsx", paths: { hr: "" } },
  cart: { file: "routes/cart.tsx", paths: { hr: "kosarica", en: "cart" } },
  checkout: { file: "routes/checkout.tsx", paths: { hr: "naplata", en: "checkout" } },
  checkoutSuccess: { file: "routes/checkout-success.tsx", paths: { hr: "naplata/uspjesna", en: "checkout/success" } },
  checkoutFailure: { file: "routes/checkout-failure.tsx", paths: { hr: "checkout/failure" } },
  confirmEmail: { file: "routes/confirm-email.tsx", paths: { hr: "potvrdi-email", en: "confirm-email" } },
  search: { file: "routes/search.tsx", paths: { hr: "pretraga", en: "search" } },
  login: { file: "routes/login.tsx", paths: { hr: "prijava", en: "login" } },
  profile: { file: "routes/profile.tsx", paths: { hr: "profil", en: "profile" } },
  register: { file: "routes/register.tsx", paths: { hr: "registracija", en: "register" } },
  socialLogin: { file: "routes/social-login.tsx", paths: { hr: "social-login" } },
  forgotPassword: { file: "routes/forgot-password.tsx", paths: { hr: "zaboravljena-lozinka", en: "forgot-password" } },
  event: { file: "routes/event.tsx", paths: { hr: "dogadjaj/:id", en: "event/:id" } },
  blog: { file: "routes/blog.tsx", paths: { hr: "objave/:slug?", en: "blog/:slug?" } },
  product: { file: "routes/product.tsx", paths: { hr: "product/:slug?", de: "produkt/:slug?" } },
  shopCategory: { file: "routes/shop-category.tsx", paths: { hr: "shop/:slug?" } },
  privacyPolicy: { file: "routes/privacy-policy.tsx", paths: { hr: "pravila-privatnosti", en: "privacy-policy", de: "datenschutz" } },
  page: { file: "routes/page.tsx", paths: { hr: ":slug" } },
  notFound: { file: "routes/not-found.tsx", paths: { hr: "*" } },
} satisfies Record<string, Screen>;

export type ScreenId = keyof typeof SCREENS;

/**
 * Screens without a language prefix or translation: back office, tools and machine-read files.
 * They sit beside the localized trees, once.
 */
export const GLOBAL_SCREENS = {
  admin: { file: "routes/admin.tsx", path: "admin" },
  adminLogin: { file: "routes/admin-login.tsx", path: "adminLogin" },
  adminCache: { file: "routes/admin-cache.tsx", path: "admin/cache" },
  adminConsents: { file: "routes/admin-consents.tsx", path: "admin/consent/:slug?" },
  adminTemplates: { file: "routes/admin-templates.tsx", path: "admin/templates" },
  sectionTool: { file: "routes/section-tool.tsx", path: "section-tool" },
  sitemap: { file: "routes/sitemap[.]xml.tsx", path: "sitemap.xml" },
  robots: { file: "routes/robots[.]txt.tsx", path: "robots.txt" },
  cookieConsent: { file: "routes/resources.cookie-consent.tsx", path: "resources/cookie-consent" },
  wishlist: { file: "routes/resources.wishlist.tsx", path: "resources/wishlist" },
} as const;

export function screenPath(screen: ScreenId, language: Language): string {
  const paths: Screen["paths"] = SCREENS[screen].paths;
  if (language === "hr") return paths.hr;
  if (language === "en") return paths.en ?? paths.hr;
  return paths.de ?? paths.en ?? paths.hr;
}

/** The route id of a screen in a language, e.g. "en.cart". */
export function screenRouteId(screen: ScreenId, language: Language): string {
  return `${language}.${screen}`;
}

/** The screen of a route id made by screenRouteId(), or null for any other route. */
export function screenOfRouteId(routeId: string): ScreenId | null {
  const [, screen] = routeId.split(".");
  return screen && screen in SCREENS ? (screen as ScreenId) : null;
}
