// A site's coupons and member cards as plain data; seed/cart/write.ts turns them into rows.

export type CouponSeed = {
  code: string;
  type: "percent" | "fixed";
  /** percent: whole percent; fixed: EUR. */
  value: number;
  /** EUR. */
  minItemsTotal?: number;
  /** ISO 8601 UTC. */
  validFrom?: string;
  /** ISO 8601 UTC, exclusive. */
  validUntil?: string;
};

export type MemberCardSeed = {
  barcode: string;
  discountPercent: number;
  valid: boolean;
  /** ISO 8601 UTC, exclusive. */
  validUntil?: string;
};

export type CartSeed = { coupons: CouponSeed[]; memberCards: MemberCardSeed[] };
