import type { Db } from "../db/index";

// Text rules of the catalogue that SQLite's built-ins get wrong for Croatian: its LIKE folds
// only ASCII case and its BINARY order puts "Š" after "Z". Both are given to SQLite as
// deterministic functions, so searching and sorting stay in SQL.

/** Lower case, without accents or HTML tags: "Bilježnica <b>A4</b>" → "biljeznica a4". */
export function foldText(text: string): string {
  return text
    .replace(/<[^>]*>/g, " ")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[đĐ]/g, "d")
    .toLowerCase();
}

// In the Croatian alphabet č, ć, đ, š and ž follow their base letter: "c{" and "c|" sort after
// every "c…" and before "d" because "{" and "|" come after "z".
const CROATIAN_LETTERS: Record<string, string> = { č: "c{", ć: "c|", đ: "d{", š: "s{", ž: "z{" };

/** A key whose binary order is the Croatian alphabetical order of the names. */
export function croatianSortKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[čćđšž]/g, (letter) => CROATIAN_LETTERS[letter])
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/** A LIKE pattern finding `word` anywhere (escape character: backslash). */
export function containsPattern(word: string): string {
  return `%${foldText(word).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const registered = new WeakSet<Db>();

/** Adds `catalogue_fold(text)` and `catalogue_sort_key(text)` to the connection, once. */
export function registerCatalogueFunctions(db: Db): void {
  if (registered.has(db)) return;
  db.function("catalogue_fold", { deterministic: true }, (text: unknown) => foldText(String(text ?? "")));
  db.function("catalogue_sort_key", { deterministic: true }, (text: unknown) => croatianSortKey(String(text ?? "")));
  registered.add(db);
}
