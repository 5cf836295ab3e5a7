import { expect, test } from "@playwright/test";
import { ANA, createUser, fillLogin, outboxLink, platformDb, signIn, uniqueEmail } from "./accounts-support";
import { hydrated, open, SHOP, withJs } from "./fixtures";

// Accounts with JavaScript on and off, against the real platform: registering and confirming by
// the e-mailed link, signing in and back to the earlier page, every validation message, the
// profile, passwords, staying signed in through token refreshes, and signing out.

const REQUIRED = "Unos ovog polja je obavezan";

test("register with the simple form, confirm by the e-mailed link, then sign in", async ({ page }, info) => {
  const email = uniqueEmail(info, "iva");
  await open(page, "/registracija", info);
  const form = page.locator("#register-simple");
  await form.getByLabel("Ime", { exact: true }).fill("Iva");
  await form.getByLabel("Prezime", { exact: true }).fill("Kovač");
  await form.getByLabel("E-pošta").fill(email);
  await form.getByLabel("Lozinka", { exact: true }).fill("Lozinka99");
  await form.getByLabel("Ponovite lozinku").fill("Lozinka99");
  await form.getByRole("button", { name: "Registracija" }).click();
  // The required privacy consent is checked on the server too.
  await expect(form.getByText("Potrebno je prihvatiti sve obavezne privole")).toBeVisible();
  await expect(form.getByLabel("Ime", { exact: true })).toHaveValue("Iva");
  await form.getByLabel("Lozinka", { exact: true }).fill("Lozinka99");
  await form.getByLabel("Ponovite lozinku").fill("Lozinka99");
  await form.getByLabel(/Prihvaćam pravila privatnosti/).check();
  await form.getByRole("button", { name: "Registracija" }).click();

  // The school confirms e-mail addresses: no automatic sign-in, a message instead.
  await expect(page).toHaveURL(/\/prijava$/);
  await expect(page.getByText("Poslali smo vam poruku za potvrdu adrese e-pošte")).toBeVisible();
  await fillLogin(page, email, "Lozinka99");
  await expect(page.getByText("Adresa e-pošte još nije potvrđena")).toBeVisible();

  await open(page, outboxLink(email), info);
  await expect(page.getByText("Adresa e-pošte je potvrđena")).toBeVisible();
  await expect(page).toHaveURL(/\/prijava$/);
  await fillLogin(page, email, "Lozinka99");
  await expect(page.getByText("Uspješno ste se prijavili")).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.getByRole("link", { name: "Profil: Iva Kovač" }).click();
  await expect(page.getByText("Pozdrav, Iva Kovač!")).toBeVisible();
});

test("register with addresses: the billing address is checked only when it differs", async ({ page }, info) => {
  const email = uniqueEmail(info, "marko");
  await open(page, "/registracija?form=addresses", info);
  const form = page.locator("#register-addresses");
  const address = form.getByRole("group", { name: "Adresa", exact: true });
  const values: Record<string, string> = { Ime: "Marko", Prezime: "Marić", "E-pošta": email, Telefon: "+385 98 765 4321", Grad: "Split", Ulica: "Marmontova", "Kućni broj": "5", "Poštanski broj": "21000" };
  for (const [label, value] of Object.entries(values)) await address.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel("Lozinka", { exact: true }).fill("Lozinka99");
  await form.getByLabel("Ponovite lozinku").fill("Lozinka99");
  await form.getByLabel(/Prihvaćam pravila privatnosti/).check();
  await form.getByLabel("Adresa za račun razlikuje se od adrese za dostavu").check();
  await form.getByRole("button", { name: "Registracija" }).click();

  const billing = form.getByRole("group", { name: "Adresa za račun" });
  await expect(billing.getByText(REQUIRED).first()).toBeVisible();
  await expect(address.getByLabel("Grad")).toHaveValue("Split");
  await form.getByLabel("Adresa za račun razlikuje se od adrese za dostavu").uncheck();
  await form.getByLabel("Lozinka", { exact: true }).fill("Lozinka99");
  await form.getByLabel("Ponovite lozinku").fill("Lozinka99");
  await form.getByRole("button", { name: "Registracija" }).click();
  await expect(page.getByText("Poslali smo vam poruku za potvrdu adrese e-pošte")).toBeVisible();

  const db = platformDb();
  try {
    const stored = db
      .prepare("SELECT a.type, a.city, a.street FROM user_addresses a JOIN users u ON u.id = a.user_id WHERE lower(u.email) = lower(?)")
      .all(email);
    expect(stored).toEqual([{ type: "main", city: "Split", street: "Marmontova" }]);
  } finally {
    db.close();
  }
});

test("login shows every validation message and keeps the e-mail", async ({ page }, info) => {
  await open(page, "/prijava", info);
  const form = page.locator("#login-form");
  await form.getByRole("button", { name: "Prijava" }).click();
  await expect(form.getByText(REQUIRED)).toHaveCount(2);
  await form.getByLabel("E-pošta").fill("ana@");
  await form.getByLabel("Lozinka").fill("kratka");
  await form.getByRole("button", { name: "Prijava" }).click();
  await expect(form.getByText("Unesite uzorak adrese elektroničke pošte")).toBeVisible();
  await expect(form.getByText("Unos mora imati najmanje 8 znakova")).toBeVisible();
  await fillLogin(page, ANA.email, "PogresnaLozinka");
  await expect(page.getByText("Nepoznato korisničko ime ili lozinka")).toBeVisible();
  await expect(form.getByLabel("E-pošta")).toHaveValue(ANA.email);
  // A password never comes back in the page (with JavaScript the field is simply not reset).
  if (!withJs(info)) await expect(form.getByLabel("Lozinka")).toHaveValue("");
});

test("register shows every validation message and the taken address", async ({ page }, info) => {
  await open(page, "/registracija", info);
  const form = page.locator("#register-simple");
  await form.getByRole("button", { name: "Registracija" }).click();
  await expect(form.getByText(REQUIRED)).toHaveCount(5);
  await form.getByLabel("Ime", { exact: true }).fill("Ana");
  await form.getByLabel("Prezime", { exact: true }).fill("Horvat");
  await form.getByLabel("E-pošta").fill("nije-adresa");
  await form.getByLabel("Lozinka", { exact: true }).fill("kratka");
  await form.getByLabel("Ponovite lozinku").fill("druga");
  await form.getByRole("button", { name: "Registracija" }).click();
  await expect(form.getByText("Unesite uzorak adrese elektroničke pošte")).toBeVisible();
  await expect(form.getByText("Unos mora imati najmanje 8 znakova")).toBeVisible();
  await expect(form.getByText("Unesene lozinke se ne podudaraju")).toBeVisible();

  await form.getByLabel("E-pošta").fill(ANA.email);
  await form.getByLabel("Lozinka", { exact: true }).fill("Lozinka99");
  await form.getByLabel("Ponovite lozinku").fill("Lozinka99");
  await form.getByLabel(/Prihvaćam pravila privatnosti/).check();
  await form.getByRole("button", { name: "Registracija" }).click();
  await expect(form.getByText("Korisnik s tom adresom već postoji")).toBeVisible();
  await expect(form.getByLabel("Ime", { exact: true })).toHaveValue("Ana");
});

test("signing in returns to the earlier page, never to another site", async ({ page }, info) => {
  const user = await createUser(uniqueEmail(info, "povratak"));
  // A signed-out visitor who wants to save a product is sent to sign in, then brought back.
  await open(page, "/product/kalkulator-casio-fx-82ms", info);
  await page.locator(".product-details").getByRole("button", { name: /na listu želja/ }).click();
  await expect(page).toHaveURL(/\/prijava\?redirectTo=%2Fproduct%2Fkalkulator-casio-fx-82ms$/);
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/product\/kalkulator-casio-fx-82ms$/);

  // The safe-path rule (SPEC 5) refuses every way out to another host.
  for (const target of ["//evil.example", "https://evil.example", "/\\evil.example", "/%2F%2Fevil.example", "%2F%2Fevil.example", "/%5Cevil.example"]) {
    const answer = await page.request.post("/prijava", { form: { username: user.email, password: user.password, redirectTo: target }, maxRedirects: 0 });
    expect(answer.status(), target).toBe(303);
    expect(answer.headers().location, target).toBe("/");
  }
});

test("profile: details and password, with their messages; then sign in with the new password", async ({ page }, info) => {
  const user = await createUser(uniqueEmail(info, "profil"));
  await signIn(page, info, user);
  await open(page, "/profil", info);
  const details = page.locator("#profile-details");
  await details.getByLabel("Ime", { exact: true }).fill("");
  await details.getByLabel("E-pošta").fill("krivo");
  await details.getByRole("button", { name: "Spremi podatke" }).click();
  await expect(details.getByText(REQUIRED)).toBeVisible();
  await expect(details.getByText("Unesite uzorak adrese elektroničke pošte")).toBeVisible();
  await details.getByLabel("Ime", { exact: true }).fill("Petra");
  await details.getByLabel("E-pošta").fill(user.email);
  await details.getByLabel("Broj članske kartice").fill("OBZOR-CLAN-9999");
  await details.getByRole("button", { name: "Spremi podatke" }).click();
  await expect(details.getByText("Članska kartica nije valjana")).toBeVisible();
  await details.getByLabel("Broj članske kartice").fill("OBZOR-CLAN-0001");
  await details.getByRole("button", { name: "Spremi podatke" }).click();
  await expect(page.getByText("Podaci su spremljeni")).toBeVisible();
  await expect(page.getByText("Pozdrav, Petra Korisnik!")).toBeVisible();

  const password = page.locator("#change-password");
  await password.getByRole("button", { name: "Spremi lozinku" }).click();
  await expect(password.getByText(REQUIRED)).toHaveCount(3);
  await password.getByLabel("Stara lozinka").fill(user.password);
  await password.getByLabel("Nova lozinka", { exact: true }).fill(user.password);
  await password.getByLabel("Ponovite novu lozinku").fill("Nesto12345");
  await password.getByRole("button", { name: "Spremi lozinku" }).click();
  await expect(password.getByText("Nova lozinka mora biti različita od stare")).toBeVisible();
  await expect(password.getByText("Unesene lozinke se ne podudaraju")).toBeVisible();
  await password.getByLabel("Stara lozinka").fill("PogresnaStara1");
  await password.getByLabel("Nova lozinka", { exact: true }).fill("NovaLozinka1");
  await password.getByLabel("Ponovite novu lozinku").fill("NovaLozinka1");
  await password.getByRole("button", { name: "Spremi lozinku" }).click();
  await expect(password.getByText("Stara lozinka nije ispravna")).toBeVisible();
  await password.getByLabel("Stara lozinka").fill(user.password);
  await password.getByLabel("Nova lozinka", { exact: true }).fill("NovaLozinka1");
  await password.getByLabel("Ponovite novu lozinku").fill("NovaLozinka1");
  await password.getByRole("button", { name: "Spremi lozinku" }).click();
  await expect(page.getByText("Lozinka je promijenjena")).toBeVisible();

  await page.getByRole("button", { name: "Odjava" }).click();
  await expect(page.getByText("Odjavljeni ste")).toBeVisible();
  await open(page, "/prijava", info);
  await fillLogin(page, user.email, user.password);
  await expect(page.getByText("Nepoznato korisničko ime ili lozinka")).toBeVisible();
  await fillLogin(page, user.email, "NovaLozinka1");
  await expect(page.getByText("Uspješno ste se prijavili")).toBeVisible();
});

test("forgot password: the e-mailed link sets a new one", async ({ page }, info) => {
  const user = await createUser(uniqueEmail(info, "zaboravio"));
  await open(page, "/prijava", info);
  await page.getByRole("link", { name: "Zaboravljena lozinka?" }).click();
  await expect(page).toHaveURL(/\/zaboravljena-lozinka$/);
  await page.getByLabel("E-pošta").fill(user.email);
  await page.getByRole("button", { name: "Pošalji poveznicu" }).click();
  await expect(page.getByText("Ako za tu adresu postoji račun")).toBeVisible();

  await open(page, outboxLink(user.email), info);
  await page.getByLabel("Nova lozinka", { exact: true }).fill("Resetirana1");
  await page.getByLabel("Ponovite novu lozinku").fill("Drugacija1");
  await page.getByRole("button", { name: "Spremi lozinku" }).click();
  await expect(page.getByText("Unesene lozinke se ne podudaraju")).toBeVisible();
  await page.getByLabel("Nova lozinka", { exact: true }).fill("Resetirana1");
  await page.getByLabel("Ponovite novu lozinku").fill("Resetirana1");
  await page.getByRole("button", { name: "Spremi lozinku" }).click();
  await expect(page.getByText("Nova lozinka je postavljena")).toBeVisible();
  await fillLogin(page, user.email, "Resetirana1");
  await expect(page.getByText("Uspješno ste se prijavili")).toBeVisible();
});

test("an expired access token is refreshed unnoticed; a revoked refresh token signs out", async ({ page }, info) => {
  const user = await createUser(uniqueEmail(info, "token"), "Lozinka123", { firstName: "Tea", lastName: "Tokić" });
  await signIn(page, info, user);
  const sessionCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === "__session")?.value;
  const before = await sessionCookie();
  // The e2e platform's access tokens live 10 s (tests/e2e/serve.mjs).
  await page.waitForTimeout(10_500);
  await open(page, "/profil", info);
  await expect(page.getByText("Pozdrav, Tea Tokić!")).toBeVisible();
  expect(await sessionCookie()).not.toBe(before);

  const db = platformDb();
  try {
    db.prepare("UPDATE refresh_tokens SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE user_id = (SELECT id FROM users WHERE lower(email) = lower(?))").run(user.email);
  } finally {
    db.close();
  }
  await page.waitForTimeout(10_500);
  await open(page, "/profil", info);
  await expect(page.getByText("Odjavljeni ste")).toBeVisible();
  await expect(page.locator("#login-form")).toBeVisible();
});

test("too many failed sign-ins are refused for a while", async ({ page }, info) => {
  const user = await createUser(uniqueEmail(info, "ogranicenje"));
  await open(page, "/prijava", info);
  for (let attempt = 0; attempt < 5; attempt++) {
    await fillLogin(page, user.email, `Pogresna${attempt}xx`);
    await expect(page.getByText("Nepoznato korisničko ime ili lozinka")).toBeVisible();
  }
  await fillLogin(page, user.email, user.password);
  await expect(page.getByText("Previše neuspjelih prijava")).toBeVisible();
});

test("the wishlist toggle adds and removes, and the profile lists it", async ({ page }, info) => {
  const user = await createUser(uniqueEmail(info, "zelje"));
  await signIn(page, info, user);
  await open(page, "/product/kalkulator-casio-fx-82ms", info);
  const toggle = page.locator(".product-details").getByRole("button", { name: /na listu želja/ });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(page.getByText("Proizvod je dodan na listu želja")).toBeVisible();
  await expect(page.locator(".product-details").getByRole("button", { name: /s liste želja/ })).toHaveAttribute("aria-pressed", "true");

  await open(page, "/profil", info);
  const wishlist = page.getByRole("region", { name: "Lista želja" });
  await expect(wishlist.getByRole("link", { name: /Kalkulator Casio/ })).toBeVisible();
  await wishlist.getByRole("button", { name: /s liste želja/ }).click();
  await expect(page.getByText("Proizvod je uklonjen s liste želja")).toBeVisible();
  await expect(wishlist.getByText("Lista želja je prazna.")).toBeVisible();
});

test("a signed-in checkout saves the address on the account and shows in the order history", async ({ page }, info) => {
  const user = await createUser(uniqueEmail(info, "kupac"), "Lozinka123", { firstName: "Kupac", lastName: "Prijavljeni" });
  await signIn(page, info, user);
  await open(page, "/product/kalkulator-casio-fx-82ms", info);
  await page.locator(".product-details").getByRole("button", { name: "Dodaj u košaricu" }).click();
  await expect(page).toHaveURL(/\/kosarica$/);
  await page.getByRole("link", { name: "Nastavi na naplatu" }).click();
  await expect(page).toHaveURL(/\/naplata$/);
  if (withJs(info)) await hydrated(page);
  const delivery = page.getByRole("group", { name: "Adresa za dostavu" });
  const values: Record<string, string> = { Ime: "Kupac", Prezime: "Prijavljeni", "E-pošta": user.email, Telefon: "+385 91 000 1111", Grad: "Rijeka", Ulica: "Korzo", "Kućni broj": "12", "Poštanski broj": "51000" };
  for (const [label, value] of Object.entries(values)) await delivery.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Dalje" }).click();
  await expect(page).toHaveURL(/\/naplata\?step=shipping$/);
  await page.getByLabel(/Dostava na kućnu adresu/).check();
  await page.getByRole("button", { name: "Dalje" }).click();
  await expect(page).toHaveURL(/\/naplata\?step=payment$/);
  await page.getByLabel(/Plaćanje pouzećem/).check();
  await page.getByLabel(/Prihvaćam uvjete kupnje/).check();
  await page.getByRole("button", { name: /Naruči/ }).click();
  await expect(page).toHaveURL(/\/naplata\/uspjesna\?orderSlug=/);
  const slug = new URL(page.url()).searchParams.get("orderSlug")!;

  const db = platformDb();
  try {
    const stored = db
      .prepare("SELECT a.type, a.city FROM user_addresses a JOIN users u ON u.id = a.user_id WHERE lower(u.email) = lower(?) ORDER BY a.type")
      .all(user.email);
    expect(stored).toEqual([
      { type: "main", city: "Rijeka" },
      { type: "shipping", city: "Rijeka" },
    ]);
  } finally {
    db.close();
  }

  await open(page, "/profil", info);
  await expect(page.getByText("Broj narudžbi: 1")).toBeVisible();
  await expect(page.getByRole("rowheader", { name: slug })).toBeVisible();

  // The next checkout starts from the account's address.
  await open(page, "/product/kalkulator-casio-fx-82ms", info);
  await page.locator(".product-details").getByRole("button", { name: "Dodaj u košaricu" }).click();
  await page.getByRole("link", { name: "Nastavi na naplatu" }).click();
  await expect(page.getByRole("group", { name: "Adresa za dostavu" }).getByLabel("Grad")).toHaveValue("Rijeka");
});

test("a signed-in shopper applies a member card in the cart", async ({ page }, info) => {
  const user = await createUser(uniqueEmail(info, "clan"));
  await open(page, "/product/kalkulator-casio-fx-82ms", info);
  await page.locator(".product-details").getByRole("button", { name: "Dodaj u košaricu" }).click();
  await expect(page).toHaveURL(/\/kosarica$/);
  // Signed out there is no member-card form.
  await expect(page.getByLabel("Barkod članske kartice")).toHaveCount(0);
  await signIn(page, info, user, "/prijava?redirectTo=%2Fkosarica");
  await expect(page).toHaveURL(/\/kosarica$/);
  const card = page.getByLabel("Barkod članske kartice");
  await card.fill("OBZOR-CLAN-9999");
  await page.getByRole("button", { name: "Primijeni člansku karticu" }).click();
  await expect(page.getByText("Članska kartica nije valjana").first()).toBeVisible();
  await page.getByLabel("Barkod članske kartice").fill("OBZOR-CLAN-0001");
  await page.getByRole("button", { name: "Primijeni člansku karticu" }).click();
  await expect(page.getByText("Članska kartica je primijenjena").first()).toBeVisible();
  await expect(page.getByText(/OBZOR-CLAN-0001/)).toBeVisible();
});

test("the shop signs a new account in at once (no e-mail confirmation there)", async ({ page }, info) => {
  const email = uniqueEmail(info, "kupac.trgovine");
  await open(page, `${SHOP}/registracija`, info);
  const form = page.locator("#register-simple");
  await form.getByLabel("Ime", { exact: true }).fill("Luka");
  await form.getByLabel("Prezime", { exact: true }).fill("Lukić");
  await form.getByLabel("E-pošta").fill(email);
  await form.getByLabel("Lozinka", { exact: true }).fill("Lozinka99");
  await form.getByLabel("Ponovite lozinku").fill("Lozinka99");
  await form.getByRole("button", { name: "Registracija" }).click();
  await expect(page.getByText("Registracija je uspjela")).toBeVisible();
  await expect(page.getByRole("link", { name: "Profil: Luka Lukić" })).toBeVisible();
});

test("the e-mail confirmation page shows its message, follows only local addresses, and needs its goal", async ({ page }, info) => {
  await open(page, "/potvrdi-email?goalType=message&goal=Hvala%20na%20potvrdi!&confirmedEmail=ana%40example.com", info);
  await expect(page.getByRole("status").filter({ hasText: "Hvala na potvrdi!" })).toBeVisible();
  await expect(page.getByText("Potvrđena adresa: ana@example.com")).toBeVisible();

  await open(page, "/potvrdi-email?goalType=url&goal=%2Fobjave&confirmedEmail=ana%40example.com", info);
  await expect(page).toHaveURL(/\/objave$/);

  for (const path of ["/potvrdi-email?goal=nesto&confirmedEmail=ana%40example.com", "/potvrdi-email?goalType=url&goal=https%3A%2F%2Fevil.example&confirmedEmail=a%40b.hr"]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByText("goal or goalType were not defined")).toBeVisible();
  }
});

test("social sign-in says so when the site has no provider", async ({ page }, info) => {
  await open(page, "/social-login", info);
  await page.getByRole("link", { name: "Nastavi putem: Google" }).click();
  await expect(page.getByRole("alert")).toHaveText("Prijava putem ove društvene mreže nije dostupna.");
});
