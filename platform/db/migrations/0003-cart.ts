import type { Migration } from "./index";

/**
 * The cart: carts (named by a random id and guarded by a random protect code), their lines,
 * and the discounts a cart can carry (coupons, member cards). Amounts are integer cents; a
 * line's options are canonical JSON, so the same product with the same options is one line.
 */
export const cart: Migration = {
  version: 3,
  name: "cart",
  sql: `
    -- code is case-insensitive: 'obzor10' is the coupon 'OBZOR10'.
    CREATE TABLE coupons (
      id                    INTEGER PRIMARY KEY,
      site_id               INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      code                  TEXT NOT NULL COLLATE NOCASE,
      type                  TEXT NOT NULL CHECK (type IN ('percent', 'fixed')),
      value                 INTEGER NOT NULL,   -- percent: whole percent; fixed: cents
      min_items_total_cents INTEGER CHECK (min_items_total_cents >= 0),
      valid_from            TEXT,               -- ISO 8601 UTC; NULL: no bound
      valid_until           TEXT,               -- exclusive
      created_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      UNIQUE (site_id, code),
      CHECK (value > 0 AND (type = 'fixed' OR value <= 100))
    );

    CREATE TABLE member_cards (
      id               INTEGER PRIMARY KEY,
      site_id          INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      barcode          TEXT NOT NULL COLLATE NOCASE,
      discount_percent REAL NOT NULL CHECK (discount_percent >= 0 AND discount_percent <= 100),
      valid            INTEGER NOT NULL DEFAULT 1 CHECK (valid IN (0, 1)),
      valid_until      TEXT,                    -- ISO 8601 UTC, exclusive; NULL: no end
      created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      UNIQUE (site_id, barcode)
    );

    -- A cart's session id belongs to this cart only (409 'Session already used.' elsewhere).
    -- The member card is kept by barcode: a card that stops being valid stays applied, so
    -- validateCart can report it.
    CREATE TABLE carts (
      id                  TEXT PRIMARY KEY,     -- random UUID
      site_id             INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      protect_code        TEXT NOT NULL,
      session_id          TEXT NOT NULL UNIQUE, -- random UUID
      status              TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')),
      coupon_id           INTEGER REFERENCES coupons (id) ON DELETE SET NULL,
      member_card_barcode TEXT,
      created_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );

    -- product_id is what is bought: a Simple, an EProduct, a variant or a Bundle.
    CREATE TABLE cart_items (
      id         INTEGER PRIMARY KEY,
      cart_id    TEXT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
      product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      qty        INTEGER NOT NULL CHECK (qty BETWEEN 1 AND 999),
      options    TEXT NOT NULL DEFAULT '{"personalizations":{},"bundleOptions":[]}',
      position   INTEGER NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      UNIQUE (cart_id, product_id, options)
    );
    CREATE INDEX cart_items_cart ON cart_items (cart_id, position);
  `,
};
