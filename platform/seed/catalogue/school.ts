import { PALETTES } from "../sites/common";
import { schoolProducts } from "./school-products";
import type { AttributeSeed, CatalogueSeed, CategorySeed } from "./types";

// The school's shop (site 1): school clothing, textbooks, stationery, digital products and
// bundles, in Croatian.

const SIZES = [
  { value: "xs", label: "XS" },
  { value: "s", label: "S" },
  { value: "m", label: "M" },
  { value: "l", label: "L" },
  { value: "xl", label: "XL" },
];

const attributes: AttributeSeed[] = [
  {
    code: "color",
    label: "Boja",
    type: "VisualSwatch",
    options: [
      { value: "bijela", label: "Bijela", color: "#ffffff" },
      { value: "crna", label: "Crna", color: "#111827" },
      { value: "siva", label: "Siva", color: "#6b7280" },
      { value: "tamnoplava", label: "Tamnoplava", color: "#1e3a8a" },
      { value: "zelena", label: "Zelena", color: "#15803d" },
      { value: "zuta", label: "Žuta", color: "#facc15" },
      { value: "crvena", label: "Crvena", color: "#b91c1c" },
      { value: "bordo", label: "Bordo", color: "#7f1d1d" },
    ],
  },
  { code: "size", label: "Veličina", type: "TextSwatch", options: SIZES },
  {
    code: "brand",
    label: "Marka",
    type: "Dropdown",
    options: [
      { value: "obzor", label: "Obzor" },
      { value: "skolska-knjiga", label: "Školska knjiga" },
      { value: "profil-klett", label: "Profil Klett" },
      { value: "alfa", label: "Alfa" },
      { value: "element", label: "Element" },
      { value: "casio", label: "Casio" },
      { value: "texas-instruments", label: "Texas Instruments" },
      { value: "pelikan", label: "Pelikan" },
      { value: "herlitz", label: "Herlitz" },
      { value: "faber-castell", label: "Faber-Castell" },
    ],
  },
  {
    code: "material",
    label: "Materijal",
    type: "MultiSelect",
    options: [
      { value: "pamuk", label: "Pamuk" },
      { value: "poliester", label: "Poliester" },
      { value: "papir", label: "Papir" },
      { value: "reciklirani-papir", label: "Reciklirani papir" },
      { value: "karton", label: "Karton" },
      { value: "plastika", label: "Plastika" },
      { value: "keramika", label: "Keramika" },
      { value: "metal", label: "Metal" },
      { value: "drvo", label: "Drvo" },
    ],
  },
  { code: "pages", label: "Broj stranica", type: "Number" },
  { code: "publishedAt", label: "Datum izdanja", type: "Date" },
  { code: "eventStart", label: "Početak događaja", type: "DateTime" },
  { code: "recycled", label: "Reciklirani materijal", type: "YesNo" },
  // Shown on a variant, not a filter.
  { code: "stock", label: "Na zalihi (kom)", type: "Number", filterable: false },
];

const categories: CategorySeed[] = [
  {
    slug: "odjeca",
    name: "Odjeća",
    description: "Školska kolekcija odjeće s logom Gimnazije Obzor: majice, dukserice i zimski dodaci.",
    palette: PALETTES.horizon,
  },
  {
    slug: "majice",
    name: "Majice",
    parent: "odjeca",
    description: "Pamučne i sportske majice u školskim bojama, od XS do XL, te majice s vlastitim tiskom.",
    palette: PALETTES.sea,
  },
  {
    slug: "dukserice",
    name: "Dukserice",
    parent: "odjeca",
    description: "Tople dukserice s kapuljačom i na patent za hladnije dane u školi i izvan nje.",
    palette: PALETTES.dusk,
  },
  {
    slug: "knjige-i-udzbenici",
    name: "Knjige i udžbenici",
    description: "Udžbenici, zbirke zadataka, lektira i priručnici za gimnazijski program.",
    sortTypes: ["priceAsc", "priceDesc", "nameAsc"],
    sortDefault: "priceAsc",
    palette: PALETTES.sunset,
  },
  {
    slug: "pribor",
    name: "Pribor",
    description: "Sve za školsku torbu: pernice, olovke, geometrijski pribor, bilježnice i kalkulatori.",
    palette: PALETTES.meadow,
  },
  {
    slug: "biljeznice",
    name: "Bilježnice",
    parent: "pribor",
    description: "Bilježnice na crte i kockice, od recikliranog papira i s tvrdim uvezom.",
    palette: PALETTES.slate,
  },
  {
    slug: "kalkulatori",
    name: "Kalkulatori",
    parent: "pribor",
    description: "Znanstveni i grafički kalkulatori dopušteni na državnoj maturi.",
    palette: PALETTES.horizon,
  },
  {
    slug: "digitalno",
    name: "Digitalno",
    description: "E-udžbenici, e-knjige, vodiči za maturu i ulaznice za školske radionice – odmah za preuzimanje.",
    palette: PALETTES.dusk,
  },
  {
    slug: "paketi",
    name: "Paketi",
    description: "Složeni paketi za početak školske godine i za maturante, povoljniji od pojedinačne kupnje.",
    palette: PALETTES.sunset,
  },
  {
    slug: "suveniri",
    name: "Suveniri",
    description: "Šalice, boce, torbe i drugi pokloni s obilježjima škole.",
    palette: PALETTES.meadow,
  },
];

export const schoolCatalogue: CatalogueSeed = {
  mediaFolder: "school",
  attributes,
  categories,
  products: schoolProducts,
};
