import { redirect } from "@remix-run/node";
import { localeCookie, readLocaleCookie } from "~/sessions/preferences.server";
import { localizedHref } from "./localized-href";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";

// Browser-language detection: on a first visit the Accept-Language header picks the best
// language the deployment allows and the locale cookie remembers it (365 days); on the bare
// root "/" that visitor is sent to that language's home with a 302. Later visits follow the
// URL, and the cookie follows the language the visitor last chose.

/** The allowed language the browser prefers most, per Accept-Language quality values. */
export function preferredLanguage(acceptLanguage: string | null, allowed: Language[]): Language | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = Number(params.find((p) => p.trim().startsWith("q="))?.trim().slice(2) ?? 1);
      return { code: tag.trim().toLowerCase().split("-")[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.code).find((code): code is Language => isLanguage(code) && allowed.includes(code)) ?? null;
}

export async function syncLocaleCookie(
  request: Request,
  current: Language,
  allowed: Language[],
): Promise<{ setCookie: string | null; switched: boolean }> {
  const remembered = await readLocaleCookie(request);
  if (remembered === current) return { setCookie: null, switched: false };
  // The visitor chose another language (SPEC 4: the cart session is cleared then).
  if (remembered) return { setCookie: await localeCookie.serialize(current), switched: true };

  const detected = preferredLanguage(request.headers.get("accept-language"), allowed) ?? current;
  const setCookie = await localeCookie.serialize(detected);
  const { pathname } = new URL(request.url);
  if (pathname === "/" && detected !== current && detected !== DEFAULT_LANGUAGE) {
    throw redirect(localizedHref("home", detected), { status: 302, headers: { "Set-Cookie": setCookie } });
  }
  return { setCookie, switched: false };
}
