import type { BackendModule } from "i18next";

// The browser loads only the visitor's language, as a hashed (immutably cached) chunk, and the
// next one on a language switch.
const loaders = import.meta.glob<Record<string, unknown>>("../../locales/*/*.json", { import: "default" });

export const viteBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No texts for ${language}/${namespace}`), false);
    load().then(
      (messages) => callback(null, messages),
      (error: Error) => callback(error, false),
    );
  },
};
