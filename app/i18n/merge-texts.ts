/**
 * The texts of one language come from several files (locales/<lang>/*.json: common, account,
 * content, ...), each owning its own top-level keys, merged into the one "common" namespace.
 * Separate files keep unrelated screens' texts apart; one namespace keeps lookups simple.
 */
export function mergeTexts(files: Record<string, Record<string, unknown>>): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const [file, texts] of Object.entries(files)) {
    for (const [key, value] of Object.entries(texts)) {
      if (key in merged) throw new Error(`Text key "${key}" is defined twice (again in ${file})`);
      merged[key] = value;
    }
  }
  return merged;
}

/** The language and file name of a glob key such as "../../locales/hr/common.json". */
export function localeFileOf(path: string): { language: string; file: string } | null {
  const [, language, file] = path.match(/locales\/([^/]+)\/([^/]+)\.json$/) ?? [];
  return language && file ? { language, file } : null;
}
