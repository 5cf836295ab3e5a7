import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { migrate } from "./migrate";

export type Db = Database.Database;

const DATABASE_FILE = "platform.sqlite";

/** Opens `<dataDir>/platform.sqlite` and brings its schema up to date. */
export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  // WAL lets readers go on while a write is running; the storefront reads far more than it writes.
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  // A second process on the same file (a test, a CLI) waits for the lock instead of failing at once.
  db.pragma("busy_timeout = 5000");
  migrate(db);
  return db;
}

/** The current time as the platform stores it: ISO 8601 in UTC, so text order is time order. */
export function now(): string {
  return new Date().toISOString();
}
