import { expect, test } from "@playwright/test";
import { hydrated } from "./fixtures";

// With JavaScript: filters apply by themselves after a pause, and a bundle is customized in a modal.

test("a filter change applies by itself after 500 ms of quiet, without a button", async ({ page }) => {
  await page.goto("/shop/odjeca");
  await hydrated(page);
  const sizes = page.locator(".listing-filters").getByRole("group", { name: "Veličina" });
  await sizes.getByLabel(/^M \(/).check();
  await sizes.getByLabel(/^L \(/).check();
  // Both clicks land in one navigation.
  await expect(page).toHaveURL(/\/shop\/odjeca\?size=l&size=m$/);
});

test("a bundle's 'choose options' opens the customization in a modal that closes", async ({ page }) => {
  await page.goto("/shop/paketi");
  await hydrated(page);
  const card = page.locator(".category-page__products .product-card", { hasText: "Paket za prvašiće" });
  await card.getByRole("link", { name: "Odaberi opcije" }).click();
  const modal = page.getByRole("dialog", { name: "Prilagodi paket" });
  await expect(modal).toBeVisible();
  await expect(modal.getByText("Sadržaj paketa")).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/paketi$/);
  const box = await modal.boundingBox();
  const viewport = page.viewportSize()!;
  expect(Math.round((box!.width / viewport.width) * 100)).toBe(70);
  expect(Math.round((box!.height / viewport.height) * 100)).toBe(80);

  await modal.getByRole("button", { name: "Zatvori" }).click();
  await expect(modal).toBeHidden();

  await card.getByRole("link", { name: "Odaberi opcije" }).click();
  await expect(modal).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
});
