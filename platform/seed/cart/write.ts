import type { Db } from "../../db/index";
import type { CartSeed } from "./types";

const cents = (euros: number) => Math.round(euros * 100);

/** Writes a site's coupons and member cards. */
export function writeCartSeed(db: Db, siteId: number, seed: CartSeed): void {
  const insertCoupon = db.prepare(
    `INSERT INTO coupons (site_id, code, type, value, min_items_total_cents, valid_from, valid_until)
     VALUES (?, ?, ?, ?, ?, ?, ?)`
  );
  for (const coupon of seed.coupons) {
    insertCoupon.run(
      siteId,
      coupon.code,
      coupon.type,
      coupon.type === "fixed" ? cents(coupon.value) : coupon.value,
      coupon.minItemsTotal === undefined ? null : cents(coupon.minItemsTotal),
      coupon.validFrom ?? null,
      coupon.validUntil ?? null
    );
  }
  const insertCard = db.prepare(
    "INSERT INTO member_cards (site_id, barcode, discount_percent, valid, valid_until) VALUES (?, ?, ?, ?, ?)"
  );
  for (const card of seed.memberCards) {
    insertCard.run(siteId, card.barcode, card.discountPercent, card.valid ? 1 : 0, card.validUntil ?? null);
  }
}
