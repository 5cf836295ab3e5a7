import { Router } from "express";
import { z } from "zod";
import { toggleWishlist, wishlistPage } from "../data/wishlist";
import type { Db } from "../db/index";
import { contextOf } from "../http/api-key";
import { sendData } from "../http/envelope";
import { id } from "../http/fields";
import { parseInput } from "../http/validate";
import { currentUser } from "./auth";

// The signed-in user's wishlist (docs/platform-api.md, Accounts).

const toggleBody = z.object({ product_id: id });
const filterQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(9999).default(10),
});

export function wishlistRoutes(db: Db): Router {
  const router = Router();
  const transaction = db.transaction((work: () => unknown) => work());
  const atomically = <T>(work: () => T): T => transaction.immediate(work) as T;

  router.post("/v1/wishlist/create", (req, res) => {
    const user = currentUser(db, res);
    const body = parseInput(toggleBody, req.body);
    const added = atomically(() => toggleWishlist(db, user.site_id, user.id, body.product_id));
    sendData(res, { added, product_id: body.product_id });
  });

  router.get("/v1/wishlist/filter", (req, res) => {
    const user = currentUser(db, res);
    const query = parseInput(filterQuery, req.query);
    sendData(res, wishlistPage(db, contextOf(res).siteId, user.id, query.page, query.limit));
  });

  return router;
}
