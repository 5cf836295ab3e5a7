// The storefront's languages. hr is the default and has no URL prefix; the others live under
// /{code}. A deployment may allow only some of them (the school allows hr only).
export const LANGUAGES = ["hr", "en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "hr";

// Used by <html lang>, number and date formatting.
export const LANGUAGE_TAGS: Record<Language, string> = { hr: "hr-HR", en: "en-GB", de: "de-DE" };
export const LANGUAGE_NAMES: Record<Language, string> = { hr: "Hrvatski", en: "English", de: "Deutsch" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a URL asks for: its first path segment when that is a prefixed language, else hr. */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split("/")[1];
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}
