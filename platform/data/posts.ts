import type { Pagination } from "../catalogue-contract";
import type { PostCard } from "../content-contract";
import type { Post, PostType, Section } from "../contract";
import { now, type Db } from "../db/index";
import type { RequestContext } from "../http/api-key";
import { containsPattern, registerCatalogueFunctions } from "./catalogue-text";
import { findMedia } from "./media";
import { pageOf, type Paging } from "./paging";
import { categoriesOf } from "./terms";

type PostRow = {
  id: number;
  post_type: PostType;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  media_id: number | null;
  sections: string;
  meta: string;
  translation_group: string | null;
  published_at: string;
  created_at: string;
  language: string;
};

const PUBLISHED = "p.published_at IS NOT NULL AND p.published_at <= :now";

/** A published page or post of the site, by its slug in the request language. */
export function findPublishedPost(db: Db, context: RequestContext, slug: string): Post | undefined {
  const row = db
    .prepare(
      `SELECT p.*, l.code2 AS language FROM posts p JOIN languages l ON l.id = p.language_id
        WHERE p.site_id = :siteId AND p.language_id = :languageId AND p.slug = :slug AND ${PUBLISHED}`
    )
    .get({ siteId: context.siteId, languageId: context.language.id, slug, now: now() }) as PostRow | undefined;
  return row ? toPost(db, context, row) : undefined;
}

function toPost(db: Db, context: RequestContext, row: PostRow): Post {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    body: row.body,
    media: findMedia(db, context.siteId, row.media_id),
    published_at: row.published_at,
    created_at: row.created_at,
    postType: row.post_type,
    language: row.language,
    terms: { categories: categoriesOf(db, row.id) },
    sections: (JSON.parse(row.sections) as Section[]).map((section) => withMedia(db, context.siteId, section)),
    meta: JSON.parse(row.meta) as Post["meta"],
    translations: translationsOf(db, context, row),
  };
}

/**
 * Sections store a media prop as its id, so a changed image shows everywhere it is used; also
 * inside lists (gallery images, team members' photos), at any depth.
 */
function withMedia(db: Db, siteId: number, section: Section): Section {
  return { ...section, props: resolveMediaIds(db, siteId, section.props) as Record<string, unknown> };
}

function resolveMediaIds(db: Db, siteId: number, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveMediaIds(db, siteId, item));
  if (!value || typeof value !== "object") return value;
  const { mediaId, ...rest } = value as Record<string, unknown>;
  const resolved = Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, resolveMediaIds(db, siteId, child)]));
  if (typeof mediaId !== "number") return mediaId === undefined ? resolved : { ...resolved, mediaId };
  const media = findMedia(db, siteId, mediaId);
  return media ? { ...resolved, media } : resolved;
}

/** The same page in the site's other allowed languages, in the order the site lists them. */
function translationsOf(db: Db, context: RequestContext, row: PostRow): Post["translations"] {
  if (row.translation_group === null) return [];
  const rows = db
    .prepare(
      `SELECT p.slug, l.code2 AS language FROM posts p JOIN languages l ON l.id = p.language_id
        WHERE p.site_id = :siteId AND p.translation_group = :group AND p.id <> :id AND ${PUBLISHED}`
    )
    .all({ siteId: context.siteId, group: row.translation_group, id: row.id, now: now() }) as Post["translations"];
  const order = context.languages.map((language) => language.code2);
  return rows
    .filter((translation) => order.includes(translation.language))
    .sort((a, b) => order.indexOf(a.language) - order.indexOf(b.language));
}

export type PostFilter = Paging & {
  postTypes: PostType[];
  /** Posts in any of these categories (by slug); none given: no category condition. */
  termSlugs?: string[];
  /** Inclusive bounds on published_at, ISO text. */
  from?: string;
  to?: string;
  /** Every word must occur in the title, excerpt or body text. */
  keywords?: string[];
};

/** One page of the published posts matching the filter, newest first, as cards. */
export function filterPosts(db: Db, context: RequestContext, filter: PostFilter): { records: PostCard[]; pagination: Pagination } {
  registerCatalogueFunctions(db);
  const conditions = [
    "p.site_id = :siteId",
    "p.language_id = :languageId",
    "p.post_type IN (SELECT value FROM json_each(:postTypes))",
    PUBLISHED,
  ];
  const params: Record<string, unknown> = {
    siteId: context.siteId,
    languageId: context.language.id,
    postTypes: JSON.stringify(filter.postTypes),
    now: now(),
  };
  if (filter.termSlugs) {
    conditions.push(`EXISTS (SELECT 1 FROM post_terms pt JOIN terms t ON t.id = pt.term_id
      WHERE pt.post_id = p.id AND t.slug IN (SELECT value FROM json_each(:termSlugs)))`);
    params.termSlugs = JSON.stringify(filter.termSlugs);
  }
  if (filter.from) {
    conditions.push("p.published_at >= :from");
    params.from = filter.from;
  }
  if (filter.to) {
    conditions.push("p.published_at <= :to");
    params.to = filter.to;
  }
  (filter.keywords ?? []).forEach((word, index) => {
    // catalogue_fold drops tags and accents, so "skola" finds "<b>Škola</b>".
    conditions.push(`catalogue_fold(p.title || ' ' || p.excerpt || ' ' || p.body) LIKE :word${index} ESCAPE '\\'`);
    params[`word${index}`] = containsPattern(word);
  });
  const { rows, pagination } = pageOf<PostRow>(
    db,
    {
      columns: "p.*, l.code2 AS language",
      from: `posts p JOIN languages l ON l.id = p.language_id WHERE ${conditions.join(" AND ")}`,
      orderBy: "p.published_at DESC, p.id DESC",
      params,
    },
    filter
  );
  return {
    records: rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      excerpt: row.excerpt,
      media: findMedia(db, context.siteId, row.media_id),
      published_at: row.published_at,
      created_at: row.created_at,
      postType: row.post_type,
      terms: { categories: categoriesOf(db, row.id) },
    })),
    pagination,
  };
}
