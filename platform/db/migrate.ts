import type { Db } from "./index";
import { migrations, type Migration } from "./migrations";

/**
 * Applies the migrations the database has not seen yet, in version order, each in its own
 * transaction together with its row in `schema_migrations`. Returns the versions applied.
 */
export function migrate(db: Db, list: readonly Migration[] = migrations): number[] {
  db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version    INTEGER PRIMARY KEY,
      name       TEXT NOT NULL,
      applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )
  `);
  const isApplied = db.prepare("SELECT 1 FROM schema_migrations WHERE version = ?").pluck();
  const record = db.prepare("INSERT INTO schema_migrations (version, name) VALUES (?, ?)");

  // IMMEDIATE takes the write lock before the check, so two processes starting on the same
  // data directory cannot both apply the same migration.
  const apply = db.transaction((migration: Migration): boolean => {
    if (isApplied.get(migration.version)) return false;
    db.exec(migration.sql);
    record.run(migration.version, migration.name);
    return true;
  });

  const applied: number[] = [];
  for (const migration of [...list].sort((a, b) => a.version - b.version)) {
    if (apply.immediate(migration)) applied.push(migration.version);
  }
  return applied;
}
