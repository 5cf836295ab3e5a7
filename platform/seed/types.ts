// The seed describes each site as plain data; seed/write.ts turns it into rows and files.
import type { DomainExtra } from "../contract";

/** Two-letter language code of a seeded row, e.g. "hr". */
export type LanguageCode = string;

export type Palette = { from: string; to: string; accent: string };

/** A photo-like SVG, drawn in the original size and in every named size. */
export type PhotoSeed = { kind: "photo"; key: string; title: string; description: string; palette: Palette };

/** A logo: one SVG with an emblem, the name and a tagline. */
export type LogoSeed = { kind: "logo"; key: string; title: string; name: string; tagline: string; palette: Palette };

export type PictureSeed = PhotoSeed | LogoSeed;

export type Cta = { label: string; url: string };

/** Sections name their picture by key; the writer stores it as mediaId. */
export type SectionSeed =
  | { type: "hero"; title: string; subtitle?: string; media?: string; cta?: Cta }
  | { type: "text"; title?: string; html: string }
  | { type: "text-image"; title?: string; html: string; media: string; imagePosition: "left" | "right"; cta?: Cta }
  /**
   * Any section type, its props as the storefront's schema wants them, except that a `media`
   * prop at any depth (a gallery image, a team member's photo) names a picture by key.
   */
  | { type: string; props: Record<string, unknown> };

export type PageSeed = {
  /** Pages of one group are translations of each other. */
  group: string;
  language: LanguageCode;
  slug: string;
  title: string;
  excerpt: string;
  media?: string;
  meta: { title?: string; description?: string };
  sections: SectionSeed[];
};

export type MenuItemSeed = { title: string; link: string; children?: MenuItemSeed[] };

export type NavigationSeed = { handle: string; language: LanguageCode; title: string; items: MenuItemSeed[] };

export type ElementSeed = { handler: string; language: LanguageCode; title: string; options: Record<string, unknown> };

/** An option for every language, or for one language when `language` is set. */
export type OptionSeed = { key: string; value: string; language?: LanguageCode; media?: string };

export type SiteSeed = {
  /** Folder of the site's media under <dataDir>/media. */
  mediaFolder: string;
  site: { name: string; url: string };
  /** More host names of the same site, each a domain with its own key and settings. */
  moreDomains?: SiteSeed["domain"][];
  domain: {
    name: string;
    url: string;
    subdomain: string | null;
    hosts: string[];
    isDefault: boolean;
    storeId: number;
    /** Allowed languages, the default first. */
    languages: LanguageCode[];
    extra: DomainExtra;
  };
  pictures: PictureSeed[];
  options: OptionSeed[];
  navigations: NavigationSeed[];
  elements: ElementSeed[];
  pages: PageSeed[];
};
