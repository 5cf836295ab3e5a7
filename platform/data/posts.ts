import type { Post, PostType, Section } from "../contract";
import { now, type Db } from "../db/index";
import type { RequestContext } from "../http/api-key";
import { findMedia } from "./media";

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
    // Post categories arrive with the blog; until then no post has any.
    terms: { categories: [] },
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
