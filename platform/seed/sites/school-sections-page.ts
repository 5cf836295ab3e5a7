import type { PageSeed } from "../types";

// A page that shows every section type once, with realistic content: the showcase of the
// sections library and what its end-to-end test reads. Picture keys are those of school.ts.

export const schoolSectionsPage: PageSeed = {
  group: "sekcije",
  language: "hr",
  slug: "sekcije",
  title: "Sve sekcije",
  excerpt: "Pregled svih vrsta sadržaja koje stranice škole mogu prikazati.",
  media: "skola",
  meta: {
    title: "Sve sekcije – Privatna gimnazija Obzor",
    description: "Galerija, tim, brojke, video, karta, česta pitanja i trgovina na jednoj stranici.",
  },
  sections: [
    {
      type: "hero",
      title: "Sve sekcije",
      subtitle: "Jedna stranica sa svim vrstama sadržaja koje naše stranice mogu prikazati.",
      media: "skola",
      cta: { label: "Upiši se", url: "/upisi" },
    },
    {
      type: "text",
      title: "O ovoj stranici",
      html: "<p>Ovdje su okupljene sve vrste sekcija: tekst, slike, galerija, tim, brojke, video, karta, poziv na akciju, česta pitanja te proizvodi i kategorije iz trgovine.</p>",
    },
    {
      type: "text-image",
      title: "Tekst uz sliku",
      html: "<p>Nastava u malim skupinama, u razredu najviše 18 učenika, uz mentora za svakog učenika.</p>",
      media: "ucionica",
      imagePosition: "left",
    },
    {
      type: "image-gallery",
      props: {
        title: "Galerija škole",
        images: [
          { media: "skola", caption: "Zgrada škole u Ilici" },
          { media: "ucionica", caption: "Nastava u malim skupinama" },
          { media: "laboratorij", caption: "Pokus u školskom laboratoriju" },
          { media: "knjiznica", caption: "Knjižnica i čitaonica" },
          { media: "povijest", caption: "Prva generacija učenika" },
          { media: "upisi", caption: "Dan otvorenih vrata" },
        ],
      },
    },
    {
      type: "team",
      props: {
        title: "Naš tim",
        members: [
          { name: "Ana Horvat", role: "Ravnateljica", media: "nastavnici", email: "ana.horvat@gimnazija-obzor.hr", phone: "+385 1 4567 891" },
          { name: "Marko Kovačević", role: "Profesor matematike i fizike", media: "laboratorij", email: "marko.kovacevic@gimnazija-obzor.hr" },
          { name: "Ivana Babić", role: "Pedagoginja", media: "ucionica", phone: "+385 1 4567 892" },
          { name: "Petra Novak", role: "Knjižničarka" },
        ],
      },
    },
    {
      type: "numbers",
      props: {
        title: "Obzor u brojkama",
        items: [
          { value: 1998, label: "godina osnutka" },
          { value: 18, label: "učenika najviše u razredu" },
          { value: 26, label: "nastavnika" },
          { value: 12000, suffix: "+", label: "naslova u knjižnici" },
        ],
      },
    },
    {
      type: "video",
      props: { title: "Šetnja kroz školu", provider: "youtube", videoId: "aqz-KE-bpKQ", media: "hero" },
    },
    {
      type: "map",
      props: { title: "Gdje se nalazimo", address: "Ilica 242, 10000 Zagreb", latitude: 45.8138, longitude: 15.9466, zoom: 17 },
    },
    {
      type: "call-to-action",
      props: {
        title: "Upisi su otvoreni",
        text: "Dođite na dan otvorenih vrata ili nam se javite: rado ćemo odgovoriti na sva pitanja.",
        primary: { label: "Upiši se", url: "/upisi" },
        secondary: { label: "Kontakt", url: "/kontakt" },
      },
    },
    {
      type: "accordion",
      props: {
        title: "Česta pitanja",
        items: [
          {
            question: "Koliko košta školarina?",
            answer: "<p>Školarina za školsku godinu 2026./2027. iznosi 4.200 € i može se platiti u deset mjesečnih rata.</p>",
          },
          {
            question: "Vrijede li svjedodžbe kao u javnim gimnazijama?",
            answer: "<p>Da. Škola ima pravo javnosti, a svjedodžbe i državna matura vrijede jednako kao u javnim gimnazijama.</p>",
          },
          {
            question: "Može li se dogovoriti individualni obilazak škole?",
            answer: '<p>Može, u bilo koje doba godine. Javite se preko stranice <a href="/kontakt">Kontakt</a>.</p>',
          },
        ],
      },
    },
    { type: "products-list", props: { title: "Iz školske trgovine", categorySlug: "biljeznice", limit: 3 } },
    {
      type: "product-categories",
      props: { title: "Kategorije trgovine", categorySlugs: ["odjeca", "knjige-i-udzbenici", "pribor", "digitalno"] },
    },
    // Built on another branch; until they arrive these are unknown types and are skipped.
    { type: "posts-list", props: { title: "Najnovije vijesti", limit: 3 } },
    { type: "events-list", props: { title: "Nadolazeća događanja", limit: 3 } },
    { type: "contact-form", props: { title: "Pišite nam", formId: 1 } },
    { type: "newsletter", props: { title: "Newsletter" } },
  ],
};
