import { Router } from "express";
import type { SitemapEntry } from "../content-contract";
import { now, type Db } from "../db/index";
import { contextOf } from "../http/api-key";
import { sendData } from "../http/envelope";

/**
 * `sitemap`: what the storefront's /sitemap.xml lists of the content module, in every language
 * the domain allows. Products and shop categories come from the catalogue's own list calls.
 */
export function sitemapRoutes(db: Db): Router {
  const router = Router();

  router.get("/v1/sitemap/entries", (_req, res) => {
    const context = contextOf(res);
    const records = db
      .prepare(
        `SELECT p.post_type AS type, p.id, p.slug, l.code2 AS language, p.published_at AS lastmod
           FROM posts p JOIN languages l ON l.id = p.language_id
          WHERE p.site_id = :siteId AND p.language_id IN (SELECT value FROM json_each(:languageIds))
            AND p.published_at IS NOT NULL AND p.published_at <= :now
         UNION ALL
         SELECT 'category', t.id, t.slug, l.code2, t.created_at
           FROM terms t JOIN languages l ON l.id = t.language_id
          WHERE t.site_id = :siteId AND t.language_id IN (SELECT value FROM json_each(:languageIds))
         UNION ALL
         SELECT 'event', e.id, e.slug, l.code2, e.updated_at
           FROM events e JOIN languages l ON l.id = e.language_id
          WHERE e.site_id = :siteId AND e.language_id IN (SELECT value FROM json_each(:languageIds))
            AND e.published_at IS NOT NULL AND e.published_at <= :now
         ORDER BY 1, 4, 2`
      )
      .all({
        siteId: context.siteId,
        languageIds: JSON.stringify(context.languages.map((language) => language.id)),
        now: now(),
      }) as SitemapEntry[];
    sendData(res, { records });
  });

  return router;
}
