import { DEFAULT_LANGUAGE, type Language } from "./languages";
import { screenPath, type ScreenId } from "./route-table";

export type RouteParams = Record<string, string | undefined>;

/** Prefix a language-neutral path ("/o-nama") with the language's segment where it has one. */
export function withLanguagePrefix(path: string, language: Language): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (language === DEFAULT_LANGUAGE) return clean;
  return clean === "/" ? `/${language}` : `/${language}${clean}`;
}

/**
 * The URL of a screen in a language, with its params filled in:
 * localizedHref("cart", "en") is "/en/cart", localizedHref("product", "de", { slug: "x" }) is "/de/produkt/x".
 * Optional params left empty drop their segment; a missing required param throws, since the
 * link would be broken.
 */
export function localizedHref(screen: ScreenId, language: Language, params: RouteParams = {}, search = ""): string {
  const segments = screenPath(screen, language)
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => {
      if (!segment.startsWith(":")) return [segment];
      const optional = segment.endsWith("?");
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value) return [encodeURIComponent(value)];
      if (optional) return [];
      throw new Error(`localizedHref: the screen ${screen} needs the param ${name}`);
    });
  const query = search && !search.startsWith("?") ? `?${search}` : search;
  return withLanguagePrefix(`/${segments.join("/")}`, language) + query;
}
