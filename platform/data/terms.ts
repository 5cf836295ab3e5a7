import type { Pagination } from "../catalogue-contract";
import type { Term } from "../content-contract";
import type { Post } from "../contract";
import { now, type Db } from "../db/index";
import type { RequestContext } from "../http/api-key";
import { pageOf, type Paging } from "./paging";

// Post categories (docs/platform-api.md, Content): terms of the request language.

type TermRow = {
  id: number;
  taxonomy: "category";
  slug: string;
  title: string;
  description: string;
  slug_main: string | null;
  post_count: number;
};

// slug_main: the same term in the site's default language; post_count: published posts only.
const TERM_COLUMNS = `t.id, t.taxonomy, t.slug, t.title, t.description,
  (SELECT m.slug FROM terms m WHERE m.site_id = t.site_id AND m.translation_group = t.translation_group
      AND m.language_id = :defaultLanguageId) AS slug_main,
  (SELECT COUNT(*) FROM post_terms pt JOIN posts p ON p.id = pt.post_id
    WHERE pt.term_id = t.id AND p.published_at IS NOT NULL AND p.published_at <= :now) AS post_count`;

const termParams = (context: RequestContext) => ({
  siteId: context.siteId,
  languageId: context.language.id,
  defaultLanguageId: context.languages[0].id,
  now: now(),
});

function toTerm(row: TermRow): Term {
  return {
    id: row.id,
    taxonomy: row.taxonomy,
    title: row.title,
    slug: row.slug,
    slugMain: row.slug_main ?? row.slug,
    description: row.description,
    postCount: row.post_count,
  };
}

/** The site's terms of a taxonomy in the request language; `paging` null: all of them. */
export function listTerms(
  db: Db,
  context: RequestContext,
  taxonomy: Term["taxonomy"],
  paging: Paging | null
): { records: Term[]; pagination: Pagination } {
  const from = "terms t WHERE t.site_id = :siteId AND t.language_id = :languageId AND t.taxonomy = :taxonomy";
  const params = { ...termParams(context), taxonomy };
  const total = db.prepare(`SELECT COUNT(*) FROM ${from}`).pluck().get(params) as number;
  const { rows, pagination } = pageOf<TermRow>(
    db,
    { columns: TERM_COLUMNS, from, orderBy: "t.position, t.title, t.id", params },
    paging ?? { page: 1, limit: Math.max(total, 1) }
  );
  return { records: rows.map(toTerm), pagination };
}

/** A term of the request language by slug, or by id when `key` is a number. */
export function findTerm(db: Db, context: RequestContext, key: string): Term | undefined {
  const byId = /^\d+$/.test(key);
  const row = db
    .prepare(
      `SELECT ${TERM_COLUMNS} FROM terms t
        WHERE t.site_id = :siteId AND t.language_id = :languageId AND ${byId ? "t.id = :key" : "t.slug = :key"}`
    )
    .get({ ...termParams(context), key: byId ? Number(key) : key }) as TermRow | undefined;
  return row ? toTerm(row) : undefined;
}

/** The categories of a post, in the order the site lists its categories. */
export function categoriesOf(db: Db, postId: number): Post["terms"]["categories"] {
  return db
    .prepare(
      `SELECT t.id, t.slug, t.title FROM post_terms pt JOIN terms t ON t.id = pt.term_id
        WHERE pt.post_id = ? AND t.taxonomy = 'category' ORDER BY t.position, t.title, t.id`
    )
    .all(postId) as Post["terms"]["categories"];
}
