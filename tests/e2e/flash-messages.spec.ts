import { expect, test } from "@playwright/test";

// The back-office gate sends a visitor to sign in with a flash message.
test("a flash message shows in the page after a redirect", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/prijava\?redirectTo=%2Fadmin$/);
  const status = page.getByRole("status");
  await expect(status).toContainText("Za pristup administraciji prijavite se");
  // A flash is shown once: the next page has none.
  await page.reload();
  await expect(page.locator("main")).toBeVisible();
  await expect(page.getByText("Za pristup administraciji")).toHaveCount(0);
});
