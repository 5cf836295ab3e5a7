import type { Migration } from "./index";

/**
 * Content (issue 7): post categories, calendar events, comments, forms and what visitors send
 * through them (form submissions, newsletter subscriptions, contact messages), and the back
 * office's consent assignments. Comment options are CMS options rows, not a table of their own.
 * Comments carry the author's id and name from the access token, so they need no users table.
 */
export const content: Migration = {
  version: 6,
  name: "content",
  sql: `
    -- Terms per language, like posts; translations of one term share a translation_group.
    CREATE TABLE terms (
      id                INTEGER PRIMARY KEY,
      site_id           INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      language_id       INTEGER NOT NULL REFERENCES languages (id),
      taxonomy          TEXT NOT NULL DEFAULT 'category' CHECK (taxonomy IN ('category')),
      slug              TEXT NOT NULL,
      title             TEXT NOT NULL,
      description       TEXT NOT NULL DEFAULT '',
      position          INTEGER NOT NULL DEFAULT 0,
      translation_group TEXT,
      created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      UNIQUE (site_id, language_id, taxonomy, slug)
    );

    CREATE TABLE post_terms (
      post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
      term_id INTEGER NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
      PRIMARY KEY (post_id, term_id)
    );
    CREATE INDEX post_terms_term ON post_terms (term_id, post_id);
    CREATE INDEX posts_listing ON posts (site_id, language_id, post_type, published_at);

    CREATE TABLE events (
      id           INTEGER PRIMARY KEY,
      site_id      INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      language_id  INTEGER NOT NULL REFERENCES languages (id),
      slug         TEXT NOT NULL,
      title        TEXT NOT NULL,
      starts_at    TEXT NOT NULL,
      ends_at      TEXT CHECK (ends_at IS NULL OR ends_at >= starts_at),
      place        TEXT NOT NULL DEFAULT '',
      description  TEXT NOT NULL DEFAULT '',      -- HTML
      media_id     INTEGER REFERENCES media (id) ON DELETE SET NULL,
      published_at TEXT,                          -- NULL: a draft
      updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      UNIQUE (site_id, language_id, slug)
    );
    CREATE INDEX events_listing ON events (site_id, language_id, starts_at);

    -- user_id NULL: an anonymous comment, or one imported without its account.
    -- published_at NULL: waiting for the back office (RequireAdminPublishing).
    CREATE TABLE comments (
      id           INTEGER PRIMARY KEY,
      site_id      INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      post_id      INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
      user_id      INTEGER,
      author_name  TEXT NOT NULL,
      body         TEXT NOT NULL DEFAULT '',
      rating       INTEGER CHECK (rating IS NULL OR rating >= 1),
      published_at TEXT,
      created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );
    CREATE INDEX comments_post ON comments (post_id, created_at);
    CREATE INDEX comments_user ON comments (post_id, user_id);

    -- fields: JSON [{ name, type, label, required }].
    CREATE TABLE forms (
      id              INTEGER PRIMARY KEY,
      site_id         INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      type            TEXT NOT NULL CHECK (type IN ('newsletter', 'contactForm', 'registerForm', 'checkoutForm',
                                                   'addressForm', 'productAvailabilityForm')),
      title           TEXT NOT NULL,
      description     TEXT NOT NULL DEFAULT '',
      submit_label    TEXT NOT NULL DEFAULT 'Pošalji',
      success_message TEXT NOT NULL DEFAULT '',
      fields          TEXT NOT NULL DEFAULT '[]',
      captcha_key     TEXT,
      captcha_version TEXT
    );

    CREATE TABLE form_submissions (
      id         INTEGER PRIMARY KEY,
      site_id    INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      form_id    INTEGER NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
      data       TEXT NOT NULL,               -- JSON: field name -> value
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );

    -- One subscription per address and site, in any case; confirmed through the e-mailed token.
    CREATE TABLE newsletter_subscribers (
      id            INTEGER PRIMARY KEY,
      site_id       INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      email         TEXT NOT NULL COLLATE NOCASE,
      consent       INTEGER NOT NULL DEFAULT 0 CHECK (consent IN (0, 1)),
      confirm_token TEXT UNIQUE,              -- NULL once used
      confirmed_at  TEXT,
      created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      UNIQUE (site_id, email)
    );

    CREATE TABLE contact_messages (
      id         INTEGER PRIMARY KEY,
      site_id    INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      name       TEXT NOT NULL,
      email      TEXT NOT NULL,
      phone      TEXT NOT NULL DEFAULT '',
      subject    TEXT NOT NULL DEFAULT '',
      message    TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );

    -- Which consents a place (checkout, register, a form) asks for; consents are JSON id arrays.
    CREATE TABLE consent_assignments (
      id                INTEGER PRIMARY KEY,
      site_id           INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      assigned_to       TEXT NOT NULL,
      consents          TEXT NOT NULL,
      required_consents TEXT NOT NULL,
      updated_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      UNIQUE (site_id, assigned_to)
    );
  `,
};
