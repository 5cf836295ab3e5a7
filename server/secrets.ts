import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// `npm start` needs no configuration: a secret the operator did not set is generated once and
// kept in DATA_DIR, so sessions survive restarts. Containers should set their own.
const GENERATED = ["SESSION_SECRET", "PLATFORM_JWT_SECRET"] as const;

export function ensureSecrets(dataDir: string, env: NodeJS.ProcessEnv, warn: (message: string) => void): void {
  const missing = GENERATED.filter((name) => !env[name]);
  if (!missing.length) return;
  const file = path.join(dataDir, "secrets.json");
  let stored: Record<string, string> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, "utf8"));
  let changed = false;
  for (const name of missing) {
    if (!stored[name]) {
      stored[name] = randomBytes(32).toString("base64url");
      changed = true;
    }
    env[name] = stored[name];
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  warn(`${missing.join(" and ")} not set: using generated secret(s) kept in ${file}; set your own in production`);
}
