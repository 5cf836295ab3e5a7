// `npm start`: builds once when there is no build yet, then runs the production server.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/server.js") || !existsSync("build/server/index.js")) {
  console.log("No build yet: running npm run build first (about a minute).");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import(new URL("../build/server.js", import.meta.url).href);
