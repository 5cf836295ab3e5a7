import Database from "better-sqlite3";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { PLATFORM_DATABASE, withJs, open, hydrated } from "./fixtures";

// Checkout journeys of a guest, with JavaScript on and off, against the real platform: the
// orders they create are checked in the platform's own database.

function platformDb() {
  return new Database(PLATFORM_DATABASE, { fileMustExist: true });
}

async function fillCart(page: Page, info: TestInfo, slug = "kalkulator-casio-fx-82ms") {
  await open(page, `/product/${slug}`, info);
  await page.locator(".product-details").getByRole("button", { name: "Dodaj u košaricu" }).click();
  await expect(page).toHaveURL(/\/kosarica$/);
  await page.getByRole("link", { name: "Nastavi na naplatu" }).click();
  await expect(page).toHaveURL(/\/naplata$/);
  if (withJs(info)) await hydrated(page);
}

const delivery = (page: Page) => page.getByRole("group", { name: "Adresa za dostavu" });

async function fillAddress(page: Page, email: string, fields: Record<string, string> = {}) {
  const values: Record<string, string> = {
    Ime: "Ana",
    Prezime: "Horvat",
    "E-pošta": email,
    Telefon: "+385 91 123 4567",
    Grad: "Zagreb",
    Ulica: "Ilica",
    "Kućni broj": "242",
    "Poštanski broj": "10000",
    ...fields,
  };
  for (const [label, value] of Object.entries(values)) await delivery(page).getByLabel(label, { exact: true }).fill(value);
}

async function toPayment(page: Page, email: string) {
  await fillAddress(page, email);
  await page.getByRole("button", { name: "Dalje" }).click();
  await expect(page).toHaveURL(/\/naplata\?step=shipping$/);
  await page.getByLabel(/Dostava na kućnu adresu/).check();
  await page.getByRole("button", { name: "Dalje" }).click();
  await expect(page).toHaveURL(/\/naplata\?step=payment$/);
}

function ordersOf(email: string): { slug: string; status: string }[] {
  const db = platformDb();
  try {
    return db
      .prepare("SELECT o.slug, o.status FROM orders o JOIN guest_users g ON g.id = o.user_id WHERE lower(g.email) = lower(?)")
      .all(email) as { slug: string; status: string }[];
  } finally {
    db.close();
  }
}

const uniqueEmail = (name: string, info: TestInfo) => `${name}.${info.project.name}.${Date.now()}@example.com`;

test("a guest checks out with cash on delivery and lands on the success page", async ({ page }, info) => {
  const email = uniqueEmail("pouzece", info);
  await fillCart(page, info);
  await expect(page.getByRole("list", { name: "Koraci naplate" }).locator('[aria-current="step"]')).toContainText("Adresa");
  await toPayment(page, email);
  // Delivery (4.50) is in the total now.
  await expect(page.locator(".cart-summary__total dd")).toHaveText("18,40\u00a0€");
  await page.getByLabel("Plaćanje pouzećem").check();
  await page.getByLabel(/Prihvaćam uvjete kupnje/).check();
  await page.getByRole("button", { name: "Naruči" }).click();
  await expect(page).toHaveURL(/\/naplata\/uspjesna\?orderSlug=/);
  const slug = new URL(page.url()).searchParams.get("orderSlug")!;
  await expect(page.locator(".order-slug")).toHaveText(slug);
  expect(ordersOf(email)).toEqual([{ slug, status: "confirmed" }]);
  // The cart became the order: the cart is empty again.
  await page.goto("/kosarica");
  await expect(page.getByText("Vaša košarica je prazna.")).toBeVisible();
});

test("every validation message of the delivery form", async ({ page }, info) => {
  await fillCart(page, info);
  await page.getByRole("button", { name: "Dalje" }).click();
  for (const label of ["Ime", "Prezime", "E-pošta", "Telefon", "Grad", "Ulica", "Kućni broj", "Poštanski broj"]) {
    const input = delivery(page).getByLabel(label, { exact: true });
    await expect(input, label).toHaveAttribute("aria-invalid", "true");
  }
  await expect(delivery(page).locator(".field-error").first()).toHaveText("Unos ovog polja je obavezan");

  await fillAddress(page, "ana@", { Ime: "Ana2" });
  await page.getByRole("button", { name: "Dalje" }).click();
  const errorOf = async (label: string) => page.locator(`[id="${await delivery(page).getByLabel(label, { exact: true }).getAttribute("id")}-error"]`);
  await expect(await errorOf("Ime")).toHaveText("Unos sadrži posebne znakove! Koristite samo slova.");
  await expect(await errorOf("E-pošta")).toHaveText("Unesite uzorak adrese elektroničke pošte");
  // The browser stops typing at the maxima (75/15/25) ...
  await expect(delivery(page).getByLabel("Ulica", { exact: true })).toHaveAttribute("maxlength", "75");
  await expect(delivery(page).getByLabel("Kućni broj", { exact: true })).toHaveAttribute("maxlength", "15");
  await expect(delivery(page).getByLabel("Poštanski broj", { exact: true })).toHaveAttribute("maxlength", "25");
  // What was typed stays.
  await expect(delivery(page).getByLabel("Prezime", { exact: true })).toHaveValue("Horvat");
  await expect(page).toHaveURL(/\/naplata$/);
});

test("... and the server refuses longer values with the maximum in the message", async ({ page, context }, info) => {
  await fillCart(page, info);
  const answer = await context.request.post("/naplata", {
    form: {
      intent: "address",
      "shipping.firstName": "Ana",
      "shipping.lastName": "Horvat",
      "shipping.contactEmail": "ana@example.com",
      "shipping.contactPhone": "091",
      "shipping.country": "HR",
      "shipping.city": "Zagreb",
      "shipping.street": "x".repeat(76),
      "shipping.houseNumber": "1".repeat(16),
      "shipping.zipCode": "1".repeat(26),
    },
  });
  expect(answer.status()).toBe(400);
  const html = await answer.text();
  for (const count of [75, 15, 25]) expect(html).toContain(`Unos može imati najviše ${count} znakova`);
});

test("company billing with a different billing address", async ({ page }, info) => {
  const email = uniqueEmail("tvrtka", info);
  await fillCart(page, info);
  await fillAddress(page, email);
  await page.getByLabel("Kupujem kao tvrtka (R1 račun)").check();
  await page.getByLabel("Adresa za račun razlikuje se od adrese za dostavu").check();
  await page.getByRole("button", { name: "Dalje" }).click();
  await expect(page.getByLabel("Naziv tvrtke")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("group", { name: "Adresa za račun" }).getByLabel("Ime", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Naziv tvrtke").fill("Obzor d.o.o.");
  await page.getByLabel("OIB tvrtke").fill("12345678901");
  const billing = page.getByRole("group", { name: "Adresa za račun" });
  for (const [label, value] of Object.entries({ Ime: "Ivan", Prezime: "Kovač", "E-pošta": "racuni@obzor.example", Telefon: "+385 1 111 222", Grad: "Split", Ulica: "Marmontova", "Kućni broj": "5", "Poštanski broj": "21000" })) {
    await billing.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole("button", { name: "Dalje" }).click();
  await expect(page).toHaveURL(/step=shipping$/);
});

test("pickup at a branch needs the branch", async ({ page }, info) => {
  await fillCart(page, info);
  await fillAddress(page, uniqueEmail("poslovnica", info));
  await page.getByRole("button", { name: "Dalje" }).click();
  await page.getByRole("button", { name: "Dalje" }).click();
  await expect(page.getByText("Molimo odaberite metodu dostave prije nastavka")).toBeVisible();
  await page.getByLabel(/Osobno preuzimanje u poslovnici/).check();
  await page.getByRole("button", { name: "Dalje" }).click();
  await expect(page.getByText("Molimo odaberite dostavnu poslovnicu prije nastavka")).toBeVisible();
  await page.getByLabel(/Osobno preuzimanje u poslovnici/).check();
  await page.getByLabel("Poslovnica za preuzimanje").selectOption({ label: "Split – Marmontova 5" });
  await page.getByRole("button", { name: "Dalje" }).click();
  await expect(page).toHaveURL(/step=payment$/);
  await page.getByRole("link", { name: "Natrag" }).click();
  await expect(page).toHaveURL(/step=shipping$/);
  await expect(page.getByLabel(/Osobno preuzimanje u poslovnici/)).toBeChecked();
});

test("the payment step needs a method and the required consent", async ({ page }, info) => {
  await fillCart(page, info);
  await toPayment(page, uniqueEmail("privola", info));
  await page.getByRole("button", { name: "Naruči" }).click();
  await expect(page.getByText("Molimo odaberite metodu plaćanja prije nastavka")).toBeVisible();
  await page.getByLabel("Plaćanje pouzećem").check();
  await page.getByRole("button", { name: "Naruči" }).click();
  await expect(page.getByText("Potrebno je prihvatiti sve obavezne privole")).toBeVisible();
});

for (const outcome of ["pay", "cancel"] as const) {
  test(`a guest pays by card through the test provider (${outcome})`, async ({ page }, info) => {
    const email = uniqueEmail(`kartica-${outcome}`, info);
    await fillCart(page, info);
    await toPayment(page, email);
    await page.getByLabel("Kartično plaćanje").check();
    await page.getByLabel(/Prihvaćam uvjete kupnje/).check();
    await page.getByRole("button", { name: "Naruči" }).click();
    if (!withJs(info)) await page.getByRole("button", { name: "Nastavi na plaćanje" }).click();
    await expect(page).toHaveURL(/\/payment\/hpf\//);
    await page.getByRole("button", { name: outcome === "pay" ? "Plati" : "Odustani" }).click();
    if (outcome === "pay") {
      await expect(page).toHaveURL(/\/naplata\/uspjesna\?orderSlug=/);
      expect(ordersOf(email).map((order) => order.status)).toEqual(["paid"]);
    } else {
      await expect(page).toHaveURL(/\/checkout\/failure/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plaćanje nije uspjelo");
      expect(ordersOf(email).map((order) => order.status)).toEqual(["cancelled"]);
    }
  });
}

test("a price changed between cart and payment shows cartUpdated and orders nothing", async ({ page }, info) => {
  const email = uniqueEmail("cijena", info);
  await fillCart(page, info, "flomasteri-24");
  await toPayment(page, email);
  const db = platformDb();
  try {
    db.prepare("UPDATE products SET final_price_cents = final_price_cents + 100 WHERE slug = 'flomasteri-24'").run();
    await page.getByLabel("Plaćanje pouzećem").check();
    await page.getByLabel(/Prihvaćam uvjete kupnje/).check();
    await page.getByRole("button", { name: "Naruči" }).click();
    await expect(page.getByRole("status")).toContainText("Cijene ili sadržaj košarice su se promijenili");
    await expect(page).toHaveURL(/step=payment$/);
    expect(ordersOf(email)).toEqual([]);
  } finally {
    db.prepare("UPDATE products SET final_price_cents = final_price_cents - 100 WHERE slug = 'flomasteri-24'").run();
    db.close();
  }
});

test("a double submit creates exactly one order", async ({ page, context }, info) => {
  const email = uniqueEmail("dvaput", info);
  await fillCart(page, info);
  await toPayment(page, email);
  const form = page.locator("form#checkout-payment");
  const fields = {
    intent: "payment",
    paymentMethodId: await page.getByLabel("Plaćanje pouzećem").getAttribute("value"),
    consents: await page.getByLabel(/Prihvaćam uvjete kupnje/).getAttribute("value"),
    cartSignature: await form.locator('input[name="cartSignature"]').inputValue(),
    idempotencyKey: await form.locator('input[name="idempotencyKey"]').inputValue(),
  } as Record<string, string>;
  // The same form sent twice at once, as a double click sends it.
  const answers = await Promise.all([0, 1].map(() => context.request.post("/naplata?step=payment", { form: fields, maxRedirects: 0 })));
  for (const answer of answers) expect([303, 302]).toContain(answer.status());
  const orders = ordersOf(email);
  expect(orders).toHaveLength(1);
  for (const answer of answers) expect(answer.headers()["location"] ?? "").toMatch(new RegExp(`orderSlug=${orders[0].slug}$|^/$`));
});

test("the wallet: approved with JavaScript, a clear message without it", async ({ page }, info) => {
  const email = uniqueEmail("novcanik", info);
  await fillCart(page, info);
  await toPayment(page, email);
  await page.getByLabel("Digitalni novčanik").check();
  await page.getByLabel(/Prihvaćam uvjete kupnje/).check();
  await page.getByRole("button", { name: "Naruči" }).click();
  await expect(page).toHaveURL(/\/naplata\?step=pay$/);
  if (!withJs(info)) {
    await expect(page.getByRole("status").filter({ hasText: "zahtijeva JavaScript" })).toBeVisible();
    expect(ordersOf(email).map((order) => order.status)).toEqual(["pending"]);
    return;
  }
  await page.getByRole("button", { name: "Potvrdi plaćanje novčanikom" }).click();
  await expect(page).toHaveURL(/\/naplata\/uspjesna\?orderSlug=/);
  expect(ordersOf(email).map((order) => order.status)).toEqual(["paid"]);
});
