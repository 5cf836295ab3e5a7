// The production (and development) server: Express with the Remix handler, compression,
// long-lived caching of hashed assets, security headers with a per-request CSP nonce, health
// checks, one log line per request and a graceful shutdown. With no API_BASE_URL it starts the
// embedded platform first.
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import { parseEnv } from "./app/env.server";
import { startEmbeddedPlatform, type EmbeddedPlatform } from "./server/embedded-platform";
import { mediaProxy, paymentProxy } from "./server/platform-proxy";
import { requestLog } from "./server/request-log";
import { sessionRefresh } from "./server/session-refresh";
import { ensureSecrets } from "./server/secrets";
import { securityHeaders } from "./server/security-headers";

const log = (level: "info" | "warn" | "error", msg: string, extra: Record<string, unknown> = {}) =>
  (level === "error" ? process.stderr : process.stdout).write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...extra }) + "\n");

async function main() {
  const parsed = parseEnv(process.env);
  if ("errors" in parsed) {
    // One clear line naming what is wrong, then stop.
    process.stderr.write(`Invalid configuration: ${parsed.errors.join("; ")}\n`);
    process.exit(1);
  }
  const env = parsed.env;
  const development = env.NODE_ENV === "development";
  const production = env.NODE_ENV === "production";
  const dataDir = path.resolve(env.DATA_DIR);
  ensureSecrets(dataDir, process.env, (message) => log("warn", message));

  let platform: EmbeddedPlatform | undefined;
  if (!env.API_BASE_URL) {
    platform = await startEmbeddedPlatform({ dataDir, port: env.PLATFORM_PORT, jwtSecret: process.env.PLATFORM_JWT_SECRET! });
    process.env.API_BASE_URL = platform.url;
    log("info", "embedded platform started", { url: platform.url, dataDir });
  }
  const platformUrl = () => process.env.API_BASE_URL!.replace(/\/+$/, "");

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  if (env.LOG_REQUESTS) app.use(requestLog());
  app.use(compression());
  app.use(securityHeaders({ production, development }));

  app.get("/healthz", (_req, res) => res.json({ status: "ok" }));
  app.get("/readyz", async (_req, res) => {
    try {
      const answer = await fetch(`${platformUrl()}/healthz`, { signal: AbortSignal.timeout(2000) });
      res.status(answer.ok ? 200 : 503).json({ status: answer.ok ? "ready" : "platform unhealthy" });
    } catch {
      res.status(503).json({ status: "platform unreachable" });
    }
  });
  app.use("/media", mediaProxy(platformUrl));
  app.use("/payment", paymentProxy(platformUrl));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (development) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    build = () => viteServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
  } else {
    const buildDir = path.dirname(fileURLToPath(import.meta.url));
    // Hashed file names never change content: cache them for a year.
    app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
    build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  }

  app.use(sessionRefresh(build));
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => ({ cspNonce: String(res.locals.cspNonce ?? ""), clientAddress: req.ip ?? null }),
    }),
  );

  const server = app.listen(env.PORT, env.HOST, () => {
    log("info", "storefront listening", { url: `http://localhost:${env.PORT}`, mode: env.NODE_ENV });
  });

  // SIGTERM: stop accepting, let in-flight requests finish, then stop the platform and exit.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log("info", "shutting down", { signal });
    const force = setTimeout(() => {
      log("warn", "forced exit after 10 s");
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      await platform?.stop();
      log("info", "stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  log("error", "server failed to start", { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
