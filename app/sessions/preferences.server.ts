import { createCookie } from "@remix-run/node";
import { cookiesSecure } from "~/env.server";
import { isLanguage, type Language } from "~/i18n/languages";

// Small preference cookies, unsigned because they grant nothing: the language (SPEC 9: 365 days,
// path /, SameSite=Lax) and the cookie-notice consent (the default 30 days).

export const localeCookie = createCookie("locale", {
  path: "/",
  sameSite: "lax",
  maxAge: 365 * 24 * 60 * 60,
  httpOnly: true,
  secure: cookiesSecure(),
});

export const cookieConsentCookie = createCookie("cookieConsent", {
  path: "/",
  sameSite: "lax",
  maxAge: 2_592_000,
  httpOnly: true,
  secure: cookiesSecure(),
});

export async function readLocaleCookie(request: Request): Promise<Language | null> {
  const value = await localeCookie.parse(request.headers.get("cookie"));
  return isLanguage(value) ? value : null;
}

export async function hasCookieConsent(request: Request): Promise<boolean> {
  return (await cookieConsentCookie.parse(request.headers.get("cookie"))) === "all";
}
