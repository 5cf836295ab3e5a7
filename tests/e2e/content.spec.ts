import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { PLATFORM_DATABASE, SCHOOL_NAME, SHOP, withJs, open, hydrated } from "./fixtures";

// The content site on the seeded school (platform/seed/content), with JavaScript on and off:
// the blog, a category with load-more, a post, search, an event, the sitemap, and the
// newsletter and contact sections on a CMS page.

function database() {
  const db = new Database(PLATFORM_DATABASE, { fileMustExist: true });
  db.pragma("busy_timeout = 10000");
  return db;
}

const SCHOOL_SITE = 1;
const ARCHIVE_POSTS = 20;

/**
 * What the seed does not have and these tests need, added once per run (both projects' workers
 * race here, hence the immediate transaction): a category with more than one page of posts
 * (old ones, so the blog's first page stays as seeded), a contact form whose captcha is set up
 * by half, and CMS pages holding the four content sections.
 */
test.beforeAll(() => {
  const db = database();
  try {
    db.transaction(() => {
      if (db.prepare("SELECT 1 FROM terms WHERE site_id = ? AND slug = 'arhiva'").get(SCHOOL_SITE)) return;
      const hr = (db.prepare("SELECT id FROM languages WHERE code2 = 'hr'").get() as { id: number }).id;
      const term = db
        .prepare("INSERT INTO terms (site_id, language_id, slug, title, description, position) VALUES (?, ?, 'arhiva', 'Arhiva', 'Starije objave.', 99)")
        .run(SCHOOL_SITE, hr).lastInsertRowid;
      const insertPost = db.prepare(
        "INSERT INTO posts (site_id, language_id, post_type, slug, title, excerpt, body, published_at, created_at) VALUES (?, ?, 'post', ?, ?, 'Iz arhive.', '<p>Arhiva</p>', ?, ?)",
      );
      const link = db.prepare("INSERT INTO post_terms (post_id, term_id) VALUES (?, ?)");
      for (let index = 1; index <= ARCHIVE_POSTS; index++) {
        const at = new Date(Date.UTC(2019, 0, 31 - index)).toISOString();
        const number = String(index).padStart(2, "0");
        const post = insertPost.run(SCHOOL_SITE, hr, `arhiva-objava-${number}`, `Arhivska objava ${number}`, at, at).lastInsertRowid;
        link.run(post, term);
      }
      const captchaForm = db
        .prepare(
          `INSERT INTO forms (site_id, type, title, submit_label, fields, captcha_key, captcha_version)
           VALUES (?, 'contactForm', 'Kontakt s captchom', 'Pošalji', '[{"name":"name","type":"text","label":"Ime i prezime","required":true},{"name":"email","type":"email","label":"E-pošta","required":true},{"name":"message","type":"textarea","label":"Poruka","required":true}]', 'kljuc', NULL)`,
        )
        .run(SCHOOL_SITE).lastInsertRowid;
      const contactForm = (db.prepare("SELECT id FROM forms WHERE site_id = ? AND type = 'contactForm' ORDER BY id").get(SCHOOL_SITE) as { id: number }).id;
      const insertPage = db.prepare(
        "INSERT INTO posts (site_id, language_id, post_type, slug, title, sections, published_at) VALUES (?, ?, 'page', ?, ?, ?, '2020-01-01T00:00:00.000Z')",
      );
      const sections = [
        { id: "p", type: "posts-list", props: { title: "Najnovije objave", limit: 3 } },
        { id: "e", type: "events-list", props: { title: "Nadolazeći događaji", limit: 2 } },
        { id: "c", type: "contact-form", props: { title: "Pišite nam", text: "Odgovaramo u dva radna dana.", formId: contactForm } },
        { id: "n", type: "newsletter", props: { title: "Newsletter", text: "Vijesti jednom mjesečno." } },
      ];
      insertPage.run(SCHOOL_SITE, hr, "e2e-sadrzaj", "Sadržaj", JSON.stringify(sections));
      insertPage.run(SCHOOL_SITE, hr, "e2e-captcha", "Captcha", JSON.stringify([{ id: "c", type: "contact-form", props: { title: "Upit", formId: Number(captchaForm) } }]));
    }).immediate();
  } finally {
    db.close();
  }
});

const postCards = (page: Page, name: string) => page.getByRole("list", { name }).locator(":scope > li");

test.describe("blog", () => {
  test("the first page: a hero, three more, then all news, and a pager", async ({ page }, info) => {
    await open(page, "/objave", info);
    await expect(page).toHaveTitle(`Objave | ${SCHOOL_NAME}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Objave");
    const latest = page.getByRole("region", { name: "Najnovije" });
    await expect(latest.locator(".post-card--hero")).toHaveCount(1);
    await expect(latest.locator(".post-card--small")).toHaveCount(3);
    await expect(latest.locator(".post-card--hero h3")).toHaveText("Otvoreni upisi u prvi razred za sljedeću školsku godinu");
    await expect(postCards(page, "Sve vijesti i događanja")).toHaveCount(12);
    const pager = page.getByRole("navigation", { name: "Stranice" });
    await expect(pager.getByText("Prva")).toHaveAttribute("aria-disabled", "true");
    await pager.getByRole("link", { name: "Stranica 2" }).click();
    await expect(page).toHaveURL(/\/objave\?page=2$/);
    await expect(page.getByRole("region", { name: "Najnovije" })).toHaveCount(0);
    await expect(postCards(page, "Sve vijesti i događanja")).toHaveCount(16);
    await expect(page.getByRole("navigation", { name: "Stranice" }).getByRole("link", { name: "Prva" })).toBeVisible();
  });

  test("a post card opens the post", async ({ page }, info) => {
    await open(page, "/objave", info);
    await page.getByRole("link", { name: "Tri učenika na državnom natjecanju iz matematike" }).click();
    await expect(page).toHaveURL(/\/objave\/drzavno-natjecanje-iz-matematike$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tri učenika na državnom natjecanju iz matematike");
  });

  test("a category: its posts, the category list, first/previous/next/last and load-more", async ({ page }, info) => {
    await open(page, "/objave/arhiva", info);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Arhiva");
    await expect(page).toHaveTitle(`Arhiva | ${SCHOOL_NAME}`);
    const categories = page.getByRole("navigation", { name: "Kategorije objava" });
    // Five categories by default; the new one is sixth, behind "show all".
    await expect(categories.getByRole("listitem")).toHaveCount(5);
    await expect(postCards(page, "Arhiva")).toHaveCount(16);
    await expect(page.getByText("Stranica 1 od 2")).toBeVisible();
    const paging = page.locator(".blog-paging");
    await expect(paging.getByText("Prva")).toHaveAttribute("aria-disabled", "true");
    await expect(paging.getByText("Prethodna")).toHaveAttribute("aria-disabled", "true");
    await expect(paging.getByRole("link", { name: "Zadnja" })).toBeVisible();

    await paging.getByRole("link", { name: "Učitaj još" }).click();
    if (withJs(info)) {
      // The next page is appended; the address stays.
      await expect(postCards(page, "Arhiva")).toHaveCount(ARCHIVE_POSTS);
      await expect(page).toHaveURL(/\/objave\/arhiva$/);
      await expect(postCards(page, "Arhiva").first()).toContainText("Arhivska objava 01");
    } else {
      await expect(page).toHaveURL(/\/objave\/arhiva\?page=2$/);
      await expect(postCards(page, "Arhiva")).toHaveCount(ARCHIVE_POSTS - 16);
      await expect(paging.getByRole("link", { name: "Prva" })).toBeVisible();
    }
    await expect(page.getByText("Stranica 2 od 2")).toBeVisible();
    await expect(paging.getByText("Učitaj još")).toHaveAttribute("aria-disabled", "true");
    await expect(paging.getByText("Sljedeća")).toHaveAttribute("aria-disabled", "true");
    await expect(paging.getByText("Zadnja")).toHaveAttribute("aria-disabled", "true");
    await expect(postCards(page, "Arhiva").last()).toContainText(`Arhivska objava ${ARCHIVE_POSTS}`);
  });

  test("the category list shows every category on request", async ({ page }, info) => {
    await open(page, "/objave/vijesti", info);
    const categories = page.getByRole("navigation", { name: "Kategorije objava" });
    await expect(categories.getByRole("link", { name: "Vijesti" })).toHaveAttribute("aria-current", "page");
    await categories.getByRole("link", { name: "Prikaži sve kategorije" }).click();
    await expect(categories.getByRole("link", { name: "Arhiva" })).toBeVisible();
    await categories.getByRole("link", { name: "Sport" }).click();
    await expect(page).toHaveURL(/\/objave\/sport$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sport");
  });

  test("a post: categories, title, date, image, body, comments with stars, metadata", async ({ page }, info) => {
    await open(page, "/objave/drzavno-natjecanje-iz-matematike", info);
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText("Tri učenika na državnom natjecanju iz matematike");
    await expect(article.locator("time")).toHaveText(/^\d{1,2}\. (siječnja|veljače|ožujka|travnja|svibnja|lipnja|srpnja|kolovoza|rujna|listopada|studenoga|prosinca) \d{4}\.$/);
    await expect(article.locator(".post__image img")).toBeVisible();
    await expect(article.locator(".post__body")).not.toBeEmpty();
    const comments = page.getByRole("region", { name: "Komentari" });
    await expect(comments.getByRole("listitem")).toHaveCount(2);
    await expect(comments.getByRole("img", { name: "Ocjena 5 od 5" })).toBeVisible();
    await expect(comments.getByRole("img", { name: "Ocjena 4 od 5" })).toBeVisible();
    // Signed out: no form, the SPEC's message instead.
    await expect(comments.getByText("Komentirati mogu samo prijavljeni korisnici")).toBeVisible();
    await expect(comments.getByRole("button", { name: "Objavi komentar" })).toHaveCount(0);

    await expect(page).toHaveTitle(`Tri učenika na državnom natjecanju iz matematike | ${SCHOOL_NAME}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http:\/\/localhost:\d+\/media\//);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/objave\/drzavno-natjecanje-iz-matematike$/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "Article", headline: "Tri učenika na državnom natjecanju iz matematike", publisher: { name: SCHOOL_NAME } });

    await article.getByRole("link", { name: "Natjecanja" }).click();
    await expect(page).toHaveURL(/\/objave\/natjecanja$/);
  });

  test("the seeded malicious post renders without scripts, handlers or javascript: links", async ({ page }, info) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await open(page, "/objave/sigurnosni-test-objave", info);
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toBeVisible();
    // The link stays as text: its javascript: address is gone.
    await expect(article.getByText("Klikni ovdje")).toBeVisible();
    await expect(article.locator("script")).toHaveCount(0);
    await expect(page.locator("[onerror], [onload], [onclick], [onmouseover]")).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:" i], iframe[src^="javascript:" i]')).toHaveCount(0);
    await page.waitForLoadState("load");
    expect(dialogs).toEqual([]);
  });

  test("a comment posted while signed out is refused with the SPEC's message", async ({ page }, info) => {
    const response = await page.request.post("/objave/dan-otvorenih-vrata", { form: { intent: "addComment", body: "Anonimno", rating: "5" }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    await open(page, "/objave/dan-otvorenih-vrata", info);
    await expect(page.getByRole("status")).toContainText("Komentirati mogu samo prijavljeni korisnici");
    await expect(page.getByText("Anonimno")).toHaveCount(0);
  });

  test("a translated post links its other languages (the multilingual shop)", async ({ page }, info) => {
    await open(page, `${SHOP}/en/blog`, info);
    await expect(page.getByRole("heading", { name: "Latest" })).toBeVisible();
    await page.getByRole("link", { name: /school collection/i }).first().click();
    await expect(page).toHaveURL(/\/en\/blog\/new-school-collection$/);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute("href", /\/de\/blog\/neue-schulkollektion$/);
    await expect(page.locator('link[rel="alternate"][hreflang="hr"]')).toHaveAttribute("href", /\/objave\/nova-skolska-kolekcija$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("an unknown post or category is a 404", async ({ page }) => {
    const response = await page.goto("/objave/nema-takve-objave");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Stranica koju tražiš ne postoji")).toBeVisible();
  });
});

test.describe("search", () => {
  test("finds posts and says when nothing matches", async ({ page }, info) => {
    await open(page, "/pretraga?q=matematike", info);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rezultati pretraživanja");
    const results = postCards(page, "Rezultati pretraživanja");
    await expect(results.first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Tri učenika na državnom natjecanju iz matematike" })).toBeVisible();

    const box = page.getByRole("searchbox", { name: "Pojam za pretraživanje" });
    await box.fill("nepostojećipojam");
    await page.getByRole("button", { name: "Traži", exact: true }).click();
    await expect(page).toHaveURL(/\/pretraga\?q=nepostoje%C4%87ipojam$/);
    await expect(page.getByText("Nije pronađena nijedna objava.")).toBeVisible();
    await expect(results).toHaveCount(0);
  });
});

test.describe("events", () => {
  test("an event: title, date and time, place, description, structured data; unknown ids 404", async ({ page }, info) => {
    await open(page, "/dogadjaj/1", info);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dan otvorenih vrata");
    await expect(page.locator(".event__facts")).toContainText(/Kada\s*\d{1,2}\. \p{L}+ \d{4}\. \d{2}:\d{2}/u);
    await expect(page.locator(".event__facts")).toContainText("Gdje");
    await expect(page.locator(".event .prose")).not.toBeEmpty();
    await expect(page).toHaveTitle(`Dan otvorenih vrata | ${SCHOOL_NAME}`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "Event", name: "Dan otvorenih vrata" });
    expect((await page.goto("/dogadjaj/999999"))?.status()).toBe(404);
  });
});

test.describe("sitemap and robots", () => {
  // The XML is parsed by the browser's own parser, which needs JavaScript for page.evaluate.
  test.use({ javaScriptEnabled: true });

  test("the sitemap is valid XML listing pages, posts, categories, events and the shop", async ({ page, request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    expect(response.headers()["cache-control"]).toContain("max-age=");
    const xml = await response.text();
    const parsed = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, "application/xml");
      return {
        errors: document.getElementsByTagName("parsererror").length,
        root: document.documentElement.nodeName,
        locs: [...document.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")].map((loc) => loc.textContent ?? ""),
      };
    }, xml);
    expect(parsed.errors).toBe(0);
    expect(parsed.root).toBe("urlset");
    const paths = parsed.locs.map((loc) => new URL(loc).pathname);
    for (const path of ["/", "/objave", "/o-nama", "/pravila-privatnosti", "/objave/vijesti", "/objave/drzavno-natjecanje-iz-matematike", "/dogadjaj/1", "/shop/pribor", "/product/kalkulator-casio-fx-82ms"]) {
      expect(paths, path).toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  test("robots.txt names the absolute sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
    expect(text).toContain("Disallow: /kosarica");
  });
});

test.describe("content sections", () => {
  const toast = (page: Page) => page.getByRole("status");

  test("posts and events lists link to their pages", async ({ page }, info) => {
    await open(page, "/e2e-sadrzaj", info);
    await expect(page.getByRole("heading", { name: "Najnovije objave" })).toBeVisible();
    await expect(postCards(page, "Najnovije objave")).toHaveCount(3);
    const events = page.locator(".section--events-list li");
    await expect(events).toHaveCount(2);
    await events.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/dogadjaj\/\d+$/);
  });

  test("newsletter: errors under the field, success, already subscribed", async ({ page }, info) => {
    const email = `pretplata-${info.project.name}-${Date.now()}@example.com`;
    await open(page, "/e2e-sadrzaj", info);
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByLabel("E-pošta").fill("ana@");
    await form.getByRole("button", { name: "Prijavi se" }).click();
    await expect(form.getByText("Unesite uzorak adrese elektroničke pošte")).toBeVisible();

    await form.getByLabel("E-pošta").fill(email);
    await form.getByRole("button", { name: "Prijavi se" }).click();
    await expect(toast(page)).toContainText("Hvala! Provjerite e-poštu i potvrdite prijavu.");
    await expect(page).toHaveURL(/\/e2e-sadrzaj$/);
    const db = database();
    expect(db.prepare("SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = ?").get(email)).toEqual({ n: 1 });
    db.close();

    await page.getByRole("form", { name: "Newsletter" }).getByLabel("E-pošta").fill(email.toUpperCase());
    await page.getByRole("form", { name: "Newsletter" }).getByRole("button", { name: "Prijavi se" }).click();
    await expect(page.getByRole("form", { name: "Newsletter" }).getByText("Već ste pretplaćeni na newsletter")).toBeVisible();
    await expect(page.getByRole("form", { name: "Newsletter" }).getByLabel("E-pošta")).toHaveValue(email.toUpperCase());
  });

  test("contact: errors under the fields with the input kept, then success", async ({ page }, info) => {
    const email = `kontakt-${info.project.name}-${Date.now()}@example.com`;
    await open(page, "/e2e-sadrzaj", info);
    const form = page.getByRole("form", { name: "Pišite nam" });
    await form.getByLabel("Ime i prezime").fill("Ana Horvat");
    await form.getByRole("button", { name: "Pošalji poruku" }).click();
    await expect(form.getByLabel("Ime i prezime")).toHaveValue("Ana Horvat");
    await expect(form.getByText("Unos ovog polja je obavezan")).toHaveCount(2);
    await expect(form.getByLabel("E-pošta")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("E-pošta").fill(email);
    await form.getByLabel("Poruka").fill("Zanimaju me upisi u prvi razred.");
    await form.getByRole("button", { name: "Pošalji poruku" }).click();
    await expect(toast(page)).toContainText("Hvala! Vaša poruka je poslana.");
    await expect(page.getByRole("form", { name: "Pišite nam" }).getByLabel("Poruka")).toHaveValue("");
    const db = database();
    expect(db.prepare("SELECT name, message FROM contact_messages WHERE email = ?").all(email)).toEqual([{ name: "Ana Horvat", message: "Zanimaju me upisi u prvi razred." }]);
    db.close();
  });

  test("a refused post answers 400 with the page and its errors, as a browser without JavaScript gets it", async ({ request }) => {
    const response = await request.post("/e2e-sadrzaj", { form: { intent: "newsletter", email: "nije-adresa" } });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Unesite uzorak adrese elektroničke pošte");
    expect(html).toContain('value="nije-adresa"');
  });

  test("a filled honeypot looks like success and stores nothing", async ({ page }, info) => {
    const email = `robot-${info.project.name}-${Date.now()}@example.com`;
    await open(page, "/e2e-sadrzaj", info);
    const honeypot = page.locator('.section--newsletter input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(page.getByRole("textbox", { name: "Website" })).toHaveCount(0); // hidden from assistive technology
    await honeypot.fill("http://spam.example", { force: true });
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByLabel("E-pošta").fill(email);
    await form.getByRole("button", { name: "Prijavi se" }).click();
    await expect(toast(page)).toContainText("Hvala! Prijavljeni ste na newsletter.");
    const db = database();
    expect(db.prepare("SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = ?").get(email)).toEqual({ n: 0 });
    db.close();
  });

  test("a form whose captcha has a key but no version says so and sends nothing", async ({ page }, info) => {
    const email = `captcha-${info.project.name}-${Date.now()}@example.com`;
    await open(page, "/e2e-captcha", info);
    const form = page.getByRole("form", { name: "Upit" });
    await expect(form.getByText("no version provided")).toBeVisible();
    await form.getByLabel("Ime i prezime").fill("Ana Horvat");
    await form.getByLabel("E-pošta").fill(email);
    await form.getByLabel("Poruka").fill("Pitanje");
    await form.getByRole("button", { name: "Pošalji" }).click();
    await expect(page.getByRole("form", { name: "Upit" }).getByLabel("Ime i prezime")).toHaveValue("Ana Horvat");
    await expect(page.getByRole("form", { name: "Upit" }).getByRole("alert")).toHaveText("no version provided");
    const db = database();
    expect(db.prepare("SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?").get(email)).toEqual({ n: 0 });
    db.close();
  });
});
