import type { WishlistPage } from "../accounts-contract";
import type { Db } from "../db/index";
import { HttpError } from "../http/envelope";
import { CARD_COLUMNS, findListedCard, toCard, type CardRow } from "./products";

// A user's wishlist (docs/platform-api.md, Accounts). The callers run these inside one
// transaction per request.

/**
 * Adds the product to the wishlist, or removes it when it is there. Adding needs a listed
 * product of the site (404 `Product not found`); removing works for any.
 */
export function toggleWishlist(db: Db, siteId: number, userId: number, productId: number): boolean {
  const removed = db.prepare("DELETE FROM wishlist_items WHERE user_id = ? AND product_id = ?").run(userId, productId);
  if (removed.changes > 0) return false;
  if (!findListedCard(db, siteId, productId)) throw new HttpError(404, "Product not found");
  db.prepare("INSERT INTO wishlist_items (user_id, product_id) VALUES (?, ?)").run(userId, productId);
  return true;
}

/** The wishlist, newest first, as the catalogue lists products: archived products are left out while archived. */
export function wishlistPage(db: Db, siteId: number, userId: number, page: number, limit: number): WishlistPage {
  const from = `FROM wishlist_items w JOIN products p ON p.id = w.product_id
    WHERE w.user_id = @userId AND p.site_id = @siteId AND p.parent_id IS NULL AND p.archived = 0`;
  const params = { userId, siteId };
  const total = db.prepare(`SELECT COUNT(*) ${from}`).pluck().get(params) as number;
  const rows = db
    .prepare(`SELECT w.id AS wishlist_id, ${CARD_COLUMNS} ${from} ORDER BY w.created_at DESC, w.id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit, offset: (page - 1) * limit }) as (CardRow & { wishlist_id: number })[];
  return {
    records: rows.map((row) => ({ id: row.wishlist_id, product_id: row.id, product: toCard(db, siteId, row) })),
    lastPage: Math.max(1, Math.ceil(total / limit)),
    page,
    limit,
    total,
    perPage: limit,
  };
}
