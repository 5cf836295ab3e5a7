import type { Db } from "../db/index";

export type OptionRow = { id: number; key: string; value: string; media_id: number | null };

/**
 * The site's options as a visitor in the given language sees them: a value set for that
 * language wins over the value for every language.
 */
export function resolveOptions(db: Db, siteId: number, languageId: number): OptionRow[] {
  return db
    .prepare(
      `SELECT o.id, o.key, o.value, o.media_id FROM options o
        WHERE o.site_id = :siteId
          AND (o.language_id = :languageId
               OR (o.language_id IS NULL AND NOT EXISTS (
                     SELECT 1 FROM options t
                      WHERE t.site_id = o.site_id AND t.key = o.key AND t.language_id = :languageId)))
        ORDER BY o.key`
    )
    .all({ siteId, languageId }) as OptionRow[];
}

export function resolveOption(db: Db, siteId: number, languageId: number, key: string): OptionRow | undefined {
  return db
    .prepare(
      `SELECT id, key, value, media_id FROM options
        WHERE site_id = ? AND key = ? AND (language_id = ? OR language_id IS NULL)
        ORDER BY language_id IS NULL
        LIMIT 1`
    )
    .get(siteId, key, languageId) as OptionRow | undefined;
}
