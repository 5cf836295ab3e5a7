import type { Migration } from "./index";

/**
 * The foundation: languages and countries, sites and their domains, and the content module
 * (media, options, navigations, layout elements, pages and posts, failed requests).
 * Timestamps are ISO 8601 text in UTC; JSON columns hold the shapes of docs/platform-api.md.
 */
export const init: Migration = {
  version: 1,
  name: "init",
  sql: `
    CREATE TABLE languages (
      id       INTEGER PRIMARY KEY,
      code     TEXT NOT NULL UNIQUE,   -- ISO 639-2/T, e.g. 'hrv'
      code2    TEXT NOT NULL UNIQUE,   -- ISO 639-1, e.g. 'hr'
      name_hrv TEXT NOT NULL,
      name_eng TEXT NOT NULL,
      name_ger TEXT NOT NULL,
      name_srp TEXT NOT NULL,
      name     TEXT NOT NULL           -- the language's own name
    );

    -- Country names are not stored: they are given in the language of each request.
    CREATE TABLE countries (
      id   INTEGER PRIMARY KEY,
      code TEXT NOT NULL UNIQUE        -- ISO 3166-1 alpha-2
    );

    CREATE TABLE sites (
      id         INTEGER PRIMARY KEY,
      name       TEXT NOT NULL,
      url        TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );

    -- A domain is how a storefront finds its site: by host name, then by api key.
    -- store_id names the shop's store; the store's own tables come with the catalogue.
    CREATE TABLE domains (
      id                  INTEGER PRIMARY KEY,
      site_id             INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      store_id            INTEGER NOT NULL,
      name                TEXT NOT NULL,
      url                 TEXT NOT NULL,
      subdomain           TEXT,
      api_key_token       TEXT NOT NULL UNIQUE,
      default_language_id INTEGER NOT NULL REFERENCES languages (id),
      is_default          INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
      extra               TEXT NOT NULL DEFAULT '{}',
      created_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );
    -- At most one domain answers for host names nobody claimed.
    CREATE UNIQUE INDEX domains_one_default ON domains (is_default) WHERE is_default = 1;

    CREATE TABLE domain_hosts (
      host      TEXT PRIMARY KEY,        -- lower case, no port
      domain_id INTEGER NOT NULL REFERENCES domains (id) ON DELETE CASCADE
    );

    -- The languages a domain allows, in the order its language switcher shows them.
    CREATE TABLE domain_languages (
      domain_id   INTEGER NOT NULL REFERENCES domains (id) ON DELETE CASCADE,
      language_id INTEGER NOT NULL REFERENCES languages (id),
      position    INTEGER NOT NULL,
      PRIMARY KEY (domain_id, language_id)
    );

    CREATE TABLE media (
      id                INTEGER PRIMARY KEY,
      site_id           INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      title             TEXT NOT NULL,
      description       TEXT NOT NULL DEFAULT '',
      path              TEXT NOT NULL UNIQUE,            -- public path, e.g. '/media/school/hero.svg'
      alternative_paths TEXT NOT NULL DEFAULT '{}',      -- JSON: size name -> public path
      width             INTEGER NOT NULL,
      height            INTEGER NOT NULL,
      mime              TEXT NOT NULL,
      extension         TEXT NOT NULL,
      original_name     TEXT NOT NULL,
      display_name      TEXT NOT NULL,
      access            TEXT NOT NULL DEFAULT 'public' CHECK (access IN ('public', 'private')),
      created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );
    CREATE INDEX media_site ON media (site_id);

    -- A CMS option holds one value for every language (language_id NULL) and may be
    -- overridden for single languages, e.g. CopyrightText or HomePageSlug.
    CREATE TABLE options (
      id          INTEGER PRIMARY KEY,
      site_id     INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      language_id INTEGER REFERENCES languages (id),
      key         TEXT NOT NULL,
      value       TEXT NOT NULL DEFAULT '',
      media_id    INTEGER REFERENCES media (id) ON DELETE SET NULL
    );
    -- NULLs are distinct in a plain UNIQUE, so the 'every language' row is keyed as 0.
    CREATE UNIQUE INDEX options_site_key_language ON options (site_id, key, IFNULL(language_id, 0));

    CREATE TABLE navigations (
      id          INTEGER PRIMARY KEY,
      site_id     INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      language_id INTEGER NOT NULL REFERENCES languages (id),
      handle      TEXT NOT NULL,         -- what ThemeNavigations points at, e.g. 'main'
      title       TEXT NOT NULL,
      UNIQUE (site_id, language_id, handle)
    );

    CREATE TABLE menu_items (
      id            INTEGER PRIMARY KEY,
      navigation_id INTEGER NOT NULL REFERENCES navigations (id) ON DELETE CASCADE,
      parent_id     INTEGER REFERENCES menu_items (id) ON DELETE CASCADE,
      title         TEXT NOT NULL,
      base_link     TEXT NOT NULL,
      sort_order    INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX menu_items_navigation ON menu_items (navigation_id, sort_order);

    CREATE TABLE elements (
      id             INTEGER PRIMARY KEY,
      site_id        INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      language_id    INTEGER NOT NULL REFERENCES languages (id),
      handler        TEXT NOT NULL,      -- 'header-section', 'footer-section', 'cookie-section'
      title          TEXT NOT NULL,
      type           TEXT NOT NULL DEFAULT 'static-element' CHECK (type IN ('static-element')),
      slug           TEXT NOT NULL,
      options        TEXT NOT NULL DEFAULT '{}',
      mobile_options TEXT NOT NULL DEFAULT '{}',
      meta           TEXT NOT NULL DEFAULT '{}',
      link_meta      TEXT NOT NULL DEFAULT '{}',
      mobile_meta    TEXT NOT NULL DEFAULT '{}',
      parts          TEXT NOT NULL DEFAULT '[]',
      created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      UNIQUE (site_id, language_id, handler)
    );

    -- Pages and blog posts. A page is built of sections (JSON; a media prop is stored as
    -- mediaId and expanded on read). Translations of one page share a translation_group.
    CREATE TABLE posts (
      id                INTEGER PRIMARY KEY,
      site_id           INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      language_id       INTEGER NOT NULL REFERENCES languages (id),
      post_type         TEXT NOT NULL CHECK (post_type IN ('page', 'post')),
      slug              TEXT NOT NULL,
      title             TEXT NOT NULL,
      excerpt           TEXT NOT NULL DEFAULT '',
      body              TEXT NOT NULL DEFAULT '',
      media_id          INTEGER REFERENCES media (id) ON DELETE SET NULL,
      sections          TEXT NOT NULL DEFAULT '[]',
      meta              TEXT NOT NULL DEFAULT '{}',
      translation_group TEXT,
      published_at      TEXT,            -- NULL: a draft, not found by visitors
      created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      UNIQUE (site_id, language_id, slug)
    );
    CREATE UNIQUE INDEX posts_translation ON posts (site_id, translation_group, language_id)
      WHERE translation_group IS NOT NULL;

    -- Paths visitors asked for and did not find, for the back office to add redirects.
    CREATE TABLE failed_requests (
      id        INTEGER PRIMARY KEY,
      site_id   INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      path      TEXT NOT NULL,
      hits      INTEGER NOT NULL DEFAULT 1,
      last_seen TEXT NOT NULL,
      UNIQUE (site_id, path)
    );
  `,
};
