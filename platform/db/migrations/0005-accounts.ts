import type { Migration } from "./index";

/**
 * Accounts: the sites' users with their addresses, refresh tokens, one-time tokens (e-mail
 * verification, password reset), failed logins for rate limiting, wishlists and the mail
 * outbox. Carts learn whose they are (getAbandoned) and consents learn where they are asked.
 * Secrets are stored only as SHA-256 hashes; passwords as scrypt hashes with their own salt.
 */
export const accounts: Migration = {
  version: 5,
  name: "accounts",
  sql: `
    -- A user is known by e-mail (any case) within a site.
    CREATE TABLE users (
      id                  INTEGER PRIMARY KEY,
      site_id             INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      email               TEXT NOT NULL COLLATE NOCASE,
      username            TEXT NOT NULL,
      first_name          TEXT NOT NULL,
      last_name           TEXT NOT NULL,
      company_name        TEXT,
      member_card_barcode TEXT,
      password_hash       TEXT NOT NULL,      -- scrypt, hex
      password_salt       TEXT NOT NULL,      -- 16 random bytes, hex
      is_backoffice       INTEGER NOT NULL DEFAULT 0 CHECK (is_backoffice IN (0, 1)),
      email_verified_at   TEXT,
      created_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      UNIQUE (site_id, email)
    );

    -- country is an ISO 3166-1 alpha-2 code.
    CREATE TABLE user_addresses (
      id            INTEGER PRIMARY KEY,
      user_id       INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      type          TEXT NOT NULL CHECK (type IN ('main', 'billing', 'shipping', 'other')),
      first_name    TEXT NOT NULL,
      last_name     TEXT NOT NULL,
      contact_email TEXT NOT NULL,
      contact_phone TEXT NOT NULL,
      country       TEXT NOT NULL,
      city          TEXT NOT NULL,
      street        TEXT NOT NULL,
      house_number  TEXT NOT NULL,
      zip_code      TEXT NOT NULL,
      region        TEXT,
      company_name  TEXT,
      company_oib   TEXT,
      created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );
    CREATE INDEX user_addresses_user ON user_addresses (user_id, id);

    -- family: the sign-in a token descends from (rotation keeps it); rotated_at: when it was
    -- exchanged for its successor (still accepted for a short grace after that).
    CREATE TABLE refresh_tokens (
      id          INTEGER PRIMARY KEY,
      user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      token_hash  TEXT NOT NULL UNIQUE,
      family      TEXT NOT NULL,
      expires_at  TEXT NOT NULL,
      rotated_at  TEXT,
      revoked_at  TEXT,
      created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );
    CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);
    CREATE INDEX refresh_tokens_family ON refresh_tokens (family);

    CREATE TABLE email_verification_tokens (
      id         INTEGER PRIMARY KEY,
      user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      token_hash TEXT NOT NULL UNIQUE,
      used_at    TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );

    CREATE TABLE password_reset_tokens (
      id         INTEGER PRIMARY KEY,
      user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      token_hash TEXT NOT NULL UNIQUE,
      expires_at TEXT NOT NULL,
      used_at    TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );

    -- Failed logins only (a success deletes the account's); counted per account and per address.
    CREATE TABLE login_attempts (
      id         INTEGER PRIMARY KEY,
      site_id    INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      email      TEXT NOT NULL COLLATE NOCASE,
      address    TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );
    CREATE INDEX login_attempts_email ON login_attempts (site_id, email, created_at);
    CREATE INDEX login_attempts_address ON login_attempts (site_id, address, created_at);

    CREATE TABLE wishlist_items (
      id         INTEGER PRIMARY KEY,
      user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      UNIQUE (user_id, product_id)
    );

    -- Mail the platform would send; tests and developers read it here (no mail server).
    CREATE TABLE outbox (
      id         INTEGER PRIMARY KEY,
      site_id    INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      to_email   TEXT NOT NULL,
      subject    TEXT NOT NULL,
      body       TEXT NOT NULL,
      link       TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );

    -- The signed-in user who last used the cart (getAbandoned).
    ALTER TABLE carts ADD COLUMN user_id INTEGER REFERENCES users (id) ON DELETE SET NULL;
    CREATE INDEX carts_user ON carts (user_id, updated_at) WHERE user_id IS NOT NULL;

    -- Where a consent is asked: at checkout or on register.
    ALTER TABLE consents ADD COLUMN context TEXT NOT NULL DEFAULT 'checkout' CHECK (context IN ('checkout', 'register'));
  `,
};
