// Starts the built storefront for the end-to-end tests on a fresh temporary data directory, so
// every run begins with a newly seeded embedded platform, and removes it afterwards.
// Usage: node tests/e2e/serve.mjs <port> [platformPort|none]
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const [port, platformPort] = process.argv.slice(2);
// A fresh directory per run, at a path the tests know (tests/e2e/fixtures.ts), so a test can
// look into the platform's database, e.g. to change a price behind the shopper's back.
const dataDir = path.join(tmpdir(), `storefront-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// Access tokens live 10 s here (15 minutes in production), so journeys that take longer go
// through real refreshes, and a test can watch one happen (tests/e2e/accounts.spec.ts).
const env = {
  ...process.env,
  NODE_ENV: "production",
  PORT: port,
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  LOG_REQUESTS: "false",
  PLATFORM_ACCESS_TOKEN_SECONDS: "10",
};
if (platformPort === "none") {
  // A platform that is not there: nothing listens on port 9 (discard) here.
  env.API_BASE_URL = "http://127.0.0.1:9";
} else {
  env.PLATFORM_PORT = platformPort;
  delete env.API_BASE_URL;
}

const server = spawn(process.execPath, ["build/server.js"], { env, stdio: "inherit" });
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
server.on("exit", (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill("SIGTERM"));
