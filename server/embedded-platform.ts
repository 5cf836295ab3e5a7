import { fork, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

// When no API_BASE_URL is configured, the storefront starts the embedded platform as a child
// process (its own event loop, so it can use the second core) and talks to it over HTTP on
// loopback, exactly as it would talk to the production platform.

export type EmbeddedPlatform = { url: string; stop(): Promise<void> };

function platformEntry(): { file: string; execArgv: string[] } {
  const bundled = fileURLToPath(new URL("./platform/main.js", import.meta.url));
  if (existsSync(bundled)) return { file: bundled, execArgv: [] };
  // Running from source (npm run dev): tsx loads the TypeScript entry.
  return { file: fileURLToPath(new URL("../platform/main.ts", import.meta.url)), execArgv: ["--import", "tsx"] };
}

export function startEmbeddedPlatform(options: { dataDir: string; port: number; jwtSecret: string }): Promise<EmbeddedPlatform> {
  const { file, execArgv } = platformEntry();
  const child: ChildProcess = fork(file, [], {
    execArgv,
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      PLATFORM_PORT: String(options.port),
      PLATFORM_HOST: "127.0.0.1",
      PLATFORM_JWT_SECRET: options.jwtSecret,
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill("SIGTERM");
    });

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error("the embedded platform did not start within 60 s"));
    }, 60_000);
    child.on("message", (message: { type?: string; port?: number }) => {
      if (message?.type !== "ready" || !message.port) return;
      clearTimeout(timer);
      resolve({ url: `http://127.0.0.1:${message.port}`, stop });
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the embedded platform exited with code ${code}`));
    });
  });
}
