import { expect, test } from "@playwright/test";
import { MAINTENANCE, PLATFORM_DOWN, SCHOOL } from "./fixtures";

test("maintenance mode shows 'Uskoro...' and the social links with 503", async ({ page }) => {
  const response = await page.goto(`${MAINTENANCE}/`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("heading", { name: "Uskoro..." })).toBeVisible();
  expect(await page.locator(".social-links a").count()).toBeGreaterThanOrEqual(1);
  await expect(page.locator("header.site-header")).toHaveCount(0);
  await expect(page.locator("footer.site-footer")).toHaveCount(0);
});

test("with the platform down, a friendly error page answers quickly without a stack trace", async ({ page }) => {
  const response = await page.goto(`${PLATFORM_DOWN}/`);
  expect(response?.status()).toBe(503);
  await expect(page.getByText("503", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Usluga je trenutno nedostupna/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Natrag na naslovnicu" })).toHaveAttribute("href", "/");
  const html = await page.content();
  expect(html).not.toMatch(/at \w+ \(|node_modules|ECONNREFUSED|Error:/);
});

test("every answer carries the security headers and a nonce'd CSP", async ({ page }) => {
  const response = await page.goto(`${SCHOOL}/`);
  const headers = response!.headers();
  const csp = headers["content-security-policy"];
  const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // Every inline script Remix rendered carries this response's nonce.
  const body = await response!.text();
  const inlineScripts = body.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
});

test("health and readiness", async ({ request }) => {
  expect((await request.get(`${SCHOOL}/healthz`)).status()).toBe(200);
  expect((await request.get(`${SCHOOL}/readyz`)).status()).toBe(200);
  expect((await request.get(`${PLATFORM_DOWN}/healthz`)).status()).toBe(200);
  expect((await request.get(`${PLATFORM_DOWN}/readyz`)).status()).toBe(503);
});

test("hashed assets are cached for a year", async ({ page, request }) => {
  await page.goto(`${SCHOOL}/`);
  const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
  const answer = await request.get(`${SCHOOL}${stylesheet}`);
  expect(answer.headers()["cache-control"]).toContain("max-age=31536000");
  expect(answer.headers()["cache-control"]).toContain("immutable");
});
