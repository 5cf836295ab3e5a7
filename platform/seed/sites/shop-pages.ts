import type { LanguageCode, PageSeed } from "../types";

// The shop's pages in hr, en and de. Each page is laid out once; its copy comes per language,
// so the translations stay side by side. Links carry the storefront's locale prefix.

export type ShopLanguage = "hr" | "en" | "de";

/** Where the storefront serves a path in each language: hr has no prefix. */
export function localized(language: LanguageCode, path: string): string {
  if (language === "hr") return path;
  return path === "/" ? `/${language}` : `/${language}${path}`;
}

const slugs = {
  home: { hr: "naslovna", en: "home", de: "startseite" },
  about: { hr: "o-nama", en: "about-us", de: "ueber-uns" },
  privacy: { hr: "pravila-privatnosti", en: "privacy-policy", de: "datenschutz" },
} satisfies Record<string, Record<ShopLanguage, string>>;

export function shopPath(page: keyof typeof slugs, language: ShopLanguage): string {
  return localized(language, `/${slugs[page][language]}`);
}

const home = {
  hr: {
    title: "Naslovna",
    excerpt: "Službena trgovina Privatne gimnazije Obzor: školska kolekcija, udžbenici i pribor.",
    metaTitle: "Obzor Shop – školska kolekcija i udžbenici",
    metaDescription:
      "Majice, dukserice, torbe i pribor s logom Gimnazije Obzor te udžbenici za sve razrede. Dostava u Hrvatskoj i EU.",
    heroTitle: "Školska kolekcija Obzor",
    heroSubtitle: "Majice, dukserice, torbe i pribor s logom škole – te udžbenici i priručnici za sve razrede.",
    heroCta: "Pogledaj ponudu",
    introTitle: "Trgovina Privatne gimnazije Obzor",
    introHtml:
      "<p>Obzor Shop službena je trgovina Privatne gimnazije Obzor. Sav prihod od školske kolekcije ide u fond za učeničke stipendije i izlete.</p>" +
      "<p>Narudžbe šaljemo diljem Hrvatske i Europske unije, a možete ih preuzeti i u tajništvu škole, Ilica 242.</p>",
    collectionTitle: "Školska kolekcija",
    collectionHtml:
      "<ul><li>majice i dukserice od organskog pamuka, veličine XS – XXL</li><li>personalizacija imenom i generacijom</li><li>torbe, boce i pribor za svaki dan</li></ul>",
    collectionCta: "Cijela kolekcija",
    booksTitle: "Udžbenici i pribor",
    booksHtml:
      "<p>Komplete udžbenika za svaki razred složili su naši nastavnici. Uz njih nudimo radne bilježnice, priručnike za državnu maturu i pribor za laboratorij.</p>",
    deliveryHtml:
      "<h2>Dostava i povrat</h2>" +
      "<p>Dostava je besplatna za narudžbe iznad 50 €, a proizvode možete vratiti u roku od 14 dana.</p>",
    privacyLink: "Kako postupamo s vašim podacima",
  },
  en: {
    title: "Home",
    excerpt: "The official shop of Obzor Grammar School: school collection, textbooks and supplies.",
    metaTitle: "Obzor Shop – school collection and textbooks",
    metaDescription:
      "T-shirts, hoodies, bags and stationery with the Obzor Grammar School logo, plus textbooks for every year. Delivery in Croatia and the EU.",
    heroTitle: "The Obzor school collection",
    heroSubtitle:
      "T-shirts, hoodies, bags and stationery with the school logo – plus textbooks and study guides for every year.",
    heroCta: "Browse the shop",
    introTitle: "The shop of Obzor Grammar School",
    introHtml:
      "<p>Obzor Shop is the official shop of Obzor Private Grammar School. All proceeds from the school collection go to the fund for student scholarships and field trips.</p>" +
      "<p>We ship across Croatia and the European Union, and you can also pick up your order at the school office, Ilica 242, Zagreb.</p>",
    collectionTitle: "School collection",
    collectionHtml:
      "<ul><li>organic cotton T-shirts and hoodies, sizes XS – XXL</li><li>personalised with your name and class year</li><li>bags, bottles and everyday stationery</li></ul>",
    collectionCta: "The whole collection",
    booksTitle: "Textbooks and supplies",
    booksHtml:
      "<p>Our teachers put together the textbook set for each year. We also offer workbooks, state graduation exam guides and lab equipment.</p>",
    deliveryHtml:
      "<h2>Delivery and returns</h2>" +
      "<p>Delivery is free for orders over €50, and you can return products within 14 days.</p>",
    privacyLink: "How we handle your data",
  },
  de: {
    title: "Startseite",
    excerpt: "Der offizielle Shop des Privatgymnasiums Obzor: Schulkollektion, Schulbücher und Schreibwaren.",
    metaTitle: "Obzor Shop – Schulkollektion und Schulbücher",
    metaDescription:
      "T-Shirts, Hoodies, Taschen und Schreibwaren mit dem Logo des Gymnasiums Obzor sowie Schulbücher für alle Jahrgänge. Versand in Kroatien und der EU.",
    heroTitle: "Die Obzor-Schulkollektion",
    heroSubtitle:
      "T-Shirts, Hoodies, Taschen und Schreibwaren mit dem Schullogo – dazu Schulbücher und Lernhilfen für alle Jahrgänge.",
    heroCta: "Zum Shop",
    introTitle: "Der Shop des Gymnasiums Obzor",
    introHtml:
      "<p>Obzor Shop ist der offizielle Shop des Privatgymnasiums Obzor. Der gesamte Erlös der Schulkollektion fließt in den Fonds für Stipendien und Klassenfahrten.</p>" +
      "<p>Wir liefern in ganz Kroatien und in die Europäische Union; Bestellungen können Sie auch im Sekretariat der Schule, Ilica 242, abholen.</p>",
    collectionTitle: "Schulkollektion",
    collectionHtml:
      "<ul><li>T-Shirts und Hoodies aus Bio-Baumwolle, Größen XS – XXL</li><li>Personalisierung mit Name und Jahrgang</li><li>Taschen, Flaschen und Schreibwaren für jeden Tag</li></ul>",
    collectionCta: "Die ganze Kollektion",
    booksTitle: "Schulbücher und Schreibwaren",
    booksHtml:
      "<p>Die Schulbuchpakete für jeden Jahrgang haben unsere Lehrkräfte zusammengestellt. Dazu gibt es Arbeitshefte, Lernhilfen für die Reifeprüfung und Laborzubehör.</p>",
    deliveryHtml:
      "<h2>Versand und Rückgabe</h2>" +
      "<p>Ab 50 € Bestellwert ist der Versand kostenlos; Produkte können Sie innerhalb von 14 Tagen zurückgeben.</p>",
    privacyLink: "Wie wir mit Ihren Daten umgehen",
  },
} satisfies Record<ShopLanguage, Record<string, string>>;

const about = {
  hr: {
    title: "O nama",
    excerpt: "Obzor Shop vode učenici školske zadruge uz podršku nastavnika.",
    metaTitle: "O nama – Obzor Shop",
    heroTitle: "O trgovini",
    heroSubtitle: "Trgovina koju vode učenici, za učenike, roditelje i prijatelje škole.",
    storyTitle: "Kako je sve počelo",
    storyHtml:
      "<p>Obzor Shop pokrenuli su 2019. učenici poduzetničke grupe kao školski projekt. Danas trgovinu vodi učenička zadruga: učenici biraju proizvode, fotografiraju ih, pakiraju narudžbe i odgovaraju na upite.</p>",
    coopTitle: "Učenička zadruga",
    coopHtml:
      "<p>Zadruga okuplja tridesetak učenika svih razreda. Uz mentore uče voditi zalihe, knjigovodstvo i komunikaciju s kupcima.</p>" +
      "<ul><li>proizvođači iz Hrvatske i EU</li><li>ambalaža od recikliranog papira</li><li>prihod za stipendije i izlete</li></ul>",
  },
  en: {
    title: "About us",
    excerpt: "Obzor Shop is run by the students of the school cooperative, supported by their teachers.",
    metaTitle: "About us – Obzor Shop",
    heroTitle: "About the shop",
    heroSubtitle: "A shop run by students, for students, parents and friends of the school.",
    storyTitle: "How it started",
    storyHtml:
      "<p>Students of the entrepreneurship club started Obzor Shop in 2019 as a school project. Today the student cooperative runs it: students choose the products, photograph them, pack the orders and answer your questions.</p>",
    coopTitle: "The student cooperative",
    coopHtml:
      "<p>The cooperative brings together some thirty students from every year. With their mentors they learn stock keeping, bookkeeping and customer care.</p>" +
      "<ul><li>makers from Croatia and the EU</li><li>packaging made of recycled paper</li><li>proceeds go to scholarships and field trips</li></ul>",
  },
  de: {
    title: "Über uns",
    excerpt: "Obzor Shop wird von der Schülergenossenschaft mit Unterstützung der Lehrkräfte geführt.",
    metaTitle: "Über uns – Obzor Shop",
    heroTitle: "Über den Shop",
    heroSubtitle: "Ein Shop von Schülerinnen und Schülern – für Schüler, Eltern und Freunde der Schule.",
    storyTitle: "Wie alles begann",
    storyHtml:
      "<p>Obzor Shop entstand 2019 als Schulprojekt der Unternehmer-AG. Heute führt ihn die Schülergenossenschaft: Die Schülerinnen und Schüler wählen die Produkte aus, fotografieren sie, packen die Bestellungen und beantworten Ihre Fragen.</p>",
    coopTitle: "Die Schülergenossenschaft",
    coopHtml:
      "<p>Rund dreißig Schülerinnen und Schüler aller Jahrgänge arbeiten in der Genossenschaft mit. Mit ihren Mentoren lernen sie Lagerhaltung, Buchhaltung und Kundenservice.</p>" +
      "<ul><li>Hersteller aus Kroatien und der EU</li><li>Verpackung aus Recyclingpapier</li><li>Erlös für Stipendien und Klassenfahrten</li></ul>",
  },
} satisfies Record<ShopLanguage, Record<string, string>>;

const privacy = {
  hr: {
    title: "Pravila privatnosti",
    excerpt: "Kako Obzor Shop prikuplja, koristi i štiti osobne podatke kupaca.",
    heroSubtitle: "Vrijede od 1. siječnja 2026.",
    controllerTitle: "Voditelj obrade",
    controllerHtml:
      '<p>Voditelj obrade je Privatna gimnazija Obzor, Ilica 242, 10000 Zagreb. Pitanja o privatnosti šaljite na <a href="mailto:privatnost@gimnazija-obzor.hr">privatnost@gimnazija-obzor.hr</a>.</p>',
    dataTitle: "Podaci za narudžbu",
    dataHtml:
      "<p>Za izvršenje narudžbe trebamo ime i prezime, adresu dostave, e-poštu i telefon. Podatke o plaćanju obrađuje pružatelj usluge plaćanja; mi ne vidimo broj vaše kartice.</p>",
    rightsTitle: "Kolačići i vaša prava",
    rightsHtml:
      "<p>Nužni kolačići pamte košaricu i odabrani jezik. U svakom trenutku možete zatražiti pristup, ispravak ili brisanje svojih podataka.</p>",
  },
  en: {
    title: "Privacy policy",
    excerpt: "How Obzor Shop collects, uses and protects its customers' personal data.",
    heroSubtitle: "Effective from 1 January 2026.",
    controllerTitle: "Data controller",
    controllerHtml:
      '<p>The data controller is Obzor Private Grammar School, Ilica 242, 10000 Zagreb, Croatia. Send privacy questions to <a href="mailto:privatnost@gimnazija-obzor.hr">privatnost@gimnazija-obzor.hr</a>.</p>',
    dataTitle: "Data for your order",
    dataHtml:
      "<p>To fulfil an order we need your name, delivery address, e-mail and phone number. Payment data is processed by the payment provider; we never see your card number.</p>",
    rightsTitle: "Cookies and your rights",
    rightsHtml:
      "<p>Essential cookies remember your cart and chosen language. You may ask for access to, correction or deletion of your data at any time.</p>",
  },
  de: {
    title: "Datenschutz",
    excerpt: "Wie Obzor Shop die personenbezogenen Daten seiner Kunden erhebt, nutzt und schützt.",
    heroSubtitle: "Gültig ab 1. Januar 2026.",
    controllerTitle: "Verantwortlicher",
    controllerHtml:
      '<p>Verantwortlich ist das Privatgymnasium Obzor, Ilica 242, 10000 Zagreb, Kroatien. Fragen zum Datenschutz richten Sie an <a href="mailto:privatnost@gimnazija-obzor.hr">privatnost@gimnazija-obzor.hr</a>.</p>',
    dataTitle: "Daten für Ihre Bestellung",
    dataHtml:
      "<p>Für die Bestellung benötigen wir Name, Lieferadresse, E-Mail und Telefonnummer. Zahlungsdaten verarbeitet der Zahlungsdienstleister; Ihre Kartennummer sehen wir nie.</p>",
    rightsTitle: "Cookies und Ihre Rechte",
    rightsHtml:
      "<p>Notwendige Cookies speichern Ihren Warenkorb und die gewählte Sprache. Sie können jederzeit Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen.</p>",
  },
} satisfies Record<ShopLanguage, Record<string, string>>;

function homePage(language: ShopLanguage): PageSeed {
  const copy = home[language];
  const shop = localized(language, "/shop");
  return {
    group: "home",
    language,
    slug: slugs.home[language],
    title: copy.title,
    excerpt: copy.excerpt,
    media: "hero",
    meta: { title: copy.metaTitle, description: copy.metaDescription },
    sections: [
      {
        type: "hero",
        title: copy.heroTitle,
        subtitle: copy.heroSubtitle,
        media: "hero",
        cta: { label: copy.heroCta, url: shop },
      },
      { type: "text", title: copy.introTitle, html: copy.introHtml },
      {
        type: "text-image",
        title: copy.collectionTitle,
        html: copy.collectionHtml,
        media: "kolekcija",
        imagePosition: "right",
        cta: { label: copy.collectionCta, url: shop },
      },
      { type: "text-image", title: copy.booksTitle, html: copy.booksHtml, media: "knjige", imagePosition: "left" },
      {
        type: "text",
        html: `${copy.deliveryHtml}<p><a href="${shopPath("privacy", language)}">${copy.privacyLink}</a></p>`,
      },
    ],
  };
}

function aboutPage(language: ShopLanguage): PageSeed {
  const copy = about[language];
  return {
    group: "about",
    language,
    slug: slugs.about[language],
    title: copy.title,
    excerpt: copy.excerpt,
    media: "zadruga",
    meta: { title: copy.metaTitle, description: copy.excerpt },
    sections: [
      { type: "hero", title: copy.heroTitle, subtitle: copy.heroSubtitle, media: "zadruga" },
      { type: "text", title: copy.storyTitle, html: copy.storyHtml },
      { type: "text-image", title: copy.coopTitle, html: copy.coopHtml, media: "kolekcija", imagePosition: "right" },
    ],
  };
}

function privacyPage(language: ShopLanguage): PageSeed {
  const copy = privacy[language];
  return {
    group: "privacy",
    language,
    slug: slugs.privacy[language],
    title: copy.title,
    excerpt: copy.excerpt,
    meta: { title: `${copy.title} – Obzor Shop`, description: copy.excerpt },
    sections: [
      { type: "hero", title: copy.title, subtitle: copy.heroSubtitle },
      { type: "text", title: copy.controllerTitle, html: copy.controllerHtml },
      { type: "text", title: copy.dataTitle, html: copy.dataHtml },
      { type: "text", title: copy.rightsTitle, html: copy.rightsHtml },
    ],
  };
}

export const SHOP_LANGUAGES: ShopLanguage[] = ["hr", "en", "de"];

export const HOME_SLUGS = slugs.home;

export const shopPages: PageSeed[] = SHOP_LANGUAGES.flatMap((language) => [
  homePage(language),
  aboutPage(language),
  privacyPage(language),
]);
