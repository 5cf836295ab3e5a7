import type { AddressInfo } from "node:net";
import path from "node:path";
import express, { type Express } from "express";
import { openDatabase, type Db } from "./db/index";
import { requireApiKey } from "./http/api-key";
import { ACCESS_TOKEN_SECONDS, authenticate, loadTokenKey } from "./http/auth";
import { errorHandler, notFoundHandler } from "./http/errors";
import { authRoutes, SIGN_IN_PATHS } from "./modules/auth";
import { calendarRoutes } from "./modules/calendar";
import { cartRoutes } from "./modules/cart";
import { checkoutRoutes } from "./modules/checkout";
import { commentRoutes } from "./modules/comment";
import { consentRoutes } from "./modules/consent";
import { contactRoutes } from "./modules/contact";
import { elementRoutes } from "./modules/element";
import { finderRoutes } from "./modules/finder";
import { formRoutes } from "./modules/form";
import { marketingRoutes } from "./modules/marketing";
import { masterRoutes, publicMasterRoutes } from "./modules/master";
import { mediaFiles } from "./modules/media";
import { navigationRoutes } from "./modules/navigation";
import { optionRoutes } from "./modules/option";
import { paymentPages } from "./modules/payment-page";
import { postRoutes } from "./modules/post";
import { productRoutes } from "./modules/product";
import { redirectRoutes } from "./modules/redirect";
import { userRoutes } from "./modules/user";
import { wishlistRoutes } from "./modules/wishlist";
import { sitemapRoutes } from "./modules/sitemap";
import { termRoutes } from "./modules/term";
import { seedIfEmpty } from "./seed/index";

export { openDatabase, type Db } from "./db/index";

export type PlatformSettings = {
  /** Access-token lifetime in seconds (tests shorten it to see refreshes happen). */
  accessTokenSeconds?: number;
};

/**
 * The platform's HTTP API over an open database. Media files are served from
 * `<dataDir>/media`; the data directory defaults to the one holding the database file, and
 * holds the token signing key too.
 */
export function createPlatformApp(
  db: Db,
  dataDir: string = path.dirname(db.name),
  settings: PlatformSettings = {}
): Express {
  const tokenKey = loadTokenKey(dataDir);
  // The account modules issue access tokens with this lifetime.
  const accounts = { tokenKey, accessTokenSeconds: settings.accessTokenSeconds ?? ACCESS_TOKEN_SECONDS };
  const app = express();
  app.disable("x-powered-by");
  app.use(express.json({ limit: "1mb" }));

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.use("/media", mediaFiles(dataDir));
  // The built-in test payment provider's pages: no api key (the storefront serves them on its origin).
  app.use("/payment", paymentPages(db));

  app.use("/api", publicMasterRoutes(db));
  app.use(
    "/api",
    requireApiKey(db),
    authenticate(tokenKey, SIGN_IN_PATHS),
    masterRoutes(db),
    optionRoutes(db),
    navigationRoutes(db),
    elementRoutes(db),
    finderRoutes(db),
    redirectRoutes(db),
    productRoutes(db),
    cartRoutes(db),
    checkoutRoutes(db),
    authRoutes(db, accounts),
    userRoutes(db, accounts),
    wishlistRoutes(db),
    postRoutes(db),
    termRoutes(db),
    calendarRoutes(db),
    commentRoutes(db),
    formRoutes(db),
    marketingRoutes(db),
    contactRoutes(db),
    consentRoutes(db),
    sitemapRoutes(db)
  );

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

export type PlatformOptions = PlatformSettings & {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  dataDir: string;
};

export type RunningPlatform = { url: string; port: number; close(): Promise<void> };

/** Opens (migrating and, on first start, seeding) the data directory and starts listening. */
export async function startPlatform({
  port = 3100,
  host = "127.0.0.1",
  dataDir,
  ...settings
}: PlatformOptions): Promise<RunningPlatform> {
  const db = openDatabase(dataDir);
  try {
    seedIfEmpty(db, dataDir);
    const server = createPlatformApp(db, dataDir, settings).listen(port, host);
    await new Promise<void>((resolve, reject) => {
      server.once("listening", resolve);
      server.once("error", reject);
    });
    const bound = (server.address() as AddressInfo).port;
    const urlHost = host.includes(":") ? `[${host}]` : host;
    return {
      url: `http://${urlHost}:${bound}`,
      port: bound,
      close: () =>
        new Promise<void>((resolve, reject) => {
          server.close((error) => {
            db.close();
            if (error) reject(error);
            else resolve();
          });
        }),
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
