import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nConfig } from "~/i18n/i18n";
import { resources } from "~/i18n/i18next.server";
import { SECTION_DEFINITIONS } from "./registry";
import { SECTION_VIEWS } from "./views";

const i18n = createInstance();
beforeAll(() => i18n.use(initReactI18next).init({ ...i18nConfig, lng: "hr", resources }));

/** A view's server HTML, as a visitor without JavaScript gets it (inside a router with the root's data). */
async function render(type: string, props: Record<string, unknown>): Promise<string> {
  const View = SECTION_VIEWS[type];
  const { query, dataRoutes } = createStaticHandler([{ id: "root", path: "/", loader: () => ({ language: "hr" }), element: <View props={props} /> }]);
  const context = await query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
    </I18nextProvider>,
  );
}

const media = { id: 7, title: "Škola", description: "Zgrada škole", path: "/media/7.svg", alternativePaths: { FullHDSize: "/media/7-fullhd.svg" }, width: 600, height: 400 };

// The smallest props each type's schema accepts (defaults filled in by the schema, as on a page).
const MINIMAL: Record<string, Record<string, unknown>> = {
  hero: { title: "Naslov" },
  text: { html: "" },
  "text-image": { html: "", media },
  "image-gallery": { images: [{ media }] },
  team: { members: [{ name: "Ana" }] },
  numbers: { items: [{ value: 0, label: "ništa" }] },
  video: { title: "Video", provider: "youtube", videoId: "abc" },
  map: { address: "Ilica 242" },
  "call-to-action": { title: "Upisi", primary: { label: "Upiši se", url: "/upisi" } },
  accordion: { items: [{ question: "Pitanje?", answer: "" }] },
  "products-list": {},
  "product-categories": {},
  "posts-list": {},
  "events-list": {},
  "contact-form": { formId: 1 },
  newsletter: {},
};

describe("section views", () => {
  it.each(Object.keys(SECTION_VIEWS))("%s renders with minimal props", async (type) => {
    const props = SECTION_DEFINITIONS[type].schema.parse(MINIMAL[type]);
    // Lists of shop products or posts without their data (it failed or found nothing) render nothing at all.
    await expect(render(type, props)).resolves.toMatch(["products-list", "product-categories", "posts-list"].includes(type) ? /^$/ : /^<section/);
  });

  it("products-list: the product cards of its data, linking to /product/...", async () => {
    const product = { id: 3, name: "Bilježnica A4", slug: "biljeznica-a4-crte", sku: "", type: "", format: "Simple", media: null, basicPrice: 2.5, retailPrice: null, finalPrice: 2.5, membershipPrice: null, discount: 0, featured: false, archived: false };
    const html = await render("products-list", { title: "Iz trgovine", limit: 4, data: [product] });
    expect(html).toContain('<h2 class="section__title">Iz trgovine</h2>');
    expect(html).toContain('href="/product/biljeznica-a4-crte"');
  });

  it("product-categories: category cards linking to /shop/...", async () => {
    const category = { id: 1, name: "Odjeća", slug: "odjeca", parentId: null, image: null, description: "", sortTypes: [], sortDefaultType: "newest", children: [] };
    const html = await render("product-categories", { data: [category] });
    expect(html).toContain('href="/shop/odjeca"');
    expect(html).toContain('aria-label="Kategorije proizvoda"');
  });

  it("gallery: sized, lazy thumbnails with alt texts, each a plain link to the full size", async () => {
    const html = await render("image-gallery", { title: "Galerija", images: [{ media, caption: "Ilica 242" }] });
    expect(html).toContain('<a href="/media/7-fullhd.svg"');
    expect(html).toMatch(/<img[^>]*alt="Zgrada škole"[^>]*width="600" height="400" loading="lazy"/);
    expect(html).toContain("<figcaption");
  });

  it("numbers: the final, formatted number is in the HTML", async () => {
    const html = await render("numbers", { items: [{ value: 12000, suffix: "+", label: "naslova" }, { value: 1998, label: "osnovani" }] });
    expect(html).toContain("12.000");
    // Four digits stay ungrouped, as a year should.
    expect(html).toContain(">1998<");
    expect(html).toContain("+");
  });

  it("video: without JavaScript a poster and a link to the provider, no iframe", async () => {
    const html = await render("video", { title: "Šetnja", provider: "vimeo", videoId: "76979871", media });
    expect(html).toContain('href="https://vimeo.com/76979871"');
    expect(html).toContain("Pokreni videozapis: Šetnja");
    expect(html).not.toContain("<iframe");
  });

  it("map: the address and a link to the map, nothing embedded", async () => {
    const html = await render("map", { address: "Ilica 242, Zagreb", zoom: 16, provider: "openstreetmap" });
    expect(html).toContain("<address");
    expect(html).toContain("https://www.openstreetmap.org/search?query=Ilica%20242%2C%20Zagreb");
    expect(html).not.toContain("<iframe");
  });

  it("accordion: native details/summary and FAQPage data that cannot close its script", async () => {
    const html = await render("accordion", { items: [{ question: "Što je </script>?", answer: "<p>Oznaka</p>" }] });
    expect(html).toContain("<details");
    expect(html).toContain("<summary");
    expect(html).toContain('"@type":"FAQPage"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("team: e-mail and dialable phone links", async () => {
    const html = await render("team", { members: [{ name: "Ana", email: "ana@example.com", phone: "+385 1 4567 891" }] });
    expect(html).toContain('href="mailto:ana@example.com"');
    expect(html).toContain('href="tel:+38514567891"');
  });
});
