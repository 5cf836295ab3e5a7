// What the demo sites share: the theme's menu slots, language options and the school's contacts.
import { builtInLanguage } from "../languages";
import type { LanguageCode, OptionSeed, Palette, PhotoSeed } from "../types";

export const FOOTER_HANDLES = ["footer1", "footer2", "footer3", "footer4"] as const;

/** ThemeNavigations: each slot of the theme shows the navigation of the same handle. */
export const THEME_NAVIGATIONS = JSON.stringify(
  Object.fromEntries(["main", ...FOOTER_HANDLES].map((slot) => [slot, slot]))
);

/** DefaultLanguage (ISO 639-2 code) and AllowedLanguages (JSON array of ids), default first. */
export function languageOptions(languages: LanguageCode[]): OptionSeed[] {
  return [
    { key: "DefaultLanguage", value: builtInLanguage(languages[0]).code },
    { key: "AllowedLanguages", value: JSON.stringify(languages.map((code2) => builtInLanguage(code2).id)) },
  ];
}

export const SCHOOL_CONTACT = {
  address: "Ilica 242, 10000 Zagreb",
  phone: "+385 1 4567 890",
  email: "info@gimnazija-obzor.hr",
  socials: [
    { network: "facebook", url: "https://www.facebook.com/gimnazija.obzor" },
    { network: "instagram", url: "https://www.instagram.com/gimnazija.obzor" },
    { network: "youtube", url: "https://www.youtube.com/@gimnazijaobzor" },
  ],
};

export const PALETTES = {
  horizon: { from: "#1e3a8a", to: "#0f766e", accent: "#fbbf24" },
  meadow: { from: "#0f766e", to: "#65a30d", accent: "#fde68a" },
  dusk: { from: "#4c1d95", to: "#be185d", accent: "#f9a8d4" },
  sunset: { from: "#9a3412", to: "#f59e0b", accent: "#fff7ed" },
  sea: { from: "#075985", to: "#38bdf8", accent: "#e0f2fe" },
  slate: { from: "#334155", to: "#0ea5e9", accent: "#fcd34d" },
} satisfies Record<string, Palette>;

export function photo(key: string, title: string, description: string, palette: keyof typeof PALETTES): PhotoSeed {
  return { kind: "photo", key, title, description, palette: PALETTES[palette] };
}
