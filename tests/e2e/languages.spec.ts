import { expect, test } from "@playwright/test";
import { cookieValue, SCHOOL, SHOP } from "./fixtures";

test.describe("languages on the school (hr only)", () => {
  test("the en and de prefixes answer 404", async ({ page }) => {
    for (const path of ["/en", "/en/cart", "/de/produkt/majica"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Stranica koju tražiš ne postoji" })).toBeVisible();
      // Rendered in the school's language.
      await expect(page.locator("html")).toHaveAttribute("lang", "hr");
    }
  });

  test("has no language switcher or hreflang links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Jezik" })).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  });
});

test.describe("languages on the multilingual shop", () => {
  test("serves translated pages and navigation under /en and /de", async ({ page }) => {
    const en = await page.goto(`${SHOP}/en`);
    expect(en?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Main navigation" }).first()).toBeVisible();

    await page.goto(`${SHOP}/de`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).first()).toBeVisible();
  });

  test("the switcher keeps the page across translated slugs", async ({ page }) => {
    await page.goto(`${SHOP}/o-nama`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${SHOP}/en/about-us`);
    await page.getByRole("navigation", { name: "Jezik" }).getByRole("link", { name: "EN" }).click();
    await expect(page).toHaveURL(`${SHOP}/en/about-us`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "DE" }).click();
    await expect(page).toHaveURL(`${SHOP}/de/ueber-uns`);
  });

  test("the switcher keeps the screen of the route table", async ({ page }) => {
    await page.goto(`${SHOP}/kosarica`);
    await page.getByRole("navigation", { name: "Jezik" }).getByRole("link", { name: "EN" }).click();
    await expect(page).toHaveURL(`${SHOP}/en/cart`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cart");
  });
});

test.describe("browser-language detection", () => {
  test.use({ locale: "de-DE" });

  test("a first visit to the root goes to the browser's language with 302 and remembers it", async ({ page, context }) => {
    const redirects: number[] = [];
    page.on("response", (response) => {
      if (response.url() === `${SHOP}/`) redirects.push(response.status());
    });
    await page.goto(`${SHOP}/`);
    await expect(page).toHaveURL(`${SHOP}/de`);
    expect(redirects).toEqual([302]);

    const locale = (await context.cookies(SHOP)).find((cookie) => cookie.name === "locale");
    expect(cookieValue(locale?.value)).toBe("de");
    expect(locale?.sameSite).toBe("Lax");
    expect(locale?.path).toBe("/");
    const days = ((locale?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    // Choosing Croatian afterwards sticks: the root no longer redirects.
    await page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "HR" }).click();
    await expect(page).toHaveURL(`${SHOP}/`);
    await page.goto(`${SHOP}/`);
    await expect(page).toHaveURL(`${SHOP}/`);
  });

  test("a deployment without the browser's language stays in its own", async ({ page, context }) => {
    await page.goto(`${SCHOOL}/`);
    await expect(page).toHaveURL(`${SCHOOL}/`);
    const locale = (await context.cookies(SCHOOL)).find((cookie) => cookie.name === "locale");
    expect(cookieValue(locale?.value)).toBe("hr");
  });
});
