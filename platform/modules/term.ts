import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { pagingFields } from "../data/paging";
import { findTerm, listTerms } from "../data/terms";
import type { Db } from "../db/index";
import { contextOf } from "../http/api-key";
import { notFound, sendData } from "../http/envelope";
import { parseInput } from "../http/validate";

const filterInput = z.object({
  taxonomy: z.enum(["category"]).default("category"),
  // SPEC 9: the post category list shows 5 by default.
  ...pagingFields(5),
  noPaginate: z.preprocess((value) => (value === "true" ? true : value === "false" ? false : value), z.boolean().default(false)),
});

/** `term`: post categories. */
export function termRoutes(db: Db): Router {
  const router = Router();

  // The same filter as GET (query) and POST (body).
  const filter = (input: unknown, res: Response) => {
    const { taxonomy, noPaginate, page, limit } = parseInput(filterInput, input ?? {});
    sendData(res, listTerms(db, contextOf(res), taxonomy, noPaginate ? null : { page, limit }));
  };
  router.post("/v1/term/filter", (req: Request, res) => filter(req.body, res));
  router.get("/v1/term/filter", (req: Request, res) => filter(req.query, res));

  router.get("/v1/term/get/:slug", (req, res) => {
    const { slug } = parseInput(z.object({ slug: z.string().trim().min(1).max(255) }), req.params);
    const term = findTerm(db, contextOf(res), slug);
    if (!term) throw notFound();
    sendData(res, term);
  });

  return router;
}
