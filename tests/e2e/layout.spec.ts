import { expect, test } from "@playwright/test";
import { SCHOOL, SCHOOL_NAME } from "./fixtures";

test.describe("home page of the school", () => {
  test("shows header, navigation, sections and footer in Croatian", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hr");
    await expect(page).toHaveTitle(new RegExp(`\\| ${SCHOOL_NAME}$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SCHOOL}/`);

    const header = page.locator("header.site-header");
    await expect(header.getByRole("link", { name: SCHOOL_NAME })).toHaveAttribute("href", "/");
    const nav = page.getByRole("navigation", { name: "Glavna navigacija" }).first();
    for (const item of ["Naslovna", "O nama", "Upisi", "Objave", "Trgovina", "Kontakt"]) {
      await expect(nav.getByRole("link", { name: item, exact: true })).toBeVisible();
    }
    await expect(header.locator("summary[aria-label='Pretraži stranicu']")).toBeVisible();

    // The page's sections: a hero with its heading, then content.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.locator("main section").count()).toBeGreaterThanOrEqual(3);

    const footer = page.locator("footer.site-footer");
    await expect(footer).toContainText("Ilica 242, 10000 Zagreb");
    await expect(footer.locator('a[href^="tel:"]')).toHaveAttribute("href", "tel:+38514567890");
    await expect(footer.locator('a[href^="mailto:"]')).toHaveAttribute("href", "mailto:info@gimnazija-obzor.hr");
    for (const network of ["Facebook", "Instagram", "Youtube"]) {
      await expect(footer.getByRole("link", { name: network })).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(footer.locator(".site-footer__column")).toHaveCount(4);
    await expect(footer.getByRole("link", { name: "Pravila privatnosti" }).first()).toBeVisible();
  });

  test("dropdown children are reachable by pointer", async ({ page }) => {
    await page.goto("/");
    const nav = page.locator(".main-nav");
    await nav.getByRole("link", { name: "O nama" }).hover();
    await nav.getByRole("link", { name: "Povijest škole" }).click();
    await expect(page).toHaveURL(/\/povijest-skole$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("dropdown children are reachable by keyboard", async ({ page }) => {
    await page.goto("/");
    const nav = page.locator(".main-nav");
    await nav.getByRole("link", { name: "O nama" }).focus();
    // Focus on the parent opens its submenu (CSS :focus-within); Tab then goes into it.
    await expect(nav.getByRole("link", { name: "Povijest škole" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Povijest škole" })).toBeFocused();
  });

  test("the search bar sends a GET to the search page", async ({ page }) => {
    await page.goto("/");
    await page.locator("summary[aria-label='Pretraži stranicu']").click();
    const input = page.getByPlaceholder("Pretraga");
    await expect(input).toBeVisible();
    await input.fill("upisi");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/pretraga\?q=upisi$/);
    await expect(page.getByRole("heading", { name: "Rezultati pretraživanja" })).toBeVisible();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens, expands a submenu, locks scrolling and leads to the page", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".main-nav")).toBeHidden();
    await page.locator(".mobile-menu__toggle").click();
    const panel = page.locator(".mobile-menu__panel");
    await expect(panel).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    await panel.getByLabel("Podizbornik: O nama").click();
    await panel.getByRole("link", { name: "Nastavnici" }).click();
    await expect(page).toHaveURL(/\/nastavnici$/);
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });
});

test.describe("pages", () => {
  test("a catch-all page shows its sections", async ({ page }) => {
    const response = await page.goto("/upisi");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`\\| ${SCHOOL_NAME}$`));
    expect(await page.locator("main section").count()).toBeGreaterThanOrEqual(1);
  });

  test("the home page's own slug redirects to /", async ({ page }) => {
    await page.goto("/naslovna");
    await expect(page).toHaveURL(`${SCHOOL}/`);
  });

  test("an unknown slug answers 404 with a way home", async ({ page }) => {
    const response = await page.goto("/ova-stranica-ne-postoji");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Stranica koju tražiš ne postoji" })).toBeVisible();
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    // The layout stays around the 404 page.
    await expect(page.locator("footer.site-footer")).toBeVisible();
    await page.getByRole("link", { name: "Natrag na naslovnicu" }).click();
    await expect(page).toHaveURL(`${SCHOOL}/`);
  });

  test("a deeper unknown path answers 404 too", async ({ page }) => {
    const response = await page.goto("/nema/ovdje/nista");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Stranica koju tražiš ne postoji" })).toBeVisible();
  });
});

test.describe("cookie notice", () => {
  test("shows until accepted, links the privacy policy, and stays gone", async ({ page, context }) => {
    await page.goto("/upisi");
    const notice = page.getByRole("region", { name: "Obavijest o kolačićima" });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: "Pravila privatnosti" })).toHaveAttribute("href", "/pravila-privatnosti");

    const answered = page.waitForResponse((response) => response.url().includes("/resources/cookie-consent"));
    await notice.getByRole("button", { name: "Prihvati sve" }).click();
    await expect(notice).toBeHidden();
    await answered;
    await expect(page).toHaveURL(/\/upisi$/);

    const consent = (await context.cookies()).find((cookie) => cookie.name === "cookieConsent");
    expect(consent?.httpOnly).toBe(true);
    expect(consent?.sameSite).toBe("Lax");

    await page.reload();
    await expect(page.locator(".site-footer")).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test("the privacy policy page exists", async ({ page }) => {
    const response = await page.goto("/pravila-privatnosti");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).or(page.getByRole("heading", { level: 2 })).first()).toBeVisible();
  });
});
