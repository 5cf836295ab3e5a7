import { expect, test, type TestInfo } from "@playwright/test";
import { PORT, withJs, hydrated } from "./fixtures";

// SPEC 4: after an add, the deployment's cart-add behaviour decides: 0 the cart page (the school
// on localhost, see cart.spec.ts), 1 stay on the page, 2 the cart modal, or without JavaScript
// the cart page. The seed serves the same shop with behaviour 1 and 2 on two more host names.

const STAY = `http://ostani.localhost:${PORT}`;
const POPUP = `http://skocni.localhost:${PORT}`;

async function addFrom(page: import("@playwright/test").Page, origin: string, info: TestInfo) {
  await page.goto(`${origin}/product/kalkulator-casio-fx-82ms`);
  if (withJs(info)) await hydrated(page);
  await page.locator(".product-details").getByRole("button", { name: "Dodaj u košaricu" }).click();
}

test("behaviour 1 stays on the page with a message", async ({ page }, info) => {
  await addFrom(page, STAY, info);
  await expect(page.getByRole("status")).toContainText("Proizvod je dodan u košaricu");
  await expect(page).toHaveURL(`${STAY}/product/kalkulator-casio-fx-82ms`);
  await expect(page.locator(".cart-link__count")).toHaveText("1");
});

test("behaviour 2 opens the cart modal with JavaScript, the cart page without", async ({ page }, info) => {
  await addFrom(page, POPUP, info);
  if (!withJs(info)) {
    await expect(page).toHaveURL(`${POPUP}/kosarica`);
    await expect(page.locator(".cart-table tbody tr")).toHaveCount(1);
    return;
  }
  const modal = page.getByRole("dialog", { name: "Košarica" });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(`${POPUP}/product/kalkulator-casio-fx-82ms`);
  await expect(modal.locator(".cart-table tbody tr")).toHaveCount(1);
  await expect(modal.getByRole("link", { name: "Otvori stranicu košarice" })).toHaveAttribute("href", "/kosarica");
  const box = (await modal.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.round((box.width / viewport.width) * 100)).toBe(70);
  expect(Math.round((box.height / viewport.height) * 100)).toBe(80);

  // A change inside the modal keeps the visitor on the page.
  await modal.getByRole("spinbutton").fill("2");
  await expect(modal.locator(".cart-line__row")).toHaveText("27,80\u00a0€");
  await expect(page).toHaveURL(`${POPUP}/product/kalkulator-casio-fx-82ms`);

  // Focus stays inside; Escape closes; so does a click outside.
  await page.keyboard.press("Tab");
  expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
});
