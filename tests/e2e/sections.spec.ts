import { expect, test, type Page } from "@playwright/test";
import { withJs, hydrated } from "./fixtures";

// The /sekcije page of the school shows every section type of the library once
// (platform/seed/sites/school-sections-page.ts), with JavaScript on and off.
const sectionOf = (page: Page, heading: string) => page.locator("main section").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });

test.describe("the sections library on /sekcije", () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto("/sekcije");
    expect(response?.status()).toBe(200);
  });

  test("renders the hero, text and every section type of the library, in heading order", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1, name: "Sve sekcije" })).toBeVisible();
    for (const title of [
      "O ovoj stranici",
      "Tekst uz sliku",
      "Galerija škole",
      "Naš tim",
      "Obzor u brojkama",
      "Šetnja kroz školu",
      "Gdje se nalazimo",
      "Upisi su otvoreni",
      "Česta pitanja",
      "Iz školske trgovine",
      "Kategorije trgovine",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
    }
    // No heading level is skipped inside main.
    const levels = await page.locator("main :is(h1, h2, h3, h4)").evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
  });

  test("gallery: sized, lazy thumbnails with alt texts, each a link to the full-size picture", async ({ page }) => {
    const gallery = sectionOf(page, "Galerija škole");
    const images = gallery.getByRole("img");
    await expect(images).toHaveCount(6);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("alt", /\S/);
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("srcset", /\d+w/);
    }
    await expect(gallery.getByText("Knjižnica i čitaonica", { exact: true })).toBeVisible();
    const link = gallery.getByRole("link", { name: /Police knjižnice/ });
    const href = await link.getAttribute("href");
    expect(href).toMatch(/\.svg$/);
    const picture = await page.request.get(href!);
    expect(picture.status()).toBe(200);
  });

  test("team: names, roles and contact links", async ({ page }) => {
    const team = sectionOf(page, "Naš tim");
    await expect(team.getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(team.getByRole("heading", { name: "Ana Horvat" })).toBeVisible();
    await expect(team.getByText("Ravnateljica")).toBeVisible();
    await expect(team.getByRole("link", { name: "ana.horvat@gimnazija-obzor.hr" })).toHaveAttribute("href", "mailto:ana.horvat@gimnazija-obzor.hr");
    await expect(team.getByRole("link", { name: "+385 1 4567 892" })).toHaveAttribute("href", "tel:+38514567892");
  });

  test("numbers: the counters end on their final numbers", async ({ page }) => {
    const numbers = sectionOf(page, "Obzor u brojkama");
    await expect(numbers.locator(".numbers__value")).toHaveText(["1998", "18", "26", "12.000+"]);
    await expect(numbers.getByText("naslova u knjižnici")).toBeVisible();
  });

  test("video: a poster and no player until asked", async ({ page }, info) => {
    const video = sectionOf(page, "Šetnja kroz školu");
    await expect(video.locator("img.video__poster")).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    if (withJs(info)) {
      await hydrated(page);
      await video.getByRole("button", { name: "Pokreni videozapis: Šetnja kroz školu" }).click();
      const player = video.locator("iframe");
      await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1");
      await expect(player).toHaveAttribute("title", "Šetnja kroz školu");
    } else {
      // Without JavaScript the play control is a link to the video on its provider's site.
      await expect(video.getByRole("link", { name: "Pokreni videozapis: Šetnja kroz školu" })).toHaveAttribute("href", "https://www.youtube.com/watch?v=aqz-KE-bpKQ");
    }
  });

  test("map: the address and a link that opens the map, nothing embedded", async ({ page }) => {
    const map = sectionOf(page, "Gdje se nalazimo");
    await expect(map.locator("address")).toHaveText("Ilica 242, 10000 Zagreb");
    await expect(map.getByRole("link", { name: "Otvori kartu (OpenStreetMap)" })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/?mlat=45.8138&mlon=15.9466#map=17/45.8138/15.9466",
    );
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("call to action: two buttons to local pages", async ({ page }) => {
    const cta = sectionOf(page, "Upisi su otvoreni");
    await expect(cta.getByRole("link", { name: "Upiši se" })).toHaveAttribute("href", "/upisi");
    await cta.getByRole("link", { name: "Kontakt" }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
  });

  test("FAQ: each answer opens on click, without JavaScript too", async ({ page }) => {
    const faq = sectionOf(page, "Česta pitanja");
    const answer = faq.getByText("Školarina za školsku godinu 2026./2027.");
    await expect(answer).toBeHidden();
    await faq.getByText("Koliko košta školarina?").click();
    await expect(answer).toBeVisible();
    const data = JSON.parse((await faq.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(3);
  });

  test("products and categories from the shop, linking to their pages", async ({ page }) => {
    const products = sectionOf(page, "Iz školske trgovine");
    const cards = products.locator(".product-card");
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute("href", /^\/product\/[\w-]+$/);
    }
    const categories = sectionOf(page, "Kategorije trgovine");
    const links = categories.getByRole("link");
    await expect(links).toHaveText(["Odjeća", "Knjige i udžbenici", "Pribor", "Digitalno"]);
    await expect(links.first()).toHaveAttribute("href", "/shop/odjeca");
    await links.nth(2).click();
    await expect(page).toHaveURL(/\/shop\/pribor$/);
  });

});
