// The content seed (issue 7) as plain data; seed/content/write.ts turns it into rows and files.
import type { FormField, FormType } from "../../content-contract";
import type { PALETTES } from "../sites/common";

export type Palette = keyof typeof PALETTES;

export type PostBodySeed = {
  /** The first paragraph, set off as the lead. */
  lead: string;
  heading: string;
  paragraphs: string[];
  /** A list under "Ukratko". */
  points: string[];
  /** A YouTube or Vimeo embed address (https://www.youtube-nocookie.com/embed/<id>, https://player.vimeo.com/video/<id>). */
  video?: string;
  link?: { label: string; url: string };
};

export type PostSeed = {
  /** The seed's language unless given. */
  language?: string;
  /** Posts of one group are translations of each other (and share one picture). */
  group?: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Category slugs. */
  categories: string[];
  /** Published this many days before the seed runs (posts are dated relative to it). */
  daysAgo: number;
  palette: Palette;
  /** Structured body, drawn as HTML with the post's picture; or raw HTML stored as is. */
  body: PostBodySeed | { html: string };
};

/** Categories of one group (default: the slug) are translations of each other. */
export type CategorySeed = { language?: string; group?: string; slug: string; title: string; description: string };

export type EventSeed = {
  slug: string;
  title: string;
  /** Days from the seed's run (negative: past) and the local start time "HH:MM" (Zagreb, stored as UTC). */
  inDays: number;
  startTime: string;
  /** Length in hours; omitted: no end time. */
  hours?: number;
  place: string;
  description: string;
  palette: Palette;
};

export type CommentSeed = { post: string; author: string; body: string; rating: number | null; daysAfter: number };

export type FormSeed = {
  type: FormType;
  title: string;
  description: string;
  submitLabel: string;
  successMessage: string;
  fields: FormField[];
};

export type ContentSeed = {
  /** The language of every item that does not name its own. */
  language: string;
  /** Under <dataDir>/media, the site's folder. */
  mediaFolder: string;
  categories: CategorySeed[];
  posts: PostSeed[];
  events: EventSeed[];
  comments: CommentSeed[];
  forms: FormSeed[];
  /** CMS options added when the site has no value for the key yet (comment rules, SendEmailTo). */
  options: { key: string; value: string }[];
};
