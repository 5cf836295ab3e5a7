import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startPlatform } from "../index";
import { openDatabase } from "./index";
import { migrate } from "./migrate";
import { migrations } from "./migrations";

const dataDirs: string[] = [];
function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "platform-migrate-"));
  dataDirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function counts(dataDir: string) {
  const db = openDatabase(dataDir);
  try {
    const count = (table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();
    return {
      tables: Object.fromEntries(
        ["languages", "countries", "sites", "domains", "media", "options", "menu_items", "elements", "posts"].map(
          (table) => [table, count(table)]
        )
      ),
      tokens: db.prepare("SELECT api_key_token FROM domains ORDER BY id").pluck().all(),
      migrations: db.prepare("SELECT version FROM schema_migrations ORDER BY version").pluck().all(),
    };
  } finally {
    db.close();
  }
}

describe("migrations and seed", () => {
  it("applies every migration once and records it", () => {
    const db = openDatabase(freshDataDir());
    try {
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
      expect(db.prepare("SELECT version FROM schema_migrations").pluck().all()).toEqual(
        migrations.map((m) => m.version)
      );
      expect(migrate(db)).toEqual([]);
    } finally {
      db.close();
    }
  });

  it("rolls a failing migration back entirely", () => {
    const db = openDatabase(freshDataDir());
    try {
      const broken = {
        version: 9999,
        name: "broken",
        sql: "CREATE TABLE half_done (id INTEGER); SELECT * FROM no_such_table;",
      };
      expect(() => migrate(db, [...migrations, broken])).toThrow(/no_such_table/);
      expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half_done'").get()).toBeUndefined();
      expect(db.prepare("SELECT 1 FROM schema_migrations WHERE version = 9999").get()).toBeUndefined();
    } finally {
      db.close();
    }
  });

  it("seeds a new data directory once: a second start changes nothing", async () => {
    const dataDir = freshDataDir();
    await (await startPlatform({ port: 0, dataDir })).close();
    const first = counts(dataDir);
    await (await startPlatform({ port: 0, dataDir })).close();

    expect(counts(dataDir)).toEqual(first);
    // The school answers three host names, each with its own cart-add behaviour.
    expect(first.tables).toMatchObject({ sites: 3, domains: 5, languages: 80, countries: 249 });
    expect(fs.existsSync(path.join(dataDir, "media", "school", "hero-50x50.svg"))).toBe(true);
  });
});
