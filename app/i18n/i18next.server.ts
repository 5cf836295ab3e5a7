import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig } from "./i18n";
import { languageFromPath, LANGUAGES } from "./languages";
import { localeFileOf, mergeTexts } from "./merge-texts";

// Every language's texts, bundled into the server build (they are small).
const files = import.meta.glob<Record<string, unknown>>("../../locales/*/*.json", { eager: true, import: "default" });

const byLanguage: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, messages] of Object.entries(files)) {
  const found = localeFileOf(path);
  if (found) (byLanguage[found.language] ??= {})[found.file] = messages;
}
export const resources: Record<string, Record<string, Record<string, unknown>>> = Object.fromEntries(
  Object.entries(byLanguage).map(([language, texts]) => [language, { common: mergeTexts(texts) }]),
);

// The language comes from the URL (hr unprefixed, /en, /de), never from a guess: the same URL
// always renders the same language, which keeps caches and crawlers honest.
export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: i18nConfig.fallbackLng,
    order: ["custom"],
    findLocale: async (request) => languageFromPath(new URL(request.url).pathname),
  },
  i18next: { ...i18nConfig, resources },
});
