import { Router } from "express";
import { z } from "zod";
import { dateRangeFields } from "../data/date-range";
import { pagingFields } from "../data/paging";
import { filterPosts, findPublishedPost } from "../data/posts";
import type { Db } from "../db/index";
import { contextOf } from "../http/api-key";
import { notFound, sendData } from "../http/envelope";
import { parseInput } from "../http/validate";

const filterBody = z.object({
  display: z.enum(["list", "grid"]).optional(),
  termSlugs: z.array(z.string().trim().min(1).max(255)).max(100).optional(),
  postTypeSlugs: z.array(z.enum(["post", "page"])).min(1).default(["post"]),
  ...dateRangeFields,
  keywords: z.string().max(200).optional(),
  ...pagingFields(10),
});

const slugParams = z.object({ slug: z.string().trim().min(1).max(255) });

/** `post`: the blog listing and one post (or page) by slug. */
export function postRoutes(db: Db): Router {
  const router = Router();

  router.post("/v1/post/filterStandard", (req, res) => {
    const body = parseInput(filterBody, req.body ?? {});
    const keywords = body.keywords?.split(/\s+/).filter(Boolean);
    sendData(
      res,
      filterPosts(db, contextOf(res), {
        page: body.page,
        limit: body.limit,
        postTypes: body.postTypeSlugs,
        // Like the catalogue's filters: an empty list filters nothing.
        termSlugs: body.termSlugs?.length ? body.termSlugs : undefined,
        from: body.dateFrom,
        to: body.dateTo,
        keywords: keywords && keywords.length > 0 ? keywords : undefined,
      })
    );
  });

  router.get("/v1/post/get/:slug", (req, res) => {
    const { slug } = parseInput(slugParams, req.params);
    const post = findPublishedPost(db, contextOf(res), slug);
    if (!post) throw notFound();
    sendData(res, post);
  });

  return router;
}
