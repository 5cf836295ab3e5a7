import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { hydrated } from "./fixtures";

// axe-core audits the main screens for WCAG 2.1 A/AA problems. (axe needs JavaScript in the
// page, so this runs in the JavaScript project; the markup it audits is the server's.)
const SCREENS = ["/", "/upisi", "/shop", "/shop/pribor", "/product/personalizirana-majica", "/product/paket-za-prvasice", "/kosarica", "/nema-te-stranice"];

for (const path of SCREENS) {
  test(`no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const problems = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
    expect(problems).toEqual([]);
  });
}

test("no accessibility violations on the checkout's address step, also with errors shown", async ({ page }) => {
  await page.goto("/product/kalkulator-casio-fx-82ms");
  await hydrated(page);
  await page.locator(".product-details").getByRole("button", { name: "Dodaj u košaricu" }).click();
  await expect(page).toHaveURL(/\/kosarica$/);
  await page.goto("/naplata");
  const audit = async () =>
    (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()).violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`,
    );
  expect(await audit()).toEqual([]);
  await page.getByRole("button", { name: "Dalje" }).click();
  await expect(page.locator(".field-error").first()).toBeVisible();
  expect(await audit()).toEqual([]);
});
