import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart, CartSession, CheckoutSettingsAnswer, CurrencyConfigAnswer } from "./cart-contract";
import type { BundleCheck, Product } from "./catalogue-contract";
import type { Domain } from "./contract";
import type { Db, RunningPlatform } from "./index";
import { seedIfEmpty } from "./seed/index";
import { bearer, key, startTestPlatform, type TestPlatform } from "./test-support";

// The cart over real HTTP, against the seeded school shop (docs/platform-api.md, Cart).

let harness: TestPlatform | undefined;
let platform: RunningPlatform;
let dataDir: string;
/** A second connection to the platform's database, to change what no call changes. */
let db: Db;
let school: Domain;
let shop: Domain;
let call: TestPlatform["call"];
let ok: TestPlatform["ok"];
let fails: TestPlatform["fails"];
/** The seeded web user's bearer: member cards are for signed-in users. */
let member: Record<string, string>;

const newSession = () => ok<CartSession>("GET", "/api/v1/cart/getNewCartSession");
const getCart = (session: CartSession) => ok<Cart>("POST", "/api/v1/cart/getCart", key(session));
const addItem = (session: CartSession, productId: number, qty: number, options?: unknown) =>
  ok<Cart>("POST", "/api/v1/cart/addItem", { ...key(session), productId, qty, options });
const updateItem = (session: CartSession, itemId: number, qty: number) =>
  ok<Cart>("PATCH", "/api/v1/cart/updateItem", { ...key(session), itemId, qty });
const deleteItem = (session: CartSession, itemId: number) =>
  ok<Cart>("DELETE", "/api/v1/cart/deleteItem", { ...key(session), itemId });
const applyCoupon = (session: CartSession, couponCode: string) =>
  ok<Cart>("POST", "/api/v1/cart/applyCoupon", { ...key(session), couponCode });

const products = new Map<string, Product>();
async function product(slug: string): Promise<Product> {
  const known = products.get(slug);
  if (known) return known;
  const found = await ok<Product>("GET", `/api/v1/product/web/get?slug=${slug}`);
  products.set(slug, found);
  return found;
}
const idOf = async (slug: string) => (await product(slug)).id;

/** A new cart holding the given lines. */
async function cartWith(...lines: [slug: string, qty: number][]): Promise<{ session: CartSession; cart: Cart }> {
  const session = await newSession();
  let cart = await getCart(session);
  for (const [slug, qty] of lines) cart = await addItem(session, await idOf(slug), qty);
  return { session, cart };
}

beforeAll(async () => {
  harness = await startTestPlatform("platform-cart-");
  ({ platform, dataDir, db, school, shop, call, ok, fails } = harness);
  member = bearer((await harness.signIn()).tokens.accessToken);
});

afterAll(async () => {
  await harness?.close();
});

const ZERO = { itemsTotal: 0, coupon: 0, loyalty: 0, delivery: 0, cartTotal: 0, orderTotal: 0 };

describe("cart session", () => {
  it("creates a new, empty cart every time", async () => {
    const first = await newSession();
    const second = await newSession();
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.protectCode.length).toBeGreaterThanOrEqual(32);
    expect(second.id).not.toBe(first.id);

    const cart = await getCart(first);
    expect(cart).toMatchObject({
      id: first.id,
      protectCode: first.protectCode,
      items: [],
      prices: { converted: { ...ZERO, tax: ZERO } },
      digitalOnly: false,
      coupon: null,
      couponCode: null,
      memberCard: null,
      notices: [],
    });
    expect(cart.session.protectCode).toBe(first.protectCode);
    expect(cart.session.id).not.toBe(first.id);
  });

  it("answers a wrong protect code, an unknown cart or another site's cart with 400 'Session doesn't exist'", async () => {
    const session = await newSession();
    const expected = { status: 400, message: "Session doesn't exist" };
    expect(await fails("POST", "/api/v1/cart/getCart", { ...key(session), protectCode: "wrong" })).toEqual(expected);
    expect(
      await fails("POST", "/api/v1/cart/getCart", { ...key(session), protectCode: `${session.protectCode.slice(1)}x` })
    ).toEqual(expected);
    expect(await fails("POST", "/api/v1/cart/getCart", { ...key(session), cartId: "no-such-cart" })).toEqual(expected);
    expect(await fails("POST", "/api/v1/cart/getCart", key(session), shop)).toEqual(expected);
    expect(
      await fails("POST", "/api/v1/cart/addItem", {
        ...key(session),
        protectCode: "wrong",
        productId: await idOf("kapa-obzor"),
        qty: 1,
      })
    ).toEqual(expected);
  });

  it("answers 409 'Cart is archived.' on every call to an archived cart; a new session is a fresh cart", async () => {
    const { session, cart } = await cartWith(["kapa-obzor", 1]);
    db.prepare("UPDATE carts SET status = 'archived' WHERE id = ?").run(session.id);
    const archived = { status: 409, message: "Cart is archived." };
    const itemId = cart.items[0].itemId;
    const calls: [string, string, Record<string, unknown>][] = [
      ["POST", "getCart", {}],
      ["POST", "validateCart", {}],
      ["POST", "addItem", { productId: await idOf("kapa-obzor"), qty: 1 }],
      ["PATCH", "updateItem", { itemId, qty: 2 }],
      ["DELETE", "deleteItem", { itemId }],
      ["POST", "clearCart", {}],
      ["POST", "applyCoupon", { couponCode: "OBZOR10" }],
      ["POST", "removeCoupon", {}],
      ["POST", "applyMemberCard", { barcode: "OBZOR-CLAN-0001" }],
    ];
    for (const [method, name, extra] of calls) {
      expect(await fails(method, `/api/v1/cart/${name}`, { ...key(session), ...extra }, undefined, member), name).toEqual(archived);
    }
    expect(db.prepare("SELECT qty FROM cart_items WHERE cart_id = ?").pluck().all(session.id)).toEqual([1]);

    const fresh = await newSession();
    expect((await getCart(fresh)).items).toEqual([]);
  });

  it("keeps a session id to its cart: another cart's session id answers 409 'Session already used.'", async () => {
    const mine = await newSession();
    const other = await newSession();
    const mySessionId = (await getCart(mine)).session.id;
    const otherSessionId = (await getCart(other)).session.id;

    const withOwn = await ok<Cart>("POST", "/api/v1/cart/getCart", { ...key(mine), sessionId: mySessionId });
    expect(withOwn.id).toBe(mine.id);
    expect(await fails("POST", "/api/v1/cart/getCart", { ...key(mine), sessionId: otherSessionId })).toEqual({
      status: 409,
      message: "Session already used.",
    });
    expect(
      await fails("POST", "/api/v1/cart/addItem", {
        ...key(mine),
        sessionId: otherSessionId,
        productId: await idOf("kapa-obzor"),
        qty: 1,
      })
    ).toEqual({ status: 409, message: "Session already used." });
    expect(await fails("POST", "/api/v1/cart/getCart", { ...key(mine), sessionId: "no-such-session" })).toEqual({
      status: 400,
      message: "Session doesn't exist",
    });
    expect((await getCart(mine)).items).toEqual([]);
  });

  it("answers getAbandoned to signed-in users only (accounts.test.ts tells which cart)", async () => {
    expect(await fails("POST", "/api/v1/cart/getAbandoned", {})).toEqual({ status: 401, message: "Unauthorized" });
  });
});

describe("addItem", () => {
  it("adds a simple product with totals and VAT exact to the cent", async () => {
    const calculator = await product("kalkulator-casio-fx-82ms");
    const { cart } = await cartWith(["kalkulator-casio-fx-82ms", 2]);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      productId: calculator.id,
      qty: 2,
      productData: {
        name: "Kalkulator Casio fx-82MS",
        slug: "kalkulator-casio-fx-82ms",
        mainProductSlug: "kalkulator-casio-fx-82ms",
        isVisibleIndividually: true,
        format: "Simple",
        sku: calculator.sku,
        variantLabel: null,
      },
      prices: { converted: { finalPrice: 13.9, row: 27.8 } },
      options: { personalizations: {}, bundleOptions: [] },
      optionsText: [],
    });
    expect(cart.items[0].productData.media?.path).toBe(calculator.media?.path);
    expect(cart.prices.converted).toEqual({
      itemsTotal: 27.8,
      coupon: 0,
      loyalty: 0,
      delivery: 0,
      cartTotal: 27.8,
      orderTotal: 27.8,
      tax: { itemsTotal: 5.56, coupon: 0, loyalty: 0, delivery: 0, cartTotal: 5.56, orderTotal: 5.56 },
    });
    expect(cart.digitalOnly).toBe(false);
  });

  it("adds a variant under its configurable's name and slug, with its variant label", async () => {
    const variant = (await product("majica-sportska")).associatedProducts.find(
      (candidate) => candidate.attributes.color === "zelena" && candidate.attributes.size === "m"
    )!;
    const session = await newSession();
    const cart = await addItem(session, variant.id, 1);
    expect(cart.items[0]).toMatchObject({
      productId: variant.id,
      productData: {
        name: "Sportska majica Obzor",
        mainProductSlug: "majica-sportska",
        slug: variant.slug,
        isVisibleIndividually: false,
        format: "Simple",
        variantLabel: "Zelena, M",
      },
      prices: { converted: { finalPrice: 19.9, row: 19.9 } },
    });
    // The variant's own picture (its colour), not the configurable's.
    expect(cart.items[0].productData.media?.path).toBe(variant.media?.path);
  });

  it("refuses a configurable, an unknown or archived product and quantities outside 1..999", async () => {
    const session = await newSession();
    const add = (body: Record<string, unknown>) => fails("POST", "/api/v1/cart/addItem", { ...key(session), ...body });
    expect(await add({ productId: await idOf("majica-obzor"), qty: 1 })).toEqual({
      status: 400,
      message: "Configuration not set.",
    });
    expect(await add({ productId: 999_999, qty: 1 })).toEqual({ status: 400, message: "Product not found" });
    const archivedId = db.prepare("SELECT id FROM products WHERE slug = 'majica-matura-2024'").pluck().get() as number;
    expect(await add({ productId: archivedId, qty: 1 })).toEqual({ status: 400, message: "Product not found" });
    // Another site's product is unknown here.
    expect(
      await fails("POST", "/api/v1/cart/addItem", { ...key(await newSession()), productId: archivedId, qty: 1 }, shop)
    ).toEqual({ status: 400, message: "Session doesn't exist" });

    const kapa = await idOf("kapa-obzor");
    for (const qty of [0, -1, 1000, 1.5, "2", null]) {
      expect(await add({ productId: kapa, qty }), String(qty)).toEqual({ status: 400, message: "Invalid quantity." });
    }
    expect(await add({ productId: kapa })).toEqual({ status: 400, message: "Invalid quantity." });
    expect((await getCart(session)).items).toEqual([]);
  });

  it("answers invalid bodies with 400 naming the field", async () => {
    const session = await newSession();
    const kapa = await idOf("kapa-obzor");
    const add = (body: Record<string, unknown>) => fails("POST", "/api/v1/cart/addItem", body);
    expect(await add({ protectCode: session.protectCode, productId: kapa, qty: 1 })).toEqual({
      status: 400,
      message: "Invalid request: cartId: Required",
    });
    expect(await add({ cartId: session.id, productId: kapa, qty: 1 })).toEqual({
      status: 400,
      message: "Invalid request: protectCode: Required",
    });
    expect((await add({ ...key(session), productId: "kapa", qty: 1 })).message).toMatch(/^Invalid request: productId: /);
    expect((await add({ ...key(session), qty: 1 })).message).toBe("Invalid request: productId: Required");
    expect((await add({ ...key(session), productId: kapa, qty: 1, options: "x" })).message).toMatch(
      /^Invalid request: options: /
    );
    expect(
      (await add({ ...key(session), productId: kapa, qty: 1, options: { bundleOptions: [{ id: "x" }] } })).message
    ).toMatch(/^Invalid request: options\.bundleOptions\.0\.id: /);
    expect(await add({ ...key(session), productId: kapa, qty: 1, currencyId: 7 })).toEqual({
      status: 400,
      message: "Invalid request: currencyId: Unknown currency",
    });
    expect(await add({ ...key(session), productId: kapa, qty: 1, options: { personalizations: { boja: "crna" } } }))
      .toEqual({ status: 400, message: "Invalid request: options.personalizations.boja: Unknown option" });
    expect(
      await add({ ...key(session), productId: kapa, qty: 1, options: { bundleOptions: [{ id: 1, options: { choiceId: 2 } }] } })
    ).toEqual({ status: 400, message: "Invalid request: options.bundleOptions: Only a bundle takes bundle options" });

    const malformed = await fetch(`${platform.url}/api/v1/cart/addItem`, {
      method: "POST",
      headers: { "x-api-key": school.apiKeyToken, "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toBe("Malformed JSON");
    expect((await getCart(session)).items).toEqual([]);
  });

  it("prices personalizations with their surcharges and describes them", async () => {
    const shirt = await product("personalizirana-majica");
    const session = await newSession();
    const cart = await addItem(session, shirt.id, 2, {
      personalizations: { velicina: "m", "boja-tiska": "zlatna", "poklon-pakiranje": true },
    });
    const line = cart.items[0];
    // 22.90 + 1.50 (zlatna) + 2.00 (poklon pakiranje) = 26.40
    expect(line.prices.converted).toEqual({ finalPrice: 26.4, row: 52.8 });
    expect(line.options.personalizations).toEqual({ velicina: "m", "boja-tiska": "zlatna", "poklon-pakiranje": "true" });
    expect(line.optionsText).toEqual([
      "Veličina: M",
      "Boja tiska: Zlatna (+1,50 €)",
      "Poklon pakiranje: Da (+2,00 €)",
    ]);
    expect(cart.prices.converted.itemsTotal).toBe(52.8);
    expect(cart.prices.converted.tax.itemsTotal).toBe(10.56);

    // Every other type: each chosen value of a multipleSelect adds its modifier; numbers and dates add nothing.
    const full = await addItem(session, shirt.id, 1, {
      personalizations: {
        "datum-isporuke": "2026-06-01",
        velicina: "xl",
        "broj-na-ledima": 7,
        "dodatni-tisak": ["godina-mature", "ime-na-rukavu"],
        "velicina-slova": "velika",
        "boja-tiska": "crna",
        "poklon-pakiranje": "false",
        "termin-preuzimanja": "2026-06-01T10:30",
      },
    });
    const second = full.items[1];
    // 22.90 + 2.00 (XL) + 3.00 + 1.50 (dodatni tisak) + 1.00 (velika slova) = 30.40
    expect(second.prices.converted).toEqual({ finalPrice: 30.4, row: 30.4 });
    expect(Object.keys(second.options.personalizations)).toEqual([
      "velicina",
      "broj-na-ledima",
      "dodatni-tisak",
      "velicina-slova",
      "boja-tiska",
      "poklon-pakiranje",
      "termin-preuzimanja",
      "datum-isporuke",
    ]);
    expect(second.options.personalizations["dodatni-tisak"]).toEqual(["ime-na-rukavu", "godina-mature"]);
    expect(second.optionsText).toEqual([
      "Veličina: XL (+2,00 €)",
      "Broj na leđima: 7",
      "Dodatni tisak: Ime na rukavu (+3,00 €), Godina mature (+1,50 €)",
      "Veličina slova: Velika (+1,00 €)",
      "Boja tiska: Crna",
      "Poklon pakiranje: Ne",
      "Termin preuzimanja u tajništvu: 1. 6. 2026. 10:30",
      "Željeni datum isporuke: 1. 6. 2026.",
    ]);
    expect(full.prices.converted.itemsTotal).toBe(83.2);
  });

  it("refuses personalizations that do not fit the product's custom options", async () => {
    const shirt = await idOf("personalizirana-majica");
    const session = await newSession();
    const add = (personalizations: Record<string, unknown>) =>
      fails("POST", "/api/v1/cart/addItem", { ...key(session), productId: shirt, qty: 1, options: { personalizations } });
    const base = { velicina: "m", "boja-tiska": "crna" };

    expect(await add({ velicina: "m" })).toEqual({ status: 400, message: "Configuration not set." });
    expect(await add({ velicina: "m", "boja-tiska": "" })).toEqual({ status: 400, message: "Configuration not set." });
    expect(await add({ "boja-tiska": "crna" })).toEqual({ status: 400, message: "Configuration not set." });
    expect(await add({ ...base, "boja-tiska": "ljubicasta" })).toEqual({
      status: 400,
      message: "Invalid request: options.personalizations.boja-tiska: Unknown value: ljubicasta",
    });
    expect(await add({ ...base, monogram: "AB" })).toEqual({
      status: 400,
      message: "Invalid request: options.personalizations.monogram: Unknown option",
    });
    expect(await add({ ...base, "dodatni-tisak": ["ime-na-rukavu", "vez"] })).toEqual({
      status: 400,
      message: "Invalid request: options.personalizations.dodatni-tisak: Unknown value: vez",
    });
    expect(await add({ ...base, "broj-na-ledima": 100 })).toEqual({
      status: 400,
      message: "Invalid request: options.personalizations.broj-na-ledima: Out of range: 100",
    });
    expect(await add({ ...base, "poklon-pakiranje": "mozda" })).toEqual({
      status: 400,
      message: "Invalid request: options.personalizations.poklon-pakiranje: Unknown value: mozda",
    });
    expect(await add({ ...base, "datum-isporuke": "2026-02-30" })).toEqual({
      status: 400,
      message: "Invalid request: options.personalizations.datum-isporuke: Not a date: 2026-02-30",
    });
    expect((await add({ ...base, "termin-preuzimanja": "sutra" })).message).toBe(
      "Invalid request: options.personalizations.termin-preuzimanja: Not a date and time: sutra"
    );
    expect((await getCart(session)).items).toEqual([]);
  });

  it("adds a bundle without choices at the bundle's price", async () => {
    const bundle = await product("paket-skolskog-pribora");
    const check = await ok<BundleCheck>("GET", `/api/v1/product/checkBundles?product=${bundle.id}`);
    expect(check.canAddDirectly).toBe(true);
    const session = await newSession();
    const cart = await addItem(session, bundle.id, 1);
    expect(cart.items[0]).toMatchObject({
      productData: { name: bundle.name, format: "Bundle", mainProductSlug: "paket-skolskog-pribora", variantLabel: null },
      prices: { converted: { finalPrice: bundle.finalPrice, row: bundle.finalPrice } },
      options: { personalizations: {}, bundleOptions: [] },
    });
    expect(bundle.finalPrice).toBe(19.9);
  });

  it("adds a bundle with choices only when every choice is made", async () => {
    const bundle = await product("paket-za-prvasice");
    const check = await ok<BundleCheck>("GET", `/api/v1/product/checkBundles?product=${bundle.id}`);
    const open = check.entries.filter((entry) => entry.needsChoice);
    expect(open.map((entry) => entry.product.slug)).toEqual(["dukserica-obzor", "set-biljeznica"]);
    const [hoodie, notebooks] = open;
    const variant = (await product("dukserica-obzor")).associatedProducts.find(
      (candidate) => candidate.attributes.color === "tamnoplava" && candidate.attributes.size === "m"
    )!;
    const notebook = notebooks.choices[1];

    const session = await newSession();
    const add = (bundleOptions: unknown) =>
      fails("POST", "/api/v1/cart/addItem", { ...key(session), productId: bundle.id, qty: 1, options: { bundleOptions } });
    const notSet = { status: 400, message: "Configuration not set." };
    expect(await add(undefined)).toEqual(notSet);
    expect(await add([{ id: hoodie.product.id, options: { choiceId: variant.id } }])).toEqual(notSet);
    // A choice that is not one of the member's.
    expect(
      await add([
        { id: hoodie.product.id, options: { choiceId: notebook.id } },
        { id: notebooks.product.id, options: { choiceId: notebook.id } },
      ])
    ).toEqual(notSet);
    expect(await add([{ id: 999_999, options: { choiceId: 1 } }])).toEqual({
      status: 400,
      message: "Invalid request: options.bundleOptions.0.id: Not a choice of this bundle: 999999",
    });

    const cart = await addItem(session, bundle.id, 1, {
      // Any order; variantId is taken for choiceId.
      bundleOptions: [
        { id: notebooks.product.id, options: { choiceId: notebook.id } },
        { id: hoodie.product.id, options: { variantId: variant.id } },
      ],
    });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      productData: { name: bundle.name, format: "Bundle" },
      prices: { converted: { finalPrice: 49.9, row: 49.9 } },
      options: {
        personalizations: {},
        bundleOptions: [
          { id: hoodie.product.id, options: { choiceId: variant.id } },
          { id: notebooks.product.id, options: { choiceId: notebook.id } },
        ],
      },
      optionsText: [`${hoodie.product.name}: Tamnoplava, M`, `${notebooks.product.name}: ${notebook.name}`],
    });
  });

  it("raises the line's quantity when the same product comes again with the same options, up to 999", async () => {
    const shirt = await idOf("personalizirana-majica");
    const options = { personalizations: { velicina: "s", "boja-tiska": "crvena" } };
    const session = await newSession();
    await addItem(session, shirt, 1, options);
    let cart = await addItem(session, shirt, 2, {
      personalizations: { "boja-tiska": "crvena", velicina: "s", "broj-na-ledima": null },
    });
    expect(cart.items.map((item) => item.qty)).toEqual([3]);

    // Other options: another line.
    cart = await addItem(session, shirt, 1, { personalizations: { velicina: "l", "boja-tiska": "crvena" } });
    expect(cart.items.map((item) => item.qty)).toEqual([3, 1]);

    const kapa = await idOf("kapa-obzor");
    await addItem(session, kapa, 998);
    cart = await addItem(session, kapa, 5);
    expect(cart.items.map((item) => item.qty)).toEqual([3, 1, 999]);
  });

  it("marks a cart of EProducts only as digitalOnly", async () => {
    const { session, cart } = await cartWith(["e-knjiga-hamlet", 1], ["vodic-drzavna-matura", 1]);
    expect(cart.digitalOnly).toBe(true);
    expect(cart.prices.converted.itemsTotal).toBe(11.49);
    expect(cart.prices.converted.tax.itemsTotal).toBe(2.3);
    const mixed = await addItem(session, await idOf("kapa-obzor"), 1);
    expect(mixed.digitalOnly).toBe(false);
  });
});

describe("updateItem, deleteItem, clearCart", () => {
  it("changes a line's quantity, deletes a line and clears the cart", async () => {
    const { session, cart } = await cartWith(["kalkulator-casio-fx-82ms", 1], ["kapa-obzor", 1]);
    const [calculator, cap] = cart.items;

    let updated = await updateItem(session, calculator.itemId, 3);
    expect(updated.items.map((item) => [item.itemId, item.qty])).toEqual([
      [calculator.itemId, 3],
      [cap.itemId, 1],
    ]);
    // 3 × 13.90 + 12.50
    expect(updated.prices.converted.itemsTotal).toBe(54.2);
    expect(updated.prices.converted.tax.itemsTotal).toBe(10.84);
    expect(updated.notices).toEqual([]);

    updated = await deleteItem(session, calculator.itemId);
    expect(updated.items.map((item) => item.itemId)).toEqual([cap.itemId]);
    expect(updated.prices.converted.cartTotal).toBe(12.5);

    const cleared = await ok<Cart>("POST", "/api/v1/cart/clearCart", key(session));
    expect(cleared.items).toEqual([]);
    expect(cleared.prices.converted).toEqual({ ...ZERO, tax: ZERO });
  });

  it("refuses a quantity outside 1..999 and an item of another cart", async () => {
    const { session, cart } = await cartWith(["kapa-obzor", 2]);
    const itemId = cart.items[0].itemId;
    for (const qty of [0, -3, 1000, 2.5]) {
      expect(await fails("PATCH", "/api/v1/cart/updateItem", { ...key(session), itemId, qty }), String(qty)).toEqual({
        status: 400,
        message: "Invalid quantity.",
      });
    }
    const other = await cartWith(["kapa-obzor", 1]);
    expect(
      await fails("PATCH", "/api/v1/cart/updateItem", { ...key(other.session), itemId, qty: 5 })
    ).toEqual({ status: 404, message: "Item not found" });
    expect(await fails("DELETE", "/api/v1/cart/deleteItem", { ...key(other.session), itemId })).toEqual({
      status: 404,
      message: "Item not found",
    });
    expect(
      (await fails("DELETE", "/api/v1/cart/deleteItem", { ...key(session), itemId: "first" })).message
    ).toMatch(/^Invalid request: itemId: /);
    expect((await getCart(session)).items.map((item) => item.qty)).toEqual([2]);
    expect((await getCart(other.session)).items.map((item) => item.qty)).toEqual([1]);
  });

  it("changes a line's options with updateItem, merging it into an equal line", async () => {
    const shirt = await idOf("personalizirana-majica");
    const session = await newSession();
    await addItem(session, shirt, 1, { personalizations: { velicina: "s", "boja-tiska": "crna" } });
    const two = await addItem(session, shirt, 2, { personalizations: { velicina: "m", "boja-tiska": "crna" } });
    const [small, medium] = two.items;

    const gold = await ok<Cart>("PATCH", "/api/v1/cart/updateItem", {
      ...key(session),
      itemId: small.itemId,
      qty: 1,
      options: { personalizations: { velicina: "s", "boja-tiska": "zlatna" } },
    });
    expect(gold.items[0].prices.converted.finalPrice).toBe(24.4);

    const merged = await ok<Cart>("PATCH", "/api/v1/cart/updateItem", {
      ...key(session),
      itemId: small.itemId,
      qty: 4,
      options: { personalizations: { velicina: "m", "boja-tiska": "crna" } },
    });
    expect(merged.items.map((item) => [item.itemId, item.qty])).toEqual([[medium.itemId, 6]]);

    expect(
      await fails("PATCH", "/api/v1/cart/updateItem", {
        ...key(session),
        itemId: medium.itemId,
        qty: 1,
        options: { personalizations: { velicina: "m" } },
      })
    ).toEqual({ status: 400, message: "Configuration not set." });
  });

  it("ends 20 concurrent quantity changes of one line with the last one applied and a consistent total", async () => {
    const { session, cart } = await cartWith(["kalkulator-casio-fx-82ms", 1]);
    const itemId = cart.items[0].itemId;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call<Cart>("PATCH", "/api/v1/cart/updateItem", { ...key(session), itemId, qty: index + 1 })
      )
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const line = answer.body.data.items[0];
      expect(answer.body.data.prices.converted.itemsTotal).toBe(Math.round(line.qty * 1390) / 100);
    }
    // Every request applied its own quantity and answered it.
    expect(new Set(answers.map((answer) => answer.body.data.items[0].qty)).size).toBe(20);

    const final = await getCart(session);
    expect(final.items).toHaveLength(1);
    const { qty } = final.items[0];
    expect(qty).toBeGreaterThanOrEqual(1);
    expect(qty).toBeLessThanOrEqual(20);
    expect(final.items[0].prices.converted.row).toBe(Math.round(qty * 1390) / 100);
    expect(final.prices.converted.itemsTotal).toBe(Math.round(qty * 1390) / 100);
    expect(final.prices.converted.tax.itemsTotal).toBe(Math.round(qty * 1390 * 0.2) / 100);
    // The last write wins: the line holds what the last request to change it set.
    const last = db.prepare("SELECT qty FROM cart_items WHERE id = ?").pluck().get(itemId);
    expect(last).toBe(qty);
  });
});

describe("coupons", () => {
  it("applies a percent coupon in any case and removes it on request", async () => {
    const { session } = await cartWith(["kalkulator-casio-fx-82ms", 2]);
    const cart = await applyCoupon(session, "obzor10");
    expect(cart.coupon).toEqual({ code: "OBZOR10", type: "percent", value: 10 });
    expect(cart.couponCode).toBe("OBZOR10");
    expect(cart.prices.converted).toEqual({
      itemsTotal: 27.8,
      coupon: 2.78,
      loyalty: 0,
      delivery: 0,
      cartTotal: 25.02,
      orderTotal: 25.02,
      tax: { itemsTotal: 5.56, coupon: 0.56, loyalty: 0, delivery: 0, cartTotal: 5, orderTotal: 5 },
    });
    expect((await getCart(session)).couponCode).toBe("OBZOR10");

    const removed = await ok<Cart>("POST", "/api/v1/cart/removeCoupon", key(session));
    expect(removed.coupon).toBeNull();
    expect(removed.couponCode).toBeNull();
    expect(removed.prices.converted.cartTotal).toBe(27.8);
    expect(removed.notices).toEqual([]);
  });

  it("applies a fixed coupon, at most the items total", async () => {
    const { session } = await cartWith(["kalkulator-casio-fx-82ms", 2]);
    const cart = await applyCoupon(session, "POPUST5");
    expect(cart.coupon).toEqual({ code: "POPUST5", type: "fixed", value: 5 });
    expect(cart.prices.converted).toMatchObject({ itemsTotal: 27.8, coupon: 5, cartTotal: 22.8, orderTotal: 22.8 });
    expect(cart.prices.converted.tax).toMatchObject({ coupon: 1, cartTotal: 4.56 });

    const small = await cartWith(["privjesak-obzor", 1]);
    const capped = await applyCoupon(small.session, "POPUST5");
    expect(capped.prices.converted).toMatchObject({ itemsTotal: 3.5, coupon: 3.5, cartTotal: 0 });
  });

  it("answers an unknown or expired coupon with 400 'Coupon not found!'", async () => {
    const { session } = await cartWith(["kalkulator-casio-fx-82ms", 2]);
    const notFound = { status: 400, message: "Coupon not found!" };
    expect(await fails("POST", "/api/v1/cart/applyCoupon", { ...key(session), couponCode: "LJETO2024" })).toEqual(notFound);
    expect(await fails("POST", "/api/v1/cart/applyCoupon", { ...key(session), couponCode: "NEMA-TAKVOG" })).toEqual(notFound);
    // The school's coupons are not the shop's.
    const shopSession = await ok<CartSession>("GET", "/api/v1/cart/getNewCartSession", undefined, shop);
    expect(
      await fails("POST", "/api/v1/cart/applyCoupon", { ...key(shopSession), couponCode: "OBZOR10" }, shop)
    ).toEqual(notFound);
    expect((await fails("POST", "/api/v1/cart/applyCoupon", { ...key(session), couponCode: "  " })).message).toBe(
      "Invalid request: couponCode: Required"
    );
    expect((await getCart(session)).coupon).toBeNull();
  });

  it("needs a coupon's minimum items total and removes the coupon when a change drops below it", async () => {
    const { session, cart } = await cartWith(["kalkulator-casio-fx-82ms", 7]);
    // 7 × 13.90 = 97.30 < 100.00
    expect(await fails("POST", "/api/v1/cart/applyCoupon", { ...key(session), couponCode: "VELIKA20" })).toEqual({
      status: 400,
      message: "Coupon minimum not reached.",
    });
    const itemId = cart.items[0].itemId;
    await updateItem(session, itemId, 8);
    const applied = await applyCoupon(session, "velika20");
    // 8 × 13.90 = 111.20; 20 % = 22.24
    expect(applied.prices.converted).toMatchObject({ itemsTotal: 111.2, coupon: 22.24, cartTotal: 88.96 });
    expect(applied.notices).toEqual([]);

    const raised = await updateItem(session, itemId, 9);
    expect(raised.couponCode).toBe("VELIKA20");
    expect(raised.notices).toEqual([]);

    const lowered = await updateItem(session, itemId, 7);
    expect(lowered.coupon).toBeNull();
    expect(lowered.couponCode).toBeNull();
    expect(lowered.notices).toEqual(["couponRemoved"]);
    expect(lowered.prices.converted).toMatchObject({ itemsTotal: 97.3, coupon: 0, cartTotal: 97.3 });
    // The notice belongs to that answer only.
    expect((await getCart(session)).notices).toEqual([]);
  });

  it("removes a coupon with a minimum on deleteItem and clearCart, and keeps one without", async () => {
    const { session, cart } = await cartWith(["kalkulator-ti-84-plus-ce", 1], ["kapa-obzor", 1]);
    await applyCoupon(session, "VELIKA20");
    const deleted = await deleteItem(session, cart.items[0].itemId);
    expect(deleted.notices).toEqual(["couponRemoved"]);
    expect(deleted.coupon).toBeNull();

    await addItem(session, await idOf("kalkulator-ti-84-plus-ce"), 1);
    await applyCoupon(session, "VELIKA20");
    const cleared = await ok<Cart>("POST", "/api/v1/cart/clearCart", key(session));
    expect(cleared.notices).toEqual(["couponRemoved"]);

    await applyCoupon(session, "OBZOR10");
    const keptOnEmpty = await ok<Cart>("POST", "/api/v1/cart/clearCart", key(session));
    expect(keptOnEmpty.notices).toEqual([]);
    expect(keptOnEmpty.couponCode).toBe("OBZOR10");
  });

  it("removes a coupon that expired since it was applied, with the notice", async () => {
    const { session } = await cartWith(["kapa-obzor", 1]);
    await applyCoupon(session, "POPUST5");
    db.prepare("UPDATE coupons SET valid_until = '2025-01-01T00:00:00.000Z' WHERE code = 'POPUST5'").run();
    try {
      const validated = await ok<{ cart: Cart; validateMemberCard: boolean }>(
        "POST",
        "/api/v1/cart/validateCart",
        key(session)
      );
      expect(validated.cart.notices).toEqual(["couponRemoved"]);
      expect(validated.cart.prices.converted.coupon).toBe(0);
    } finally {
      db.prepare("UPDATE coupons SET valid_until = '9999-12-31T23:59:59.999Z' WHERE code = 'POPUST5'").run();
    }
  });
});

describe("member card", () => {
  it("validates barcodes", async () => {
    const valid = (barcode: string) =>
      ok<{ isValid: boolean }>("GET", `/api/v1/user/web/validateMembersBarcode?barcode=${encodeURIComponent(barcode)}`);
    expect(await valid("OBZOR-CLAN-0001")).toEqual({ isValid: true });
    expect(await valid("obzor-clan-0001")).toEqual({ isValid: true });
    expect(await valid("OBZOR-CLAN-9999")).toEqual({ isValid: false });
    expect(await valid("NEPOZNATA")).toEqual({ isValid: false });
    expect(await fails("GET", "/api/v1/user/web/validateMembersBarcode")).toEqual({
      status: 400,
      message: "Invalid request: barcode: Required",
    });
  });

  it("applies a valid card as loyalty on the items total after the coupon", async () => {
    const { session } = await cartWith(["kalkulator-casio-fx-82ms", 2]);
    expect(
      await fails("POST", "/api/v1/cart/applyMemberCard", { ...key(session), barcode: "OBZOR-CLAN-9999" }, undefined, member)
    ).toEqual({ status: 400, message: "Invalid member card." });
    expect(await fails("POST", "/api/v1/cart/applyMemberCard", { ...key(session), barcode: "NEPOZNATA" }, undefined, member)).toEqual({
      status: 400,
      message: "Invalid member card.",
    });

    let cart = await ok<Cart>("POST", "/api/v1/cart/applyMemberCard", { ...key(session), barcode: "OBZOR-CLAN-0001" }, undefined, member);
    expect(cart.memberCard).toEqual({ barcode: "OBZOR-CLAN-0001", discountPercent: 5 });
    // 5 % of 27.80 = 1.39
    expect(cart.prices.converted).toMatchObject({ itemsTotal: 27.8, coupon: 0, loyalty: 1.39, cartTotal: 26.41 });

    cart = await applyCoupon(session, "OBZOR10");
    // coupon 2.78; loyalty 5 % of 25.02 = 1.251 → 1.25; 27.80 − 2.78 − 1.25 = 23.77
    expect(cart.prices.converted).toEqual({
      itemsTotal: 27.8,
      coupon: 2.78,
      loyalty: 1.25,
      delivery: 0,
      cartTotal: 23.77,
      orderTotal: 23.77,
      tax: { itemsTotal: 5.56, coupon: 0.56, loyalty: 0.25, delivery: 0, cartTotal: 4.75, orderTotal: 4.75 },
    });
    // Membership prices are not used for lines: the card gives the loyalty percent instead.
    expect(cart.items[0].prices.converted.finalPrice).toBe(13.9);

    const validated = await ok<{ cart: Cart; validateMemberCard: boolean }>(
      "POST",
      "/api/v1/cart/validateCart",
      { ...key(session), currencyId: 1 }
    );
    expect(validated.validateMemberCard).toBe(true);
    expect(validated.cart.prices.converted.cartTotal).toBe(23.77);
  });

  it("reports a card that became invalid: validateMemberCard false, no loyalty", async () => {
    const { session } = await cartWith(["kapa-obzor", 2]);
    await ok<Cart>("POST", "/api/v1/cart/applyMemberCard", { ...key(session), barcode: "OBZOR-CLAN-0001" }, undefined, member);
    db.prepare("UPDATE member_cards SET valid = 0 WHERE barcode = 'OBZOR-CLAN-0001'").run();
    try {
      const validated = await ok<{ cart: Cart; validateMemberCard: boolean }>(
        "POST",
        "/api/v1/cart/validateCart",
        key(session)
      );
      expect(validated.validateMemberCard).toBe(false);
      expect(validated.cart.memberCard).toBeNull();
      expect(validated.cart.prices.converted).toMatchObject({ itemsTotal: 25, loyalty: 0, cartTotal: 25 });
    } finally {
      db.prepare("UPDATE member_cards SET valid = 1 WHERE barcode = 'OBZOR-CLAN-0001'").run();
    }
    const again = await ok<{ cart: Cart; validateMemberCard: boolean }>("POST", "/api/v1/cart/validateCart", key(session));
    expect(again.validateMemberCard).toBe(true);
    expect(again.cart.prices.converted.loyalty).toBe(1.25);
  });
});

describe("validateCart", () => {
  it("re-reads prices from the catalogue and drops lines that can no longer be bought", async () => {
    const { session } = await cartWith(["kapa-obzor", 2], ["sal-obzor", 1]);
    db.prepare("UPDATE products SET final_price_cents = 1000 WHERE slug = 'kapa-obzor'").run();
    db.prepare("UPDATE products SET archived = 1 WHERE slug = 'sal-obzor'").run();
    try {
      const { cart } = await ok<{ cart: Cart; validateMemberCard: boolean }>(
        "POST",
        "/api/v1/cart/validateCart",
        key(session)
      );
      expect(cart.items.map((item) => [item.productData.slug, item.prices.converted.row])).toEqual([["kapa-obzor", 20]]);
      expect(cart.notices).toEqual(["itemRemoved"]);
      expect(cart.prices.converted.itemsTotal).toBe(20);
    } finally {
      db.prepare("UPDATE products SET final_price_cents = 1250 WHERE slug = 'kapa-obzor'").run();
      db.prepare("UPDATE products SET archived = 0 WHERE slug = 'sal-obzor'").run();
    }
  });
});

describe("settings", () => {
  it("gives the checkout settings with their defaults", async () => {
    expect(await ok<CheckoutSettingsAnswer>("GET", "/api/v1/settings/getCheckoutSettings")).toEqual({
      cartAddBehaviour: 0,
      allowedCountries: "ALL",
      skipShippingStep: false,
      validateConsents: true,
    });
    expect(await ok<CheckoutSettingsAnswer>("GET", "/api/v1/settings/getCheckoutSettings", undefined, shop)).toMatchObject({
      cartAddBehaviour: 2,
    });
  });

  it("gives the currency config on the v2 path", async () => {
    expect(await ok<CurrencyConfigAnswer>("GET", "/api/v2/settings/getCurrencyConfig")).toEqual({
      id: 1,
      code: "EUR",
      label: "EUR",
      symbol: "€",
      decimals: 2,
    });
  });

  it("needs the api key", async () => {
    const response = await fetch(`${platform.url}/api/v1/cart/getNewCartSession`);
    expect(response.status).toBe(401);
  });
});

describe("seed", () => {
  it("seeds the coupons and member cards into a data directory that has none", () => {
    const codes = () => db.prepare("SELECT code FROM coupons ORDER BY id").pluck().all();
    expect(codes()).toEqual(["OBZOR10", "POPUST5", "LJETO2024", "VELIKA20"]);
    db.exec("UPDATE carts SET coupon_id = NULL; DELETE FROM coupons; DELETE FROM member_cards;");
    seedIfEmpty(db, dataDir);
    expect(codes()).toEqual(["OBZOR10", "POPUST5", "LJETO2024", "VELIKA20"]);
    expect(db.prepare("SELECT barcode, valid FROM member_cards ORDER BY id").all()).toEqual([
      { barcode: "OBZOR-CLAN-0001", valid: 1 },
      { barcode: "OBZOR-CLAN-9999", valid: 0 },
    ]);
    // A second run changes nothing.
    seedIfEmpty(db, dataDir);
    expect(codes()).toHaveLength(4);
  });
});
