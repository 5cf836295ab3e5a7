import { defineConfig, devices } from "@playwright/test";

// End-to-end tests run the built storefront with the real embedded platform on a fresh
// database, in two projects: JavaScript on and JavaScript off. Chromium is Debian's.
// E2E_PORT moves the three servers (storefront, its platform, the platform-down storefront),
// so two checkouts of the repository can run their suites side by side.
export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const PLATFORM_DOWN_PORT = PORT + 2;

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "hr-HR",
    trace: "retain-on-failure",
  },
  projects: [
    { name: "js", use: { ...chromium, javaScriptEnabled: true } },
    // Journeys without JavaScript; tests of JavaScript-only behaviour (*.js-only.spec.ts) are not theirs.
    { name: "no-js", use: { ...chromium, javaScriptEnabled: false }, testIgnore: /\.js-only\.spec\.ts$/ },
  ],
  webServer: [
    {
      command: `node tests/e2e/serve.mjs ${PORT} ${PORT + 1}`,
      url: `http://127.0.0.1:${PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `node tests/e2e/serve.mjs ${PLATFORM_DOWN_PORT} none`,
      url: `http://127.0.0.1:${PLATFORM_DOWN_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
