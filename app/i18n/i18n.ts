import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages";

// i18next settings shared by the server and the browser. All texts live in one namespace per
// language, merged from the files locales/{hr,en,de}/*.json (merge-texts.ts).
export const i18nConfig = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: "common",
  ns: ["common"],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};
