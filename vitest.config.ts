import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests live beside the code they test; e2e tests belong to Playwright.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "platform/**/*.test.ts", "server/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 20_000,
  },
});
