import type { CartSeed } from "./types";

// The school shop's coupons and member cards. Dates do not depend on when the seed runs: the
// valid ones end far in the future, the expired ones ended in the past.

const FOREVER = "9999-12-31T23:59:59.999Z";

export const schoolCartSeed: CartSeed = {
  coupons: [
    { code: "OBZOR10", type: "percent", value: 10, validFrom: "2024-01-01T00:00:00.000Z", validUntil: FOREVER },
    { code: "POPUST5", type: "fixed", value: 5, validFrom: "2024-01-01T00:00:00.000Z", validUntil: FOREVER },
    {
      code: "LJETO2024",
      type: "percent",
      value: 15,
      validFrom: "2024-06-01T00:00:00.000Z",
      validUntil: "2024-09-01T00:00:00.000Z",
    },
    {
      code: "VELIKA20",
      type: "percent",
      value: 20,
      minItemsTotal: 100,
      validFrom: "2024-01-01T00:00:00.000Z",
      validUntil: FOREVER,
    },
  ],
  memberCards: [
    { barcode: "OBZOR-CLAN-0001", discountPercent: 5, valid: true, validUntil: FOREVER },
    { barcode: "OBZOR-CLAN-9999", discountPercent: 5, valid: false, validUntil: "2024-09-01T00:00:00.000Z" },
  ],
};
