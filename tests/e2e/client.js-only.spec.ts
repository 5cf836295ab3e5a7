import { expect, test } from "@playwright/test";
import { hydrated } from "./fixtures";

// Behaviour that exists only with JavaScript: toasts that time out, the progress bar, menus
// closing on client-side navigation, a clean hydration under the CSP.

test("the page hydrates without errors or CSP violations", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "hr");
  await hydrated(page);
  // A client-side navigation proves the app is live.
  await page.locator(".main-nav").getByRole("link", { name: "Upisi" }).click();
  await expect(page).toHaveURL(/\/upisi$/);
  expect(problems).toEqual([]);
});

test("a flash message becomes a toast that leaves after 3 seconds", async ({ page }) => {
  await page.goto("/admin");
  const toast = page.locator(".toast");
  await expect(toast).toContainText("Za pristup administraciji prijavite se");
  await expect(page.locator(".toasts--floating")).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 6_000 });
});

test("a toast can be closed", async ({ page }) => {
  await page.goto("/admin");
  await page.getByRole("button", { name: "Zatvori obavijest" }).click();
  await expect(page.locator(".toast")).toBeHidden();
});

test("the progress bar shows during a slow navigation", async ({ page }) => {
  await page.goto("/");
  await page.route(/_data=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.locator(".main-nav").getByRole("link", { name: "Kontakt" }).click();
  await expect(page.locator(".progress-bar--active")).toBeVisible();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.locator(".progress-bar--active")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu closes on a client-side route change", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.locator(".mobile-menu__toggle").click();
    await page.locator(".mobile-menu__panel").getByRole("link", { name: "Upisi" }).click();
    await expect(page).toHaveURL(/\/upisi$/);
    await expect(page.locator(".mobile-menu")).not.toHaveAttribute("open", "");
  });
});

test("accepting cookies with JavaScript hides the notice without a reload", async ({ page }) => {
  await page.goto("/kontakt");
  const notice = page.getByRole("region", { name: "Obavijest o kolačićima" });
  const answered = page.waitForResponse((response) => response.url().includes("/resources/cookie-consent"));
  await notice.getByRole("button", { name: "Prihvati sve" }).click();
  await expect(notice).toBeHidden();
  await answered;
  await page.reload();
  await expect(page.locator(".site-footer")).toBeVisible();
  await expect(notice).toBeHidden();
});
