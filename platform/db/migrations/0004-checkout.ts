import type { Migration } from "./index";

/**
 * Checkout: the sites' delivery and payment methods, guest users and their addresses, a cart's
 * checkout choices, orders and GDPR consents. Amounts are integer cents. An order names its
 * cart UNIQUE: that, with the cart's archiving in the same transaction, makes ordering a cart
 * happen at most once.
 */
export const checkout: Migration = {
  version: 4,
  name: "checkout",
  sql: `
    -- free_from_cents: the method applies only from that items total on (NULL: always).
    CREATE TABLE delivery_methods (
      id              INTEGER PRIMARY KEY,
      site_id         INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      name            TEXT NOT NULL,
      description     TEXT NOT NULL DEFAULT '',
      price_cents     INTEGER NOT NULL CHECK (price_cents >= 0),
      free_from_cents INTEGER CHECK (free_from_cents >= 0),
      position        INTEGER NOT NULL
    );
    CREATE INDEX delivery_methods_site ON delivery_methods (site_id, position);

    -- Branches (pick-up points) of a method: a method with branches needs one chosen.
    CREATE TABLE delivery_branches (
      id                 INTEGER PRIMARY KEY,
      delivery_method_id INTEGER NOT NULL REFERENCES delivery_methods (id) ON DELETE CASCADE,
      name               TEXT NOT NULL,
      position           INTEGER NOT NULL
    );
    CREATE INDEX delivery_branches_method ON delivery_branches (delivery_method_id, position);

    -- payment_type NULL: cash on delivery (the order is confirmed at once).
    CREATE TABLE payment_methods (
      id           INTEGER PRIMARY KEY,
      site_id      INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      name         TEXT NOT NULL,
      description  TEXT NOT NULL DEFAULT '',
      payment_type TEXT CHECK (payment_type IN ('HPF', 'WALLET')),
      position     INTEGER NOT NULL
    );
    CREATE INDEX payment_methods_site ON payment_methods (site_id, position);

    -- A guest is known by e-mail (any case) within a site.
    CREATE TABLE guest_users (
      id           INTEGER PRIMARY KEY,
      site_id      INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      email        TEXT NOT NULL COLLATE NOCASE,
      first_name   TEXT NOT NULL,
      last_name    TEXT NOT NULL,
      company_name TEXT,
      company_oib  TEXT,
      created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      UNIQUE (site_id, email)
    );

    -- One address of each type per guest; country is an ISO 3166-1 alpha-2 code.
    CREATE TABLE addresses (
      id            INTEGER PRIMARY KEY,
      guest_user_id INTEGER NOT NULL REFERENCES guest_users (id) ON DELETE CASCADE,
      type          TEXT NOT NULL CHECK (type IN ('shipping', 'billing')),
      first_name    TEXT NOT NULL,
      last_name     TEXT NOT NULL,
      contact_email TEXT NOT NULL,
      contact_phone TEXT NOT NULL,
      country       TEXT NOT NULL,
      city          TEXT NOT NULL,
      street        TEXT NOT NULL,
      house_number  TEXT NOT NULL,
      zip_code      TEXT NOT NULL,
      updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      UNIQUE (guest_user_id, type)
    );

    -- A cart's checkout choices. user_type 'user' comes with the accounts issue.
    CREATE TABLE cart_checkout (
      cart_id            TEXT PRIMARY KEY REFERENCES carts (id) ON DELETE CASCADE,
      user_type          TEXT CHECK (user_type IN ('guest', 'user')),
      user_id            INTEGER,
      delivery_method_id INTEGER REFERENCES delivery_methods (id) ON DELETE SET NULL,
      branch_id          INTEGER REFERENCES delivery_branches (id) ON DELETE SET NULL,
      payment_method_id  INTEGER REFERENCES payment_methods (id) ON DELETE SET NULL,
      company_name       TEXT,
      company_oib        TEXT,
      updated_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );

    -- slug: 'OBZ-<year>-<id, 6 digits>'. answer: the order/create answer as JSON, so the same
    -- idempotency key answers it again. totals are PriceSet cents; items, addresses and
    -- delivery are snapshots taken when ordering.
    CREATE TABLE orders (
      id              INTEGER PRIMARY KEY,
      site_id         INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      store_id        INTEGER NOT NULL,
      slug            TEXT NOT NULL UNIQUE,
      cart_id         TEXT NOT NULL UNIQUE REFERENCES carts (id),
      idempotency_key TEXT UNIQUE,
      user_type       TEXT NOT NULL CHECK (user_type IN ('guest', 'user')),
      user_id         INTEGER NOT NULL,
      email           TEXT NOT NULL,
      status          TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled', 'confirmed')),
      payment_method_id INTEGER,
      payment_type    TEXT CHECK (payment_type IN ('HPF', 'WALLET')),
      total_cents     INTEGER NOT NULL,
      totals          TEXT NOT NULL,
      items           TEXT NOT NULL,
      addresses       TEXT NOT NULL,
      delivery        TEXT NOT NULL,
      company         TEXT,
      gift_message    TEXT,
      order_message   TEXT,
      gift_to         TEXT,
      gift_from       TEXT,
      success_url     TEXT NOT NULL,
      failure_url     TEXT NOT NULL,
      answer          TEXT NOT NULL,
      created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );
    CREATE INDEX orders_user ON orders (site_id, user_type, user_id, created_at);

    CREATE TABLE consents (
      id            INTEGER PRIMARY KEY,
      site_id       INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      unique_number TEXT NOT NULL,
      display_name  TEXT NOT NULL,
      text          TEXT NOT NULL DEFAULT '',
      required      INTEGER NOT NULL DEFAULT 0 CHECK (required IN (0, 1)),
      position      INTEGER NOT NULL,
      UNIQUE (site_id, unique_number)
    );

    -- consents: the accepted consent ids as a JSON array.
    CREATE TABLE consent_logs (
      id               INTEGER PRIMARY KEY,
      site_id          INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      status           TEXT NOT NULL,
      status_timestamp TEXT NOT NULL,
      source_type      TEXT NOT NULL,
      user_type        TEXT NOT NULL CHECK (user_type IN ('guest', 'user')),
      email            TEXT NOT NULL,
      consents         TEXT NOT NULL,
      created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );
  `,
};
