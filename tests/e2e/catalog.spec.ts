import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { withJs, open, hydrated } from "./fixtures";

// Catalogue journeys on the seeded school shop (platform/seed/catalogue), with JavaScript on and
// off: with it, filters apply by themselves after 500 ms; without it, the visitor presses the
// form's button. Either way the state ends up in the URL.

/** Opens a page; with JavaScript, waits until the app is live, as a visitor's clicks only act then. */

/** Submits the listing form the way a visitor would: JavaScript applies it on change, otherwise the button. */
async function applyFilters(page: Page, info: TestInfo) {
  if (!withJs(info)) await page.getByRole("button", { name: "Primijeni filtre" }).click();
}

async function applyToolbar(page: Page, info: TestInfo) {
  if (!withJs(info)) await page.getByRole("button", { name: "Primijeni", exact: true }).click();
}

const total = (page: Page) => page.locator(".listing-toolbar__total");
const grid = (page: Page) => page.locator(".category-page__products .product-grid > li");
const buyButton = (page: Page) => page.locator(".product-details").getByRole("button", { name: "Dodaj u košaricu" });
const euros = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

test.describe("shop categories", () => {
  test("the category list links to each category", async ({ page }, info) => {
    await open(page, "/shop", info);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sve kategorije trgovine");
    await page.getByRole("link", { name: "Pribor", exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/pribor$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pribor");
  });

  test("a category shows filters with counts, featured products, totals and a 3-column grid", async ({ page }, info) => {
    await open(page, "/shop/pribor", info);
    await expect(total(page)).toHaveText("Ukupno zapisa: 16");
    await expect(grid(page)).toHaveCount(12);
    await expect(page.getByRole("heading", { name: "Izdvojeno" })).toBeVisible();
    const filters = page.locator(".listing-filters");
    await expect(filters.getByRole("group", { name: "Materijal", exact: true })).toContainText("Plastika (7)");
    await expect(filters.getByRole("group", { name: "Marka" })).toContainText("Casio (2)");
    await expect(filters.getByRole("group", { name: "Cijena" }).getByLabel("Od")).toHaveAttribute("placeholder", "1.9");
    const columns = await page.locator(".category-page__products .product-grid").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(3);
  });

  test("filter by a checkbox", async ({ page }, info) => {
    await open(page, "/shop/pribor", info);
    await page.locator(".listing-filters").getByRole("group", { name: "Materijal", exact: true }).getByLabel("Plastika").check();
    await applyFilters(page, info);
    await expect(page).toHaveURL(/\/shop\/pribor\?material=plastika$/);
    await expect(total(page)).toHaveText("Ukupno zapisa: 7");
    await expect(page.locator(".listing-filters").getByLabel("Plastika")).toBeChecked();
  });

  test("filter by a radio", async ({ page }, info) => {
    await open(page, "/shop/pribor", info);
    await page.locator(".listing-filters").getByRole("group", { name: "Marka" }).getByLabel("Casio").check();
    await applyFilters(page, info);
    await expect(page).toHaveURL(/\?brand=casio$/);
    await expect(total(page)).toHaveText("Ukupno zapisa: 2");
  });

  test("filter by a price range, and a range at 0..0 stays out of the URL", async ({ page }, info) => {
    await open(page, "/shop/pribor", info);
    const price = page.locator(".listing-filters").getByRole("group", { name: "Cijena" });
    await price.getByLabel("Od").fill("5");
    await price.getByLabel("Do").fill("15");
    await applyFilters(page, info);
    await expect(page).toHaveURL(/\?price_min=5&price_max=15$/);
    await expect(total(page)).toHaveText("Ukupno zapisa: 6");
    for (const text of await grid(page).locator(".price__final").allTextContents()) {
      expect(euros(text)).toBeGreaterThanOrEqual(5);
      expect(euros(text)).toBeLessThanOrEqual(15);
    }

    await price.getByLabel("Od").fill("0");
    await price.getByLabel("Do").fill("0");
    await applyFilters(page, info);
    await expect(page).toHaveURL(/\/shop\/pribor$/);
    await expect(total(page)).toHaveText("Ukupno zapisa: 16");
  });

  test("sort by price, low to high", async ({ page }, info) => {
    await open(page, "/shop/pribor", info);
    await page.getByLabel("Poredaj po").selectOption({ label: "Cijena: od niže prema višoj" });
    await applyToolbar(page, info);
    await expect(page).toHaveURL(/\?sort=priceAsc$/);
    const prices = (await grid(page).locator(".price__final").allTextContents()).map(euros);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(1.9);
  });

  test("a category limits the sort options and sets its own default", async ({ page }, info) => {
    await open(page, "/shop/knjige-i-udzbenici", info);
    const options = await page.getByLabel("Poredaj po").locator("option").allTextContents();
    expect(options).toEqual(["Cijena: od niže prema višoj", "Cijena: od više prema nižoj", "Naziv: A–Ž"]);
    await expect(page.getByLabel("Poredaj po")).toHaveValue("priceAsc");
  });

  test("change the page size, then page through", async ({ page }, info) => {
    await open(page, "/shop/pribor", info);
    const pager = page.getByRole("navigation", { name: "Stranice" });
    await expect(pager).toBeVisible();
    await pager.getByRole("link", { name: "Sljedeća" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(grid(page)).toHaveCount(4);
    await expect(pager.locator('[aria-current="page"]')).toContainText("2");
    await pager.getByRole("link", { name: "Prva" }).click();
    await expect(page).toHaveURL(/\/shop\/pribor$/);
    await expect(grid(page)).toHaveCount(12);

    await page.getByLabel("Proizvoda po stranici").selectOption("24");
    await applyToolbar(page, info);
    await expect(page).toHaveURL(/\?perPage=24$/);
    await expect(grid(page)).toHaveCount(16);
    await expect(pager).toHaveCount(0);
  });

  test("a filter change goes back to page 1", async ({ page }, info) => {
    await open(page, "/shop/pribor?page=2", info);
    await page.locator(".listing-filters").getByRole("group", { name: "Materijal", exact: true }).getByLabel("Plastika").check();
    await applyFilters(page, info);
    await expect(page).toHaveURL(/\?material=plastika$/);
  });

  test("a page outside the range is ignored", async ({ page }, info) => {
    const response = await open(page, "/shop/pribor?page=99", info);
    expect(response?.status()).toBe(200);
    await expect(grid(page)).toHaveCount(12);
  });

  test("the layered-navigation variant offers one select per attribute with 'Ništa' and counts", async ({ page }, info) => {
    await open(page, "/shop/pribor?nav=select", info);
    const brand = page.locator(".listing-filters").getByRole("combobox", { name: "Marka" });
    await expect(brand.locator("option").first()).toHaveText("Ništa");
    await expect(brand.locator("option", { hasText: "Herlitz (3)" })).toHaveCount(1);
    await brand.selectOption("herlitz");
    await applyFilters(page, info);
    await expect(page).toHaveURL(/\?brand=herlitz&nav=select$/);
    await expect(total(page)).toHaveText("Ukupno zapisa: 3");
  });

  test("an unknown category answers 404", async ({ page }, info) => {
    const response = await open(page, "/shop/nema-te-kategorije", info);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Stranica koju tražiš ne postoji" })).toBeVisible();
  });
});

test.describe("product pages", () => {
  test("a simple product with its price and quantity starting at 1", async ({ page }, info) => {
    await open(page, "/product/kalkulator-casio-fx-82ms", info);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Casio/);
    await expect(page.locator(".product-details .price__final")).toHaveText("13,90\u00a0€");
    await expect(page.locator(".product-details").getByLabel("Količina")).toHaveValue("1");
    const image = page.locator(".product-gallery__main img");
    await expect(image).toHaveAttribute("srcset", /600w.*926w.*1920w/);
  });

  test("an e-product names its download", async ({ page }, info) => {
    await open(page, "/product/e-knjiga-hamlet", info);
    await expect(page.locator(".product-details__download")).toContainText("Digitalni proizvod za preuzimanje");
  });

  test("archived and unknown products answer 404", async ({ page }, info) => {
    expect((await page.goto("/product/majica-matura-2024"))?.status()).toBe(404);
    expect((await page.goto("/product/ne-postoji"))?.status()).toBe(404);
  });

  test("an invalid quantity shows the error under the field and keeps the input", async ({ page }, info) => {
    await open(page, "/product/kalkulator-casio-fx-82ms", info);
    await page.locator(".product-details").getByLabel("Količina").fill("0");
    await buyButton(page).click();
    const error = page.locator(".field-error");
    await expect(error).toHaveText("Količina mora biti cijeli broj veći od 0");
    await expect(page.locator(".product-details").getByLabel("Količina")).toHaveValue("0");
    await expect(page.locator(".product-details").getByLabel("Količina")).toHaveAttribute("aria-invalid", "true");
  });

  test("an invalid quantity is refused by the server with 400", async ({ request }) => {
    const page = await request.get("/product/kalkulator-casio-fx-82ms");
    const id = (await page.text()).match(/name="productId" value="(\d+)"/)?.[1];
    const answer = await request.post("/product/kalkulator-casio-fx-82ms", { form: { intent: "addToCart", productId: id!, qty: "-3" }, maxRedirects: 0 });
    expect(answer.status()).toBe(400);
  });

  test("a configurable product needs a variant, chosen by links", async ({ page }, info) => {
    await open(page, "/product/majica-sportska", info);
    await buyButton(page).click();
    await expect(page.getByRole("status").filter({ hasText: "Odaberite konfiguraciju proizvoda" })).toBeVisible();

    await page.getByRole("link", { name: "Boja: Zelena" }).click();
    await expect(page).toHaveURL(/\?color=zelena$/);
    await page.getByRole("link", { name: "Veličina: M" }).click();
    await expect(page).toHaveURL(/\/product\/majica-sportska\?color=zelena&size=m$/);
    await expect(page.getByRole("link", { name: /Boja: Zelena/ })).toHaveAttribute("aria-current", "true");
    await buyButton(page).click();
    await expect(page).toHaveURL(/\/kosarica$/);
    await expect(page.getByRole("status")).toContainText("Proizvod je dodan u košaricu");
  });

  test("every custom-option type can be filled, and a missing required one is named", async ({ page }, info) => {
    await open(page, "/product/personalizirana-majica", info);
    await page.getByLabel("Broj na leđima").fill("7");
    await buyButton(page).click();
    // Two required options are missing; what was entered stays.
    await expect(page.locator(".option-field--dropdown .field-error")).toHaveText("Unos ovog polja je obavezan");
    await expect(page.locator(".option-field--visualSwatch .field-error")).toHaveText("Unos ovog polja je obavezan");
    await expect(page.getByLabel("Broj na leđima")).toHaveValue("7");

    await page.getByRole("combobox", { name: "Veličina", exact: true }).selectOption({ label: "M" });
    await page.getByLabel("Broj na leđima").fill("23");
    await page.getByLabel(/Ime na rukavu/).check();
    await page.getByLabel(/Godina mature/).check();
    await page.getByLabel("Srednja").check();
    await page.getByLabel(/Zlatna/).check();
    await page.getByLabel(/^Da/).check();
    await page.getByLabel("Termin preuzimanja u tajništvu").fill("2026-12-14T10:30");
    await page.getByLabel("Željeni datum isporuke").fill("2026-12-20");
    await buyButton(page).click();
    await expect(page).toHaveURL(/\/kosarica$/);
    await expect(page.getByRole("status")).toContainText("Proizvod je dodan u košaricu");
  });

  test("a number option outside its range is refused", async ({ page }, info) => {
    await open(page, "/product/personalizirana-majica", info);
    await page.getByRole("combobox", { name: "Veličina", exact: true }).selectOption({ label: "S" });
    await page.getByLabel(/Crna/).check();
    await page.getByLabel("Broj na leđima").fill("120");
    await buyButton(page).click();
    await expect(page.locator(".option-field--numberField .field-error")).toHaveText("Vrijednost je izvan dopuštenog raspona");
  });
});

test.describe("bundles", () => {
  test("the bundle screen asks for each open choice before adding", async ({ page }, info) => {
    await open(page, "/product/paket-za-prvasice", info);
    await expect(page.getByText("Sadržaj paketa")).toBeVisible();
    await buyButton(page).click();
    await expect(page.getByRole("status").filter({ hasText: "Odaberite konfiguraciju proizvoda" })).toBeVisible();

    await page.getByRole("group", { name: /Dukserica s kapuljačom/ }).getByLabel(/Tamnoplava, M$/).check();
    await page.getByRole("group", { name: /Set bilježnica/ }).getByLabel("Bilježnica A4 na kockice").check();
    await page.locator(".product-details").getByLabel("Količina").fill("2");
    await buyButton(page).click();
    await expect(page).toHaveURL(/\/kosarica$/);
    await expect(page.getByRole("status")).toContainText("Proizvod je dodan u košaricu");
  });

  test("a bundle of simple members adds without choices", async ({ page }, info) => {
    await open(page, "/product/paket-skolskog-pribora", info);
    await expect(page.locator(".bundle-entry__choices")).toHaveCount(0);
    await buyButton(page).click();
    await expect(page).toHaveURL(/\/kosarica$/);
    await expect(page.getByRole("status")).toContainText("Proizvod je dodan u košaricu");
  });
});

test.describe("cache headers", () => {
  test("anonymous catalogue pages are public with stale-while-revalidate, pages with a session private", async ({ request }) => {
    const anonymous = await request.get("/shop/pribor", { headers: { cookie: "locale=ImhyIg%3D%3D" } });
    expect(anonymous.headers()["cache-control"]).toContain("public");
    expect(anonymous.headers()["cache-control"]).toContain("stale-while-revalidate");
    const withCart = await request.get("/product/kalkulator-casio-fx-82ms", { headers: { cookie: "locale=ImhyIg%3D%3D; cartId=abc" } });
    expect(withCart.headers()["cache-control"]).toContain("private");
  });
});
