import { expect, test } from "@playwright/test";

// Twenty quantity changes fired at one cart at once, through the storefront, leave one
// consistent cart: one line, a quantity from the changes, and totals that agree with it.
test("20 concurrent quantity changes end consistent", async ({ page, context }) => {
  await page.goto("/product/kalkulator-casio-fx-82ms");
  await page.locator(".product-details").getByRole("button", { name: "Dodaj u košaricu" }).click();
  await expect(page).toHaveURL(/\/kosarica$/);
  const itemId = await page.locator('input[name="itemId"]').first().inputValue();

  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      context.request.post("/kosarica", { form: { intent: "updateQuantity", itemId, qty: String(index + 1), js: "1" }, maxRedirects: 0 }),
    ),
  );
  expect(answers.map((answer) => answer.status())).toEqual(Array(20).fill(200));

  await page.reload();
  const line = page.locator(".cart-table tbody tr");
  await expect(line).toHaveCount(1);
  const qty = Number(await line.getByRole("spinbutton").inputValue());
  expect(qty).toBeGreaterThanOrEqual(1);
  expect(qty).toBeLessThanOrEqual(20);
  const euros = (text: string | null) => Number((text ?? "").replace(/[^\d,]/g, "").replace(",", "."));
  expect(euros(await line.locator(".cart-line__row").textContent())).toBeCloseTo(qty * 13.9, 2);
  expect(euros(await page.locator(".cart-summary__total dd").textContent())).toBeCloseTo(qty * 13.9, 2);

  // The last change made after them all is the one that stays.
  await context.request.post("/kosarica", { form: { intent: "updateQuantity", itemId, qty: "7", js: "1" } });
  await page.reload();
  await expect(line.getByRole("spinbutton")).toHaveValue("7");
});
