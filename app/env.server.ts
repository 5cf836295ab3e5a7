import { z } from "zod";

const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

// Every setting the server reads, validated once at start (server.ts) and again, cheaply,
// where the app needs a value. The README's configuration table mirrors this schema.
export const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** The headless platform. Unset: the embedded platform is started and used. */
  API_BASE_URL: z.string().url().optional(),
  /** Per platform call; past it the call fails as a network failure (status 0). */
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  /** Where the embedded platform keeps its SQLite database and media, and where generated secrets live. */
  DATA_DIR: z.string().min(1).default("./data"),
  PLATFORM_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  /** Comma-separated; the first signs, all verify (rotation). Generated into DATA_DIR when unset. */
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  PLATFORM_JWT_SECRET: z.string().min(32, "PLATFORM_JWT_SECRET must be at least 32 characters").optional(),
  /** Seconds the server keeps slow-changing CMS reads (options, navigation, elements, pages). */
  CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  CACHE_MAX_ENTRIES: z.coerce.number().int().min(10).max(100_000).default(1000),
  /** Secure cookies; defaults to on in production. Turn off only behind plain HTTP. */
  COOKIE_SECURE: booleanish.optional(),
  /** Trust X-Forwarded-* from a proxy in front of the server. */
  TRUST_PROXY: booleanish.default("false"),
  LOG_REQUESTS: booleanish.default("true"),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parse an environment, or return one line per wrong variable. */
export function parseEnv(source: Record<string, string | undefined>): { env: Env } | { errors: string[] } {
  // Empty strings count as unset, as in most container tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (result.success) return { env: result.data };
  return { errors: result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) };
}

let cached: Env | undefined;

/** The validated environment of this process; server.ts has already refused to start on a bad one. */
export function getEnv(): Env {
  if (!cached) {
    const parsed = parseEnv(process.env);
    if ("errors" in parsed) throw new Error(`Invalid environment: ${parsed.errors.join("; ")}`);
    cached = parsed.env;
  }
  return cached;
}

export function isProduction(): boolean {
  return getEnv().NODE_ENV === "production";
}

export function cookiesSecure(): boolean {
  return getEnv().COOKIE_SECURE ?? isProduction();
}

/** The secrets that sign cookies: the first signs, all verify (rotation). server.ts makes sure one exists. */
export function sessionSecrets(): string[] {
  const secrets = (process.env.SESSION_SECRET ?? "").split(",").map((secret) => secret.trim()).filter(Boolean);
  if (!secrets.length) throw new Error("SESSION_SECRET is not set (server.ts generates one when it starts)");
  return secrets;
}

/** The platform base URL; server.ts sets it to the embedded platform when it is not configured. */
export function apiBaseUrl(): string {
  const url = process.env.API_BASE_URL;
  if (!url) throw new Error("API_BASE_URL is not set and the embedded platform did not start");
  return url.replace(/\/+$/, "");
}
