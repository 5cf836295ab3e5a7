import { mediaOptions } from "../media-sizes";
import type { SiteSeed } from "../types";
import { languageOptions, PALETTES, THEME_NAVIGATIONS } from "./common";
import { SCHOOL_AUTH_SETTINGS, schoolCookieNotice, schoolFooter, schoolHeader, schoolLogo } from "./school";

// Site 3: a small school site with maintenance mode on, to show the maintenance view
// ("Uskoro..." and the footer's social links) to visitors who are not back-office users.

const NAME = "Ljetna škola Obzor";

export const maintenanceSite: SiteSeed = {
  mediaFolder: "odrzavanje",
  site: { name: NAME, url: "http://odrzavanje.localhost:3000" },
  domain: {
    name: NAME,
    url: "http://odrzavanje.localhost:3000",
    subdomain: "odrzavanje",
    hosts: ["odrzavanje.localhost"],
    isDefault: false,
    storeId: 3,
    languages: ["hr"],
    extra: {
      mediaOptions: mediaOptions(),
      checkoutSettings: { allowedCountries: ["HR"], cartAddBehaviour: 1 },
      currencyConfig: { label: "EUR", symbol: "€", code: "EUR" },
      cmsOptionFilter: {},
      cmsElements: {},
      authSettings: SCHOOL_AUTH_SETTINGS,
    },
  },
  pictures: [
    { ...schoolLogo, name: "Ljetna škola Obzor", tagline: "Uskoro s novim programom" },
    {
      kind: "photo",
      key: "hero",
      title: "Ljetna škola Obzor",
      description: "Učenici na ljetnoj radionici u školskom dvorištu",
      palette: PALETTES.sunset,
    },
  ],
  options: [
    { key: "Logo", value: "", media: "logo" },
    { key: "CopyrightText", value: `© 2026 ${NAME}. Sva prava pridržana.` },
    { key: "CookieNotice", value: "true" },
    ...languageOptions(["hr"]),
    { key: "HomePageSlug", value: "naslovna" },
    { key: "ThemeNavigations", value: THEME_NAVIGATIONS },
    { key: "MaintenanceMode", value: "true" },
    { key: "NumberOfStars", value: "5" },
    { key: "SiteDescription", value: "Ljetna škola Obzor – radionice znanosti, jezika i umjetnosti za srednjoškolce." },
  ],
  navigations: [
    {
      handle: "main",
      language: "hr",
      title: "Glavna navigacija",
      items: [{ title: "Naslovna", link: "/" }],
    },
  ],
  elements: [
    schoolHeader,
    {
      ...schoolFooter,
      options: {
        ...schoolFooter.options,
        description:
          "Ljetna škola Obzor priprema novi program radionica. Pratite nas na društvenim mrežama i saznajte prvi kada otvorimo prijave.",
      },
    },
    schoolCookieNotice,
  ],
  pages: [
    {
      group: "naslovna",
      language: "hr",
      slug: "naslovna",
      title: "Naslovna",
      excerpt: "Ljetna škola Obzor uskoro otvara prijave za nove radionice.",
      media: "hero",
      meta: { title: NAME, description: "Ljetna škola Obzor – radionice za srednjoškolce u Zagrebu." },
      sections: [
        {
          type: "hero",
          title: "Uskoro...",
          subtitle: "Pripremamo novi program ljetnih radionica znanosti, jezika i umjetnosti.",
          media: "hero",
        },
        {
          type: "text",
          html: '<p>Prijave za radionice otvaramo u proljeće. Do tada nas pratite na društvenim mrežama ili nam pišite na <a href="mailto:info@gimnazija-obzor.hr">info@gimnazija-obzor.hr</a>.</p>',
        },
      ],
    },
  ],
};
