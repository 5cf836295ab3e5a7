// The embedded platform as a process: `npx tsx platform/main.ts`, or forked by the
// storefront's start script, which waits for the { type: "ready" } message.
import path from "node:path";
import { z } from "zod";
import { startPlatform } from "./index";
import { log } from "./log";

const environment = z.object({
  PLATFORM_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  PLATFORM_HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  // Access-token lifetime; the end-to-end tests shorten it to see refreshes happen.
  PLATFORM_ACCESS_TOKEN_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
});

async function main(): Promise<void> {
  const parsed = environment.safeParse(process.env);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new Error(`Invalid environment: ${issue.path.join(".")}: ${issue.message}`);
  }
  const { PLATFORM_PORT, PLATFORM_HOST, DATA_DIR, PLATFORM_ACCESS_TOKEN_SECONDS } = parsed.data;
  const dataDir = path.resolve(DATA_DIR);

  const platform = await startPlatform({
    port: PLATFORM_PORT,
    host: PLATFORM_HOST,
    dataDir,
    accessTokenSeconds: PLATFORM_ACCESS_TOKEN_SECONDS,
  });
  log("info", "platform started", { url: platform.url, dataDir });
  process.send?.({ type: "ready", port: platform.port });

  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    log("info", "platform stopping", { reason });
    try {
      await platform.close();
      process.exit(0);
    } catch (error) {
      log("error", "platform did not stop cleanly", { error: String(error) });
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
  // A forked platform must not outlive the storefront that started it and hold the port.
  process.once("disconnect", () => void stop("parent exited"));
}

main().catch((error: unknown) => {
  log("error", "platform failed to start", {
    error: error instanceof Error ? error.stack ?? error.message : String(error),
  });
  process.exit(1);
});
