import { mediaOptions } from "../media-sizes";
import type { ElementSeed, LogoSeed, NavigationSeed, SiteSeed } from "../types";
import { languageOptions, PALETTES, photo, SCHOOL_CONTACT, THEME_NAVIGATIONS } from "./common";
import { schoolPages } from "./school-pages";

// Site 1: the school deployment, Croatian only. It answers for localhost and for every host
// name no other domain claims.

/** Accounts (issue 6): the school confirms e-mails before sign-in; no auto-login. */
export const SCHOOL_AUTH_SETTINGS = { requireEmailConfirmation: true, autoLoginAfterRegister: false };

export const SCHOOL_NAME = "Privatna gimnazija Obzor";

export const schoolLogo: LogoSeed = {
  kind: "logo",
  key: "logo",
  title: "Logo Privatne gimnazije Obzor",
  name: "Gimnazija Obzor",
  tagline: "Privatna gimnazija · Zagreb",
  palette: PALETTES.horizon,
};

export const schoolFooter: ElementSeed = {
  handler: "footer-section",
  language: "hr",
  title: "Podnožje",
  options: {
    description:
      "Privatna gimnazija Obzor je opća gimnazija s pravom javnosti u Zagrebu. Male razredne skupine, mentorski rad i bogat izvannastavni program od 1998. godine.",
    ...SCHOOL_CONTACT,
    openingHours: "Tajništvo: pon – pet, 8:00 – 16:00",
  },
};

export const schoolCookieNotice: ElementSeed = {
  handler: "cookie-section",
  language: "hr",
  title: "Obavijest o kolačićima",
  options: {
    text: "Koristimo kolačiće kako bismo zapamtili vašu košaricu i postavke te razumjeli kako se stranice koriste. Nužni kolačići uvijek su uključeni, a ostale postavljamo samo uz vašu privolu.",
    linkLabel: "Pravila privatnosti",
    buttonLabel: "Prihvati sve",
  },
};

export const schoolHeader: ElementSeed = {
  handler: "header-section",
  language: "hr",
  title: "Zaglavlje",
  options: { searchPlaceholder: "Pretraga" },
};

const navigations: NavigationSeed[] = [
  {
    handle: "main",
    language: "hr",
    title: "Glavna navigacija",
    items: [
      { title: "Naslovna", link: "/" },
      {
        title: "O nama",
        link: "/o-nama",
        children: [
          { title: "Povijest škole", link: "/povijest-skole" },
          { title: "Nastavnici", link: "/nastavnici" },
        ],
      },
      { title: "Upisi", link: "/upisi" },
      { title: "Objave", link: "/objave" },
      { title: "Trgovina", link: "/shop" },
      { title: "Kontakt", link: "/kontakt" },
    ],
  },
  {
    handle: "footer1",
    language: "hr",
    title: "Škola",
    items: [
      { title: "O nama", link: "/o-nama" },
      { title: "Povijest škole", link: "/povijest-skole" },
      { title: "Nastavnici", link: "/nastavnici" },
      { title: "Objave", link: "/objave" },
    ],
  },
  {
    handle: "footer2",
    language: "hr",
    title: "Upisi i nastava",
    items: [
      { title: "Upisi", link: "/upisi" },
      { title: "Dan otvorenih vrata", link: "/upisi" },
      { title: "Kontakt", link: "/kontakt" },
    ],
  },
  {
    handle: "footer3",
    language: "hr",
    title: "Trgovina",
    items: [
      { title: "Sve kategorije", link: "/shop" },
      { title: "Košarica", link: "/kosarica" },
      { title: "Moj profil", link: "/profil" },
      { title: "Prijava", link: "/prijava" },
    ],
  },
  {
    handle: "footer4",
    language: "hr",
    title: "Korisno",
    items: [
      { title: "Pravila privatnosti", link: "/pravila-privatnosti" },
      { title: "Pretraga", link: "/pretraga" },
      { title: "Registracija", link: "/registracija" },
    ],
  },
];

export const schoolSite: SiteSeed = {
  mediaFolder: "school",
  site: { name: SCHOOL_NAME, url: "http://localhost:3000" },
  domain: {
    name: SCHOOL_NAME,
    url: "http://localhost:3000",
    subdomain: null,
    hosts: ["localhost", "127.0.0.1"],
    isDefault: true,
    storeId: 1,
    languages: ["hr"],
    extra: {
      mediaOptions: mediaOptions(),
      checkoutSettings: { allowedCountries: "ALL", cartAddBehaviour: 0 },
      currencyConfig: { label: "EUR", symbol: "€", code: "EUR" },
      cmsOptionFilter: {},
      cmsElements: {},
      authSettings: SCHOOL_AUTH_SETTINGS,
    },
  },
  // The same shop under two more host names whose only difference is the cart-add behaviour
  // (SPEC 4: 1 stays on the page, 2 opens the cart popup), so each behaviour can be seen.
  moreDomains: ([1, 2] as const).map((cartAddBehaviour) => ({
    name: SCHOOL_NAME,
    url: "http://localhost:3000",
    subdomain: null,
    hosts: [cartAddBehaviour === 1 ? "ostani.localhost" : "skocni.localhost"],
    isDefault: false,
    storeId: 1,
    languages: ["hr"],
    extra: {
      mediaOptions: mediaOptions(),
      checkoutSettings: { allowedCountries: "ALL", cartAddBehaviour },
      currencyConfig: { label: "EUR", symbol: "€", code: "EUR" },
      cmsOptionFilter: {},
      cmsElements: {},
      authSettings: SCHOOL_AUTH_SETTINGS,
    },
  })),
  pictures: [
    schoolLogo,
    photo("hero", "Gimnazija Obzor", "Pročelje škole u Ilici u jutarnjem svjetlu", "horizon"),
    photo("skola", "Škola u Ilici", "Zgrada škole i školsko dvorište", "slate"),
    photo("ucionica", "Nastava u malim skupinama", "Učenici i nastavnica u učionici", "meadow"),
    photo("laboratorij", "Školski laboratorij", "Učenici izvode pokus iz kemije", "sea"),
    photo("knjiznica", "Knjižnica i čitaonica", "Police knjižnice i stolovi čitaonice", "sunset"),
    photo("povijest", "Od 1998. u Ilici", "Prva generacija učenika ispred škole", "dusk"),
    photo("nastavnici", "Naši nastavnici", "Nastavničko vijeće na početku školske godine", "meadow"),
    photo("upisi", "Upisi 2026./2027.", "Budući učenici na danu otvorenih vrata", "horizon"),
    photo("kontakt", "Dođite nam u posjet", "Ulaz u školu iz Ilice", "sea"),
  ],
  options: [
    { key: "Logo", value: "", media: "logo" },
    { key: "CopyrightText", value: `© 2026 ${SCHOOL_NAME}. Sva prava pridržana.` },
    { key: "CookieNotice", value: "true" },
    ...languageOptions(["hr"]),
    { key: "HomePageSlug", value: "naslovna" },
    { key: "ThemeNavigations", value: THEME_NAVIGATIONS },
    { key: "MaintenanceMode", value: "false" },
    { key: "NumberOfStars", value: "5" },
    {
      key: "SiteDescription",
      value:
        "Privatna gimnazija Obzor u Zagrebu – opća gimnazija s malim razrednim skupinama, mentorskim radom i pripremom za državnu maturu.",
    },
  ],
  navigations,
  elements: [schoolHeader, schoolFooter, schoolCookieNotice],
  pages: schoolPages,
};
