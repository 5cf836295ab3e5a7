import { mediaOptions } from "../media-sizes";
import type { ElementSeed, MenuItemSeed, NavigationSeed, OptionSeed, SiteSeed } from "../types";
import { FOOTER_HANDLES, languageOptions, PALETTES, photo, SCHOOL_CONTACT, THEME_NAVIGATIONS } from "./common";
import { HOME_SLUGS, localized, SHOP_LANGUAGES, shopPages, shopPath, type ShopLanguage } from "./shop-pages";

// Site 2: the school's multilingual shop on shop.localhost, in hr (default), en and de.

const NAME = "Obzor Shop";

/** The shop's words per language: menus, layout elements and translated options. */
const copy = {
  hr: {
    main: "Glavna navigacija",
    home: "Naslovna",
    shop: "Trgovina",
    about: "O nama",
    footers: ["Trgovina", "Moj račun", "O nama", "Korisno"],
    allCategories: "Sve kategorije",
    cart: "Košarica",
    checkout: "Naplata",
    login: "Prijava",
    register: "Registracija",
    profile: "Moj profil",
    aboutShop: "O trgovini",
    school: "Gimnazija Obzor",
    privacy: "Pravila privatnosti",
    search: "Pretraga",
    footerTitle: "Podnožje",
    footerDescription:
      "Obzor Shop je službena trgovina Privatne gimnazije Obzor. Prihod od školske kolekcije ide u fond za učeničke stipendije.",
    openingHours: "Preuzimanje u tajništvu: pon – pet, 8:00 – 16:00",
    cookieTitle: "Obavijest o kolačićima",
    cookieText:
      "Koristimo kolačiće kako bismo zapamtili vašu košaricu i odabrani jezik te razumjeli kako se trgovina koristi. Ostale kolačiće postavljamo samo uz vašu privolu.",
    cookieButton: "Prihvati sve",
    headerTitle: "Zaglavlje",
    copyright: "© 2026 Obzor Shop. Sva prava pridržana.",
  },
  en: {
    main: "Main navigation",
    home: "Home",
    shop: "Shop",
    about: "About us",
    footers: ["Shop", "My account", "About us", "Useful links"],
    allCategories: "All categories",
    cart: "Cart",
    checkout: "Checkout",
    login: "Log in",
    register: "Register",
    profile: "My profile",
    aboutShop: "About the shop",
    school: "Obzor Grammar School",
    privacy: "Privacy policy",
    search: "Search",
    footerTitle: "Footer",
    footerDescription:
      "Obzor Shop is the official shop of Obzor Private Grammar School. Proceeds from the school collection go to the student scholarship fund.",
    openingHours: "Pick-up at the school office: Mon – Fri, 8:00 – 16:00",
    cookieTitle: "Cookie notice",
    cookieText:
      "We use cookies to remember your cart and chosen language and to understand how the shop is used. Other cookies are set only with your consent.",
    cookieButton: "Accept all",
    headerTitle: "Header",
    copyright: "© 2026 Obzor Shop. All rights reserved.",
  },
  de: {
    main: "Hauptnavigation",
    home: "Startseite",
    shop: "Shop",
    about: "Über uns",
    footers: ["Shop", "Mein Konto", "Über uns", "Nützliches"],
    allCategories: "Alle Kategorien",
    cart: "Warenkorb",
    checkout: "Kasse",
    login: "Anmelden",
    register: "Registrieren",
    profile: "Mein Profil",
    aboutShop: "Über den Shop",
    school: "Gymnasium Obzor",
    privacy: "Datenschutz",
    search: "Suche",
    footerTitle: "Fußzeile",
    footerDescription:
      "Obzor Shop ist der offizielle Shop des Privatgymnasiums Obzor. Der Erlös der Schulkollektion fließt in den Stipendienfonds.",
    openingHours: "Abholung im Sekretariat: Mo – Fr, 8:00 – 16:00",
    cookieTitle: "Cookie-Hinweis",
    cookieText:
      "Wir verwenden Cookies, um Ihren Warenkorb und die gewählte Sprache zu speichern und zu verstehen, wie der Shop genutzt wird. Weitere Cookies setzen wir nur mit Ihrer Einwilligung.",
    cookieButton: "Alle akzeptieren",
    headerTitle: "Kopfzeile",
    copyright: "© 2026 Obzor Shop. Alle Rechte vorbehalten.",
  },
} satisfies Record<ShopLanguage, Record<string, unknown>>;

/** Storefront paths of the shop's screens; en and de share the English path (SPEC 2.1). */
const screens = {
  shop: { hr: "/shop", en: "/shop" },
  cart: { hr: "/kosarica", en: "/cart" },
  checkout: { hr: "/naplata", en: "/checkout" },
  login: { hr: "/prijava", en: "/login" },
  register: { hr: "/registracija", en: "/register" },
  profile: { hr: "/profil", en: "/profile" },
  search: { hr: "/pretraga", en: "/search" },
};

function screen(name: keyof typeof screens, language: ShopLanguage): string {
  return localized(language, language === "hr" ? screens[name].hr : screens[name].en);
}

function navigationsIn(language: ShopLanguage): NavigationSeed[] {
  const words = copy[language];
  const footerItems: MenuItemSeed[][] = [
    [
      { title: words.allCategories, link: screen("shop", language) },
      { title: words.cart, link: screen("cart", language) },
      { title: words.checkout, link: screen("checkout", language) },
    ],
    [
      { title: words.login, link: screen("login", language) },
      { title: words.register, link: screen("register", language) },
      { title: words.profile, link: screen("profile", language) },
    ],
    [
      { title: words.aboutShop, link: shopPath("about", language) },
      { title: words.school, link: "http://localhost:3000/" },
    ],
    [
      { title: words.privacy, link: shopPath("privacy", language) },
      { title: words.search, link: screen("search", language) },
    ],
  ];
  return [
    {
      handle: "main",
      language,
      title: words.main,
      items: [
        { title: words.home, link: localized(language, "/") },
        { title: words.shop, link: screen("shop", language) },
        { title: words.about, link: shopPath("about", language) },
      ],
    },
    ...FOOTER_HANDLES.map((handle, index) => ({
      handle,
      language,
      title: words.footers[index],
      items: footerItems[index],
    })),
  ];
}

function elementsIn(language: ShopLanguage): ElementSeed[] {
  const words = copy[language];
  return [
    { handler: "header-section", language, title: words.headerTitle, options: { searchPlaceholder: words.search } },
    {
      handler: "footer-section",
      language,
      title: words.footerTitle,
      options: {
        description: words.footerDescription,
        address: SCHOOL_CONTACT.address,
        phone: "+385 1 4567 891",
        email: "shop@gimnazija-obzor.hr",
        openingHours: words.openingHours,
        socials: SCHOOL_CONTACT.socials,
      },
    },
    {
      handler: "cookie-section",
      language,
      title: words.cookieTitle,
      options: { text: words.cookieText, linkLabel: words.privacy, buttonLabel: words.cookieButton },
    },
  ];
}

function optionsIn(language: ShopLanguage): OptionSeed[] {
  return [
    { key: "CopyrightText", language, value: copy[language].copyright },
    // Each language has its own home page: the storefront opens the slug of its language.
    { key: "HomePageSlug", language, value: HOME_SLUGS[language] },
  ];
}

/** Accounts (issue 6): no e-mail confirmation; the storefront signs in after register. */
const AUTH_SETTINGS = { requireEmailConfirmation: false, autoLoginAfterRegister: true };

export const shopSite: SiteSeed = {
  mediaFolder: "shop",
  site: { name: NAME, url: "http://shop.localhost:3000" },
  domain: {
    name: NAME,
    url: "http://shop.localhost:3000",
    subdomain: "shop",
    hosts: ["shop.localhost"],
    isDefault: false,
    storeId: 2,
    languages: SHOP_LANGUAGES,
    extra: {
      mediaOptions: mediaOptions(),
      checkoutSettings: { allowedCountries: "ALL", cartAddBehaviour: 2 },
      currencyConfig: { label: "EUR", symbol: "€", code: "EUR" },
      cmsOptionFilter: {},
      cmsElements: {},
      authSettings: AUTH_SETTINGS,
    },
  },
  pictures: [
    {
      kind: "logo",
      key: "logo",
      title: "Logo Obzor Shopa",
      name: NAME,
      tagline: "Trgovina Gimnazije Obzor",
      palette: PALETTES.dusk,
    },
    photo("hero", "Obzor Shop", "Školska kolekcija na policama trgovine", "dusk"),
    photo("kolekcija", "Školska kolekcija", "Majice i dukserice s logom škole", "sunset"),
    photo("knjige", "Udžbenici i pribor", "Kompleti udžbenika složeni po razredima", "sea"),
    photo("zadruga", "Učenička zadruga", "Učenici pakiraju narudžbe", "meadow"),
  ],
  options: [
    { key: "Logo", value: "", media: "logo" },
    { key: "CookieNotice", value: "true" },
    ...languageOptions(SHOP_LANGUAGES),
    { key: "ThemeNavigations", value: THEME_NAVIGATIONS },
    { key: "MaintenanceMode", value: "false" },
    { key: "NumberOfStars", value: "5" },
    {
      key: "SiteDescription",
      value: "Obzor Shop – službena trgovina Privatne gimnazije Obzor: školska kolekcija, udžbenici i pribor.",
    },
    ...SHOP_LANGUAGES.flatMap(optionsIn),
  ],
  navigations: SHOP_LANGUAGES.flatMap(navigationsIn),
  elements: SHOP_LANGUAGES.flatMap(elementsIn),
  pages: shopPages,
};
