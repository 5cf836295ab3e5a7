import type { Language } from "../contract";
import type { Db } from "../db/index";

/** A row of `languages`; its columns are the contract's Language shape. */
export type LanguageRow = Language;

export function listLanguages(db: Db): LanguageRow[] {
  return db.prepare("SELECT * FROM languages ORDER BY id").all() as LanguageRow[];
}

/** The languages a domain allows, its default language first. */
export function domainLanguages(db: Db, domainId: number): LanguageRow[] {
  return db
    .prepare(
      `SELECT l.* FROM domain_languages dl
         JOIN domains d ON d.id = dl.domain_id
         JOIN languages l ON l.id = dl.language_id
        WHERE dl.domain_id = ?
        ORDER BY l.id = d.default_language_id DESC, dl.position`
    )
    .all(domainId) as LanguageRow[];
}
