import type { PageSeed } from "../types";
import { schoolSectionsPage } from "./school-sections-page";

// The school's pages (Croatian only). Picture keys are those of school.ts.

const naslovna: PageSeed = {
  group: "naslovna",
  language: "hr",
  slug: "naslovna",
  title: "Naslovna",
  excerpt:
    "Privatna gimnazija Obzor u Zagrebu: male razredne skupine, predani nastavnici i program koji otvara vrata studija u Hrvatskoj i svijetu.",
  media: "hero",
  meta: {
    title: "Privatna gimnazija Obzor – opća gimnazija u Zagrebu",
    description:
      "Opća gimnazija s pravom javnosti u Ilici: razredi do 18 učenika, mentorski rad, laboratorij i bogat izvannastavni program.",
  },
  sections: [
    {
      type: "hero",
      title: "Znanje koje otvara obzore",
      subtitle:
        "Privatna gimnazija u srcu Zagreba: male skupine, predani nastavnici i program koji priprema za studij u Hrvatskoj i svijetu.",
      media: "hero",
      cta: { label: "Upiši se", url: "/upisi" },
    },
    {
      type: "text",
      title: "Dobro došli u Obzor",
      html:
        "<p>Privatna gimnazija Obzor opća je gimnazija s pravom javnosti koja od 1998. godine djeluje u zagrebačkoj Ilici. Svake godine upisujemo dva razredna odjela, pa svakog učenika poznajemo po imenu, a ne po broju u imeniku.</p>" +
        "<p>Nastavu izvodimo prema nacionalnom planu i programu za opće gimnazije, obogaćenom izbornim predmetima, projektnom nastavom i pripremama za državnu maturu.</p>",
    },
    {
      type: "text-image",
      title: "Nastava po mjeri učenika",
      html:
        "<p>U razredu je najviše 18 učenika, a svaki učenik ima svog mentora koji prati njegov napredak kroz sve četiri godine.</p>" +
        "<ul><li>dodatna i dopunska nastava iz svih predmeta državne mature</li><li>engleski i njemački jezik u skupinama prema razini znanja</li><li>tjedne konzultacije s mentorom i redovita povratna informacija roditeljima</li></ul>",
      media: "ucionica",
      imagePosition: "right",
      cta: { label: "Saznajte više o nama", url: "/o-nama" },
    },
    {
      type: "text-image",
      title: "Laboratorij, knjižnica i projekti",
      html:
        "<p>Pokuse iz kemije, fizike i biologije učenici izvode sami, u opremljenom školskom laboratoriju. Knjižnica s čitaonicom otvorena je svaki dan do 17 sati.</p>" +
        "<p>Kroz godinu učenici rade na projektima s fakultetima i tvrtkama iz Zagreba, od robotike do volontiranja u zajednici.</p>",
      media: "laboratorij",
      imagePosition: "left",
    },
    {
      type: "text",
      html:
        "<h2>Dan otvorenih vrata</h2>" +
        "<p>Upoznajte školu, nastavnike i buduće razrednike uživo. Dan otvorenih vrata održava se u veljači i svibnju, a individualni obilazak možete dogovoriti u bilo koje doba godine.</p>" +
        '<p>Pišite nam ili nazovite preko stranice <a href="/kontakt">Kontakt</a>, a sve o rokovima i postupku pročitajte na stranici <a href="/upisi">Upisi</a>.</p>',
    },
  ],
};

const oNama: PageSeed = {
  group: "o-nama",
  language: "hr",
  slug: "o-nama",
  title: "O nama",
  excerpt: "Tko smo, što nam je važno i kako radimo s učenicima.",
  media: "skola",
  meta: {
    title: "O nama – Privatna gimnazija Obzor",
    description: "Misija, vrijednosti i način rada Privatne gimnazije Obzor u Zagrebu.",
  },
  sections: [
    {
      type: "hero",
      title: "O nama",
      subtitle: "Škola u kojoj se pitanja postavljaju glasno, a odgovori traže zajedno.",
      media: "skola",
    },
    {
      type: "text",
      title: "Naša misija",
      html:
        "<p>Obzor je osnovala skupina nastavnika i roditelja s jednostavnom idejom: gimnazija treba naučiti mlade ljude samostalno misliti, a ne samo položiti ispite. Tu ideju i danas slijedimo u svakom satu.</p>" +
        "<p>Škola je verificirana pri Ministarstvu znanosti, obrazovanja i mladih, a svjedodžbe i državna matura jednako vrijede kao u javnim gimnazijama.</p>",
    },
    {
      type: "text-image",
      title: "Naše vrijednosti",
      html: "<ul><li><strong>Znatiželja</strong> – potičemo pitanja, istraživanje i raspravu.</li><li><strong>Odgovornost</strong> – prema učenju, prema drugima i prema zajednici.</li><li><strong>Uključivost</strong> – svaki učenik ima mjesto i glas u razredu.</li></ul>",
      media: "povijest",
      imagePosition: "right",
      cta: { label: "Povijest škole", url: "/povijest-skole" },
    },
    {
      type: "text-image",
      title: "Tim koji vas poznaje",
      html: "<p>Nastavu izvodi 26 nastavnika, od kojih šestero ima doktorat znanosti. Uz njih učenicima su na raspolaganju pedagoginja, psihologinja i knjižničarka.</p>",
      media: "nastavnici",
      imagePosition: "left",
      cta: { label: "Upoznajte nastavnike", url: "/nastavnici" },
    },
  ],
};

const povijestSkole: PageSeed = {
  group: "povijest-skole",
  language: "hr",
  slug: "povijest-skole",
  title: "Povijest škole",
  excerpt: "Od prve generacije od 24 učenika do škole s više od 200 maturanata.",
  media: "povijest",
  meta: {
    title: "Povijest škole – Privatna gimnazija Obzor",
    description: "Kako je nastala i rasla Privatna gimnazija Obzor, od 1998. do danas.",
  },
  sections: [
    { type: "hero", title: "Povijest škole", subtitle: "Više od 25 godina u Ilici.", media: "povijest" },
    {
      type: "text",
      title: "Kako smo rasli",
      html: "<ul><li><strong>1998.</strong> – škola počinje s radom s jednim razrednim odjelom od 24 učenika.</li><li><strong>2004.</strong> – preseljenje u obnovljenu zgradu u Ilici 242.</li><li><strong>2011.</strong> – otvoren školski laboratorij za prirodne znanosti.</li><li><strong>2018.</strong> – prvi međunarodni projekt razmjene učenika s gimnazijom u Grazu.</li><li><strong>2024.</strong> – obnovljena knjižnica i čitaonica s 12.000 naslova.</li></ul>",
    },
    {
      type: "text-image",
      title: "Zgrada s pričom",
      html: "<p>Zgrada u kojoj je škola sagrađena je 1912. kao obiteljska kuća s radionicom. Obnovu smo vodili tako da sačuvamo pročelje i stubište, a unutrašnjost prilagodimo suvremenoj nastavi.</p>",
      media: "skola",
      imagePosition: "right",
    },
  ],
};

const nastavnici: PageSeed = {
  group: "nastavnici",
  language: "hr",
  slug: "nastavnici",
  title: "Nastavnici",
  excerpt: "Nastavnici, stručna služba i mentori Privatne gimnazije Obzor.",
  media: "nastavnici",
  meta: {
    title: "Nastavnici – Privatna gimnazija Obzor",
    description: "Upoznajte nastavnike i stručnu službu Privatne gimnazije Obzor.",
  },
  sections: [
    {
      type: "hero",
      title: "Nastavnici",
      subtitle: "Stručnjaci u svojim predmetima i mentori svojim učenicima.",
      media: "nastavnici",
    },
    {
      type: "text",
      title: "Stručna vijeća",
      html:
        "<p>Nastavnici rade u pet stručnih vijeća koja zajedno planiraju nastavu, ispite i projekte:</p>" +
        "<ul><li>hrvatski jezik, povijest i umjetnost</li><li>strani jezici</li><li>matematika i informatika</li><li>prirodne znanosti</li><li>tjelesna i zdravstvena kultura</li></ul>",
    },
    {
      type: "text-image",
      title: "Mentorski rad",
      html: "<p>Svaki nastavnik mentor je skupini od najviše osam učenika. S njima se sastaje jednom tjedno, pomaže im u izboru izbornih predmeta i priprema ih za odabir studija.</p>",
      media: "ucionica",
      imagePosition: "left",
    },
    {
      type: "text",
      html:
        "<h2>Želite raditi s nama?</h2>" +
        '<p>Otvorene natječaje objavljujemo na stranici <a href="/objave">Objave</a>. Otvorene prijave šaljite na <a href="mailto:posao@gimnazija-obzor.hr">posao@gimnazija-obzor.hr</a>.</p>',
    },
  ],
};

const upisi: PageSeed = {
  group: "upisi",
  language: "hr",
  slug: "upisi",
  title: "Upisi",
  excerpt: "Postupak upisa, rokovi, školarina i stipendije za školsku godinu 2026./2027.",
  media: "upisi",
  meta: {
    title: "Upisi 2026./2027. – Privatna gimnazija Obzor",
    description: "Kako se upisati u Privatnu gimnaziju Obzor: rokovi, bodovanje, školarina i stipendije.",
  },
  sections: [
    {
      type: "hero",
      title: "Upisi 2026./2027.",
      subtitle: "Upisujemo dva razredna odjela općeg gimnazijskog programa, ukupno 36 učenika.",
      media: "upisi",
      cta: { label: "Dogovori razgovor", url: "/kontakt" },
    },
    {
      type: "text",
      title: "Kako se upisati",
      html:
        "<p>Upis se provodi kroz nacionalni sustav prijava i upisa u srednje škole, uz razgovor s kandidatom i roditeljima u školi.</p>" +
        "<ul><li>prijava u sustavu upisa do roka koji objavi Ministarstvo</li><li>razgovor u školi – termin dogovarate s tajništvom</li><li>objava ljestvice poretka i potpisivanje upisnice</li><li>potpisivanje ugovora o školovanju</li></ul>",
    },
    {
      type: "text",
      title: "Školarina i stipendije",
      html:
        "<p>Godišnja školarina iznosi 4.800 €, a plaća se jednokratno ili u deset mjesečnih rata. Braća i sestre ostvaruju popust od 15 %.</p>" +
        "<p>Svake godine dodjeljujemo četiri stipendije koje pokrivaju cijelu školarinu: dvije prema uspjehu i dvije prema socijalnom statusu.</p>",
    },
    {
      type: "text-image",
      title: "Dan otvorenih vrata",
      html: "<p>Na danu otvorenih vrata kandidati prisustvuju oglednim satovima, razgledaju laboratorij i knjižnicu te razgovaraju s učenicima i nastavnicima.</p>",
      media: "knjiznica",
      imagePosition: "right",
      cta: { label: "Javite nam se", url: "/kontakt" },
    },
  ],
};

const kontakt: PageSeed = {
  group: "kontakt",
  language: "hr",
  slug: "kontakt",
  title: "Kontakt",
  excerpt: "Adresa, telefon, e-pošta i radno vrijeme tajništva.",
  media: "kontakt",
  meta: {
    title: "Kontakt – Privatna gimnazija Obzor",
    description: "Kontakt podaci Privatne gimnazije Obzor, Ilica 242, Zagreb.",
  },
  sections: [
    { type: "hero", title: "Kontakt", subtitle: "Rado ćemo odgovoriti na sva vaša pitanja.", media: "kontakt" },
    {
      type: "text",
      title: "Tajništvo",
      html:
        "<ul><li>Adresa: Ilica 242, 10000 Zagreb</li>" +
        '<li>Telefon: <a href="tel:+38514567890">+385 1 4567 890</a></li>' +
        '<li>E-pošta: <a href="mailto:info@gimnazija-obzor.hr">info@gimnazija-obzor.hr</a></li>' +
        "<li>Radno vrijeme: ponedjeljak – petak, 8:00 – 16:00</li></ul>",
    },
    {
      type: "text-image",
      title: "Kako do nas",
      html: "<p>Škola je na tramvajskoj stanici Sveti Duh (linije 1, 6 i 11). Parkiralište za posjetitelje nalazi se u dvorištu, ulaz iz Kustošijanske ulice.</p>",
      media: "skola",
      imagePosition: "left",
    },
  ],
};

const pravilaPrivatnosti: PageSeed = {
  group: "pravila-privatnosti",
  language: "hr",
  slug: "pravila-privatnosti",
  title: "Pravila privatnosti",
  excerpt: "Kako Privatna gimnazija Obzor prikuplja, koristi i štiti osobne podatke.",
  meta: {
    title: "Pravila privatnosti – Privatna gimnazija Obzor",
    description: "Pravila o zaštiti osobnih podataka i kolačićima na stranicama Privatne gimnazije Obzor.",
  },
  sections: [
    { type: "hero", title: "Pravila privatnosti", subtitle: "Vrijede od 1. siječnja 2026." },
    {
      type: "text",
      title: "Voditelj obrade",
      html: '<p>Voditelj obrade osobnih podataka je Privatna gimnazija Obzor, Ilica 242, 10000 Zagreb. Službenika za zaštitu podataka možete kontaktirati na <a href="mailto:privatnost@gimnazija-obzor.hr">privatnost@gimnazija-obzor.hr</a>.</p>',
    },
    {
      type: "text",
      title: "Koje podatke prikupljamo",
      html: "<ul><li>podatke koje sami unesete u obrasce: ime, prezime, e-poštu, telefon i poruku</li><li>podatke potrebne za narudžbu u trgovini: adresu dostave i podatke za račun</li><li>tehničke podatke o posjetu: vrstu preglednika, stranice koje ste otvorili i vrijeme posjeta</li></ul>",
    },
    {
      type: "text",
      title: "Svrha i pravna osnova",
      html: "<p>Podatke obrađujemo kako bismo odgovorili na upit, izvršili narudžbu i ispunili zakonske obveze. Za slanje novosti i za analitičke kolačiće tražimo vašu privolu, koju u svakom trenutku možete povući.</p>",
    },
    {
      type: "text",
      title: "Kolačići",
      html: "<p>Nužni kolačići pamte vašu košaricu, prijavu i odabrani jezik te su uvijek uključeni. Ostale kolačiće postavljamo tek kada ih prihvatite u obavijesti o kolačićima.</p>",
    },
    {
      type: "text",
      title: "Vaša prava",
      html:
        "<p>Imate pravo na pristup svojim podacima, ispravak, brisanje, ograničenje obrade, prenosivost i prigovor. Zahtjev pošaljite e-poštom; odgovorit ćemo u roku od 30 dana.</p>" +
        '<p>Ako smatrate da su vam prava povrijeđena, možete se obratiti Agenciji za zaštitu osobnih podataka (<a href="https://azop.hr">azop.hr</a>).</p>',
    },
  ],
};

export const schoolPages: PageSeed[] = [naslovna, oNama, povijestSkole, nastavnici, upisi, kontakt, pravilaPrivatnosti, schoolSectionsPage];
