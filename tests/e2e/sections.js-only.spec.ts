import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./fixtures";

// The /sekcije page with JavaScript: the counters respect reduced motion, the page hydrates
// cleanly and passes an accessibility audit (not run without JavaScript: see playwright.config).
const sectionOf = (page: Page, heading: string) => page.locator("main section").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });

test.describe("the sections library on /sekcije, with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto("/sekcije");
    expect(response?.status()).toBe(200);
  });

  test("numbers: no count-up for visitors who asked for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await hydrated(page);
    const values = sectionOf(page, "Obzor u brojkama").locator(".numbers__value");
    await values.first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    // Read once, without retrying: a count-up would still be on its way here.
    expect(await values.allTextContents()).toEqual(["1998", "18", "26", "12.000+"]);
  });

  test("hydrates without errors", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.reload();
    await hydrated(page);
    await expect(sectionOf(page, "Šetnja kroz školu").getByRole("button")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("no accessibility violations", async ({ page }) => {
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`)).toEqual([]);
  });
});
