import type { BackendModule } from "i18next";
import { localeFileOf, mergeTexts } from "./merge-texts";

// The browser loads only the visitor's language, as a hashed (immutably cached) chunk, and the
// next one on a language switch.
const loaders = import.meta.glob<Record<string, unknown>>("../../locales/*/*.json", { import: "default" });

export const viteBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    // Every file of the language makes up the one namespace (see merge-texts.ts).
    const files = Object.entries(loaders).filter(([path]) => localeFileOf(path)?.language === language);
    if (namespace !== "common" || files.length === 0) return callback(new Error(`No texts for ${language}/${namespace}`), false);
    Promise.all(files.map(async ([path, load]) => [localeFileOf(path)!.file, await load()] as const)).then(
      (loaded) => callback(null, mergeTexts(Object.fromEntries(loaded))),
      (error: Error) => callback(error, false),
    );
  },
};
