import { localized } from "../sites/shop-pages";
import type { ContentSeed, PostBodySeed, PostSeed } from "./types";

// The shop's few news posts in hr, en and de: each post is written once with its copy per
// language, so the translations stay side by side (as the shop's pages are).

type Language = "hr" | "en" | "de";
type Copy = { slug: string; title: string; excerpt: string; body: PostBodySeed };

const LANGUAGES: Language[] = ["hr", "en", "de"];
const CATEGORY_SLUGS: Record<Language, string> = { hr: "novosti", en: "news", de: "neuigkeiten" };

function translated(
  group: string,
  daysAgo: number,
  palette: PostSeed["palette"],
  copy: Record<Language, Copy>
): PostSeed[] {
  return LANGUAGES.map((language) => ({
    language,
    group,
    categories: [CATEGORY_SLUGS[language]],
    daysAgo,
    palette,
    ...copy[language],
  }));
}

export const shopContent: ContentSeed = {
  language: "hr",
  mediaFolder: "shop",
  categories: [
    { language: "hr", group: "novosti", slug: "novosti", title: "Novosti", description: "Novo u trgovini." },
    { language: "en", group: "novosti", slug: "news", title: "News", description: "New in the shop." },
    { language: "de", group: "novosti", slug: "neuigkeiten", title: "Neuigkeiten", description: "Neu im Shop." },
  ],
  posts: [
    ...translated("objava-nova-kolekcija", 5, "sunset", {
      hr: {
        slug: "nova-skolska-kolekcija",
        title: "Stigla je nova školska kolekcija",
        excerpt: "Majice, dukserice i torbe s novim logom škole, od organskog pamuka.",
        body: {
          lead: "Nova kolekcija izrađena je od organskog pamuka i recikliranog poliestera.",
          heading: "Što je novo",
          paragraphs: ["Učenici su sami birali boje i dizajn u anketi na početku godine."],
          points: ["majice u šest boja", "dukserice s kapuljačom", "platnene torbe"],
          link: { label: "školska kolekcija", url: localized("hr", "/shop") },
        },
      },
      en: {
        slug: "new-school-collection",
        title: "The new school collection has arrived",
        excerpt: "T-shirts, hoodies and bags with the new school logo, made of organic cotton.",
        body: {
          lead: "The new collection is made of organic cotton and recycled polyester.",
          heading: "What is new",
          paragraphs: ["Students chose the colours and the design themselves in a survey at the start of the year."],
          points: ["T-shirts in six colours", "hoodies", "canvas bags"],
          link: { label: "the school collection", url: localized("en", "/shop") },
        },
      },
      de: {
        slug: "neue-schulkollektion",
        title: "Die neue Schulkollektion ist da",
        excerpt: "T-Shirts, Hoodies und Taschen mit dem neuen Schullogo, aus Bio-Baumwolle.",
        body: {
          lead: "Die neue Kollektion besteht aus Bio-Baumwolle und recyceltem Polyester.",
          heading: "Was ist neu",
          paragraphs: ["Die Schüler haben Farben und Design zu Beginn des Jahres selbst in einer Umfrage gewählt."],
          points: ["T-Shirts in sechs Farben", "Hoodies", "Stofftaschen"],
          link: { label: "die Schulkollektion", url: localized("de", "/shop") },
        },
      },
    }),
    ...translated("objava-besplatna-dostava", 40, "sea", {
      hr: {
        slug: "besplatna-dostava-od-50-eura",
        title: "Besplatna dostava za narudžbe od 50 eura",
        excerpt: "Za narudžbe od 50 eura naviše dostava na kućnu adresu je besplatna.",
        body: {
          lead: "Od ovog mjeseca dostavu plaćamo mi.",
          heading: "Kako funkcionira",
          paragraphs: ["Besplatna dostava automatski se nudi u košarici čim iznos artikala dosegne 50 eura."],
          points: ["dostava u Hrvatskoj i EU", "isporuka u 2 do 4 radna dana", "osobno preuzimanje i dalje besplatno"],
        },
      },
      en: {
        slug: "free-delivery-from-50-euro",
        title: "Free delivery for orders from 50 euro",
        excerpt: "Home delivery is free for orders of 50 euro or more.",
        body: {
          lead: "From this month on, delivery is on us.",
          heading: "How it works",
          paragraphs: ["Free delivery is offered in the cart as soon as the items total reaches 50 euro."],
          points: ["delivery in Croatia and the EU", "2 to 4 working days", "pick-up stays free"],
        },
      },
      de: {
        slug: "kostenlose-lieferung-ab-50-euro",
        title: "Kostenlose Lieferung ab 50 Euro",
        excerpt: "Ab einem Bestellwert von 50 Euro ist die Lieferung nach Hause kostenlos.",
        body: {
          lead: "Ab diesem Monat übernehmen wir die Versandkosten.",
          heading: "So funktioniert es",
          paragraphs: ["Die kostenlose Lieferung wird im Warenkorb angeboten, sobald der Warenwert 50 Euro erreicht."],
          points: ["Lieferung in Kroatien und der EU", "2 bis 4 Werktage", "Abholung bleibt kostenlos"],
        },
      },
    }),
  ],
  events: [],
  comments: [],
  forms: [],
  options: [],
};
