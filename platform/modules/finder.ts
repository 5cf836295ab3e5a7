import { Router } from "express";
import { z } from "zod";
import { findPublishedPost } from "../data/posts";
import type { Db } from "../db/index";
import { contextOf } from "../http/api-key";
import { notFound, sendData } from "../http/envelope";
import { parseInput } from "../http/validate";

const decideQuery = z.object({
  // "/o-nama/" and "o-nama" are the same page: the storefront may pass a path segment as is.
  slug: z
    .string()
    .transform((slug) => slug.trim().replace(/^\/+|\/+$/g, ""))
    .pipe(z.string().min(1, "Must not be empty").max(255)),
});

/** `finder`: what a slug of the site is (a page or a post) in the request language. */
export function finderRoutes(db: Db): Router {
  const router = Router();

  router.get("/v1/finder/decide", (req, res) => {
    const { slug } = parseInput(decideQuery, req.query);
    const post = findPublishedPost(db, contextOf(res), slug);
    if (!post) throw notFound();
    sendData(res, { type: post.postType, id: post.id, slug: post.slug, entity: post });
  });

  return router;
}
