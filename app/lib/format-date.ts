import type { Language } from "~/i18n/languages";

// Dates of posts and events as people of the visitor's language write them ("21. studenoga
// 2026."), in the school's time zone, so the server's and the browser's text are the same.
const LOCALES: Record<Language, string> = { hr: "hr-HR", en: "en-GB", de: "de-DE" };
const TIME_ZONE = "Europe/Zagreb";

export function formatDate(iso: string | null | undefined, language: Language): string {
  if (!iso) return "";
  return new Intl.DateTimeFormat(LOCALES[language], { day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE }).format(new Date(iso));
}

export function formatTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE }).format(new Date(iso));
}
