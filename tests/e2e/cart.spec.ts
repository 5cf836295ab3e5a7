import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { withJs, open, hydrated } from "./fixtures";

// Cart journeys on the school shop (cart-add behaviour 0: to the cart page), with JavaScript on
// and off. Totals are the platform's: the test reads them and checks them against the lines.

const euros = (text: string | null) => Number((text ?? "").replace(/[^\d,]/g, "").replace(",", "."));
const summary = (page: Page, label: string) => page.locator(".cart-summary > div", { hasText: label }).locator("dd");
const lines = (page: Page) => page.locator(".cart-table tbody tr");
const buy = (page: Page) => page.locator(".product-details").getByRole("button", { name: "Dodaj u košaricu" });

async function addSimple(page: Page, info: TestInfo, slug = "kalkulator-casio-fx-82ms", qty = "1") {
  await open(page, `/product/${slug}`, info);
  await page.locator(".product-details").getByLabel("Količina").fill(qty);
  await buy(page).click();
  await expect(page).toHaveURL(/\/kosarica$/);
}

/** Sets a line's quantity the way a visitor does: typing, then (without JavaScript) the update button. */
async function setQuantity(page: Page, info: TestInfo, name: string, qty: string) {
  const line = lines(page).filter({ hasText: name });
  await line.getByRole("spinbutton").fill(qty);
  if (!withJs(info)) await line.getByRole("button", { name: "Ažuriraj" }).click();
}

test("add a simple product: the cart page shows the line and the platform's totals", async ({ page }, info) => {
  await addSimple(page, info, "kalkulator-casio-fx-82ms", "2");
  await expect(page.getByRole("status")).toContainText("Proizvod je dodan u košaricu");
  await expect(lines(page)).toHaveCount(1);
  const line = lines(page).first();
  await expect(line).toContainText("Casio");
  await expect(line.getByRole("spinbutton")).toHaveValue("2");
  await expect(line.locator(".cart-line__price")).toHaveText("13,90\u00a0€");
  await expect(line.locator(".cart-line__row")).toHaveText("27,80\u00a0€");
  await expect(summary(page, "Proizvodi")).toHaveText("27,80\u00a0€");
  await expect(summary(page, "Uključeni PDV")).toHaveText("5,56\u00a0€");
  await expect(summary(page, "Ukupno za platiti")).toHaveText("27,80\u00a0€");
  await expect(page.getByRole("link", { name: "Nastavi na naplatu" })).toHaveAttribute("href", "/naplata");
  await expect(page.locator(".cart-link__count")).toHaveText("2");
});

test("add a configurable variant with options and a bundle with its choices", async ({ page }, info) => {
  await open(page, "/product/majica-sportska?color=zelena&size=m", info);
  await buy(page).click();
  await expect(page).toHaveURL(/\/kosarica$/);
  await expect(lines(page).filter({ hasText: "Zelena, M" })).toHaveCount(1);

  await open(page, "/product/personalizirana-majica", info);
  await page.getByRole("combobox", { name: "Veličina", exact: true }).selectOption({ label: "L" });
  await page.getByLabel(/Zlatna/).check();
  await page.getByLabel(/^Da/).check();
  await buy(page).click();
  await expect(page).toHaveURL(/\/kosarica$/);
  const personalized = lines(page).filter({ hasText: "Personalizirana majica" });
  // 22.90 + 1.50 (gold print) + 2.00 (gift wrap)
  await expect(personalized.locator(".cart-line__price")).toHaveText("26,40\u00a0€");
  await expect(personalized).toContainText("Zlatna");

  await open(page, "/product/paket-za-prvasice", info);
  await page.getByRole("group", { name: /Dukserica s kapuljačom/ }).getByLabel(/Tamnoplava, M$/).check();
  await page.getByRole("group", { name: /Set bilježnica/ }).getByLabel("Bilježnica A4 na kockice").check();
  await buy(page).click();
  await expect(page).toHaveURL(/\/kosarica$/);
  await expect(lines(page)).toHaveCount(3);

  const rows = (await lines(page).locator(".cart-line__row").allTextContents()).map(euros);
  const itemsTotal = euros(await summary(page, "Proizvodi").textContent());
  expect(itemsTotal).toBeCloseTo(rows.reduce((a, b) => a + b, 0), 2);
});

test("change a quantity and remove a line", async ({ page }, info) => {
  await addSimple(page, info, "kalkulator-casio-fx-82ms");
  await addSimple(page, info, "pernica-obzor");
  await setQuantity(page, info, "Casio", "3");
  await expect(lines(page).filter({ hasText: "Casio" }).locator(".cart-line__row")).toHaveText("41,70\u00a0€");

  await lines(page).filter({ hasText: "Pernica" }).getByRole("button", { name: /Ukloni/ }).click();
  await expect(lines(page)).toHaveCount(1);
  await expect(page.getByRole("status")).toContainText("Stavka je uklonjena iz košarice");
  await expect(summary(page, "Proizvodi")).toHaveText("41,70\u00a0€");
});

test("an invalid quantity is refused under its field and nothing changes", async ({ page }, info) => {
  await addSimple(page, info);
  await setQuantity(page, info, "Casio", "0");
  await expect(page.locator(".cart-line__qty .field-error")).toHaveText("Količina mora biti cijeli broj veći od 0");
  await expect(lines(page).first().getByRole("spinbutton")).toHaveValue("0");
  await page.goto("/kosarica");
  await expect(lines(page).first().getByRole("spinbutton")).toHaveValue("1");
});

test("apply a valid coupon, refuse a wrong one, then remove it", async ({ page }, info) => {
  await addSimple(page, info, "kalkulator-casio-fx-82ms", "2");
  const code = page.getByLabel("Kod kupona za popust");

  await page.getByRole("button", { name: "Primijeni kupon" }).click();
  await expect(page.locator("#coupon-code-error")).toHaveText("Unos ovog polja je obavezan");

  await code.fill("NEPOSTOJECI");
  await page.getByRole("button", { name: "Primijeni kupon" }).click();
  await expect(page.locator("#coupon-code-error")).toHaveText("Coupon not found!");

  await code.fill("LJETO2024");
  await page.getByRole("button", { name: "Primijeni kupon" }).click();
  await expect(page.locator("#coupon-code-error")).toHaveText("Coupon not found!");

  await code.fill("obzor10");
  await page.getByRole("button", { name: "Primijeni kupon" }).click();
  await expect(page.getByText("Primijenjen kupon: OBZOR10")).toBeVisible();
  await expect(summary(page, "Popust s kuponom")).toHaveText("−2,78\u00a0€");
  await expect(summary(page, "Ukupno za platiti")).toHaveText("25,02\u00a0€");

  await page.getByRole("button", { name: "Ukloni kupon" }).click();
  await expect(page.getByLabel("Kod kupona za popust")).toBeVisible();
  await expect(summary(page, "Ukupno za platiti")).toHaveText("27,80\u00a0€");
});

test("a coupon that no longer applies after a change is removed", async ({ page }, info) => {
  await addSimple(page, info, "kalkulator-ti-84-plus-ce");
  await page.getByLabel("Kod kupona za popust").fill("VELIKA20");
  await page.getByRole("button", { name: "Primijeni kupon" }).click();
  await expect(page.getByText("Primijenjen kupon: VELIKA20")).toBeVisible();
  await lines(page).first().getByRole("button", { name: /Ukloni/ }).click();
  await expect(page.getByText("Vaša košarica je prazna.")).toBeVisible();
  await addSimple(page, info, "pernica-obzor");
  await expect(page.getByText("Primijenjen kupon")).toHaveCount(0);
});

test("instructions are kept", async ({ page }, info) => {
  await addSimple(page, info);
  await page.getByLabel("Napomena uz narudžbu").fill("Molim dostavu nakon 15 sati.");
  await page.getByRole("button", { name: "Spremi napomenu" }).click();
  await expect(page.getByRole("status")).toContainText("Napomena je spremljena");
  await page.reload();
  await expect(page.getByLabel("Napomena uz narudžbu")).toHaveValue("Molim dostavu nakon 15 sati.");
});

test("the cart survives a browser restart through its cookies", async ({ page, context, browser }, info) => {
  await addSimple(page, info);
  const cookies = await context.cookies();
  const cartCookies = cookies.filter((cookie) => cookie.name === "cartId" || cookie.name === "protectCode");
  expect(cartCookies).toHaveLength(2);
  for (const cookie of cartCookies) {
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect((cookie.expires - Date.now() / 1000) / 86_400).toBeGreaterThan(364);
  }
  const restarted = await browser.newContext({ storageState: await context.storageState(), javaScriptEnabled: withJs(info) });
  const again = await restarted.newPage();
  await again.goto("/kosarica");
  await expect(again.locator(".cart-table tbody tr")).toHaveCount(1);
  await restarted.close();
});

test("a forged cart cookie is not trusted", async ({ page, context }, info) => {
  await addSimple(page, info);
  const cartId = (await context.cookies()).find((cookie) => cookie.name === "cartId")!;
  // A forged cart id fails the cookie's signature, so the visitor simply has no cart.
  await context.addCookies([{ ...cartId, value: "forged" }]);
  await page.goto("/kosarica");
  await expect(page.getByText("Vaša košarica je prazna.")).toBeVisible();
});

test("an empty cart invites to the shop", async ({ page }, info) => {
  await open(page, "/kosarica", info);
  await expect(page.getByText("Vaša košarica je prazna.")).toBeVisible();
  await page.getByRole("link", { name: "Nastavi kupovinu" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test("adding from the category grid", async ({ page }, info) => {
  await open(page, "/shop/kalkulatori", info);
  await page.locator(".category-page__products .product-card", { hasText: "fx-82MS" }).getByRole("button", { name: "Dodaj u košaricu" }).click();
  await expect(page).toHaveURL(/\/kosarica$/);
  await expect(lines(page)).toHaveCount(1);
});

test("a cart line opens its product with the line's variant and options, and can be removed there", async ({ page }, info) => {
  await open(page, "/product/personalizirana-majica", info);
  await page.getByRole("combobox", { name: "Veličina", exact: true }).selectOption({ label: "L" });
  await page.getByLabel(/Zlatna/).check();
  await buy(page).click();
  await expect(page).toHaveURL(/\/kosarica$/);
  await addSimple(page, info, "majica-sportska?color=zelena&size=m");

  await lines(page).filter({ hasText: "Personalizirana majica" }).getByRole("link", { name: "Personalizirana majica" }).click();
  await expect(page).toHaveURL(/\/product\/personalizirana-majica\?cartItemId=\d+$/);
  await expect(page.getByRole("combobox", { name: "Veličina", exact: true })).toHaveValue("l");
  await expect(page.getByLabel(/Zlatna/)).toBeChecked();

  await page.getByRole("button", { name: "Ukloni iz košarice" }).click();
  await expect(page.getByRole("status")).toContainText("Proizvod je uklonjen iz košarice");
  await expect(page).toHaveURL(/\/product\/personalizirana-majica$/);
  await expect(page.getByRole("button", { name: "Ukloni iz košarice" })).toHaveCount(0);

  await open(page, "/kosarica", info);
  await lines(page).filter({ hasText: "Sportska majica" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/product\/majica-sportska\?cartItemId=\d+$/);
  await expect(page.getByRole("link", { name: /Boja: Zelena/ })).toHaveAttribute("aria-current", "true");
});

test("removing a product that is not in the cart says so", async ({ page }, info) => {
  await open(page, "/product/pernica-obzor", info);
  await expect(page.getByRole("button", { name: "Ukloni iz košarice" })).toHaveCount(0);
  // A stale page's form: the product is no longer (or never was) in the cart.
  await page.evaluate(() => {
    const form = document.createElement("form");
    form.method = "post";
    form.innerHTML = '<input name="intent" value="removeFromCart"><input name="redirectTo" value="/product/pernica-obzor">';
    document.body.append(form);
    form.submit();
  }).catch(() => {});
  await expect(page.getByRole("status")).toContainText("Proizvod nije u košarici");
});

test("a member card cannot be applied without signing in", async ({ page, context }, info) => {
  await addSimple(page, info);
  await expect(page.getByLabel("Barkod članske kartice")).toHaveCount(0);
  await context.request.post("/kosarica", { form: { intent: "applyMemberCard", barcode: "OBZOR-CLAN-0001" } });
  await page.goto("/kosarica");
  await expect(page.locator(".cart-summary")).not.toContainText("Popust članske kartice");
  await expect(summary(page, "Ukupno za platiti")).toHaveText("13,90\u00a0€");
});
