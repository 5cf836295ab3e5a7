import type { Migration } from "./index";

const ALL_SORT_TYPES = JSON.stringify([
  "newest",
  "oldest",
  "priceAsc",
  "priceDesc",
  "nameAsc",
  "nameDesc",
  "priorityAsc",
  "priorityDesc",
]);

/**
 * The catalogue: attributes and their options, categories (a tree per site), products with
 * their variants (a configurable's variants are products with parent_id), attribute values,
 * custom options, bundle entries and cross-sells. Prices are integer cents; JSON columns hold
 * the shapes of docs/platform-api.md.
 */
export const catalogue: Migration = {
  version: 2,
  name: "catalogue",
  sql: `
    CREATE TABLE attributes (
      id         INTEGER PRIMARY KEY,
      site_id    INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      code       TEXT NOT NULL,          -- the filter key, e.g. 'color'
      label      TEXT NOT NULL,
      type       TEXT NOT NULL CHECK (type IN ('Dropdown', 'MultiSelect', 'Number', 'Date', 'DateTime',
                                               'YesNo', 'TextSwatch', 'VisualSwatch')),
      filterable INTEGER NOT NULL DEFAULT 1 CHECK (filterable IN (0, 1)),
      position   INTEGER NOT NULL DEFAULT 0,
      UNIQUE (site_id, code)
    );

    -- The choices of Dropdown, MultiSelect and swatch attributes.
    CREATE TABLE attribute_options (
      id           INTEGER PRIMARY KEY,
      attribute_id INTEGER NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
      value        TEXT NOT NULL,        -- what a filter names, e.g. 'tamnoplava'
      label        TEXT NOT NULL,
      color        TEXT,                 -- '#1e3a8a' for a VisualSwatch
      sort         INTEGER NOT NULL DEFAULT 0,
      UNIQUE (attribute_id, value)
    );

    CREATE TABLE categories (
      id           INTEGER PRIMARY KEY,
      site_id      INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      parent_id    INTEGER REFERENCES categories (id) ON DELETE CASCADE,
      slug         TEXT NOT NULL,
      name         TEXT NOT NULL,
      description  TEXT NOT NULL DEFAULT '',
      image_id     INTEGER REFERENCES media (id) ON DELETE SET NULL,
      sort_types   TEXT NOT NULL DEFAULT '${ALL_SORT_TYPES}',   -- JSON array of sort types
      sort_default TEXT NOT NULL DEFAULT 'newest',
      position     INTEGER NOT NULL DEFAULT 0,
      UNIQUE (site_id, slug)
    );
    CREATE INDEX categories_parent ON categories (parent_id);

    -- Listed products have no parent; a configurable's variants (Simple products) name it
    -- as parent and are shown only inside it.
    CREATE TABLE products (
      id                     INTEGER PRIMARY KEY,
      site_id                INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
      parent_id              INTEGER REFERENCES products (id) ON DELETE CASCADE,
      slug                   TEXT NOT NULL,
      sku                    TEXT NOT NULL,
      name                   TEXT NOT NULL,
      type                   TEXT NOT NULL,   -- 'clothing', 'book', 'stationery', 'digital', 'bundle'...
      format                 TEXT NOT NULL CHECK (format IN ('Simple', 'Configurable', 'Bundle', 'EProduct')),
      description            TEXT NOT NULL DEFAULT '',   -- HTML
      short_description      TEXT NOT NULL DEFAULT '',
      media_id               INTEGER REFERENCES media (id) ON DELETE SET NULL,
      basic_price_cents      INTEGER NOT NULL CHECK (basic_price_cents >= 0),
      retail_price_cents     INTEGER CHECK (retail_price_cents >= 0),
      final_price_cents      INTEGER NOT NULL CHECK (final_price_cents >= 0),
      membership_price_cents INTEGER CHECK (membership_price_cents >= 0),
      discount               REAL NOT NULL DEFAULT 0 CHECK (discount >= 0 AND discount <= 100),  -- percent
      category_priority      INTEGER NOT NULL DEFAULT 0,
      archived               INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
      featured               INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1)),
      download               TEXT,            -- JSON { fileName, size }: EProducts only
      created_at             TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      UNIQUE (site_id, slug),
      UNIQUE (site_id, sku),
      CHECK (parent_id IS NULL OR parent_id <> id)
    );
    CREATE INDEX products_listed ON products (site_id, archived, created_at) WHERE parent_id IS NULL;
    CREATE INDEX products_listed_price ON products (site_id, final_price_cents) WHERE parent_id IS NULL;
    CREATE INDEX products_variants ON products (parent_id) WHERE parent_id IS NOT NULL;

    CREATE TABLE product_gallery (
      product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      media_id   INTEGER NOT NULL REFERENCES media (id) ON DELETE CASCADE,
      position   INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (product_id, media_id)
    );

    CREATE TABLE product_categories (
      product_id  INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
      PRIMARY KEY (product_id, category_id)
    );
    CREATE INDEX product_categories_category ON product_categories (category_id, product_id);

    -- One row per value: an option (a MultiSelect has a row per chosen option), a number,
    -- an ISO date ('2024-06-01' for Date, '2026-03-14T16:00:00.000Z' for DateTime) or a YesNo.
    CREATE TABLE product_attribute_values (
      id           INTEGER PRIMARY KEY,
      product_id   INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      attribute_id INTEGER NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
      option_id    INTEGER REFERENCES attribute_options (id) ON DELETE CASCADE,
      number_value REAL,
      date_value   TEXT,
      bool_value   INTEGER CHECK (bool_value IN (0, 1)),
      CHECK ((option_id IS NOT NULL) + (number_value IS NOT NULL) + (date_value IS NOT NULL)
             + (bool_value IS NOT NULL) = 1)
    );
    CREATE INDEX product_attribute_values_product ON product_attribute_values (product_id, attribute_id);
    CREATE UNIQUE INDEX product_attribute_values_option ON product_attribute_values (attribute_id, option_id, product_id)
      WHERE option_id IS NOT NULL;
    CREATE INDEX product_attribute_values_number ON product_attribute_values (attribute_id, number_value)
      WHERE number_value IS NOT NULL;
    CREATE INDEX product_attribute_values_date ON product_attribute_values (attribute_id, date_value)
      WHERE date_value IS NOT NULL;
    CREATE INDEX product_attribute_values_bool ON product_attribute_values (attribute_id, bool_value)
      WHERE bool_value IS NOT NULL;

    -- The attributes that tell a configurable's variants apart, and the value the shop preselects.
    CREATE TABLE product_variant_attributes (
      product_id        INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      attribute_id      INTEGER NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
      default_option_id INTEGER REFERENCES attribute_options (id) ON DELETE SET NULL,
      position          INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (product_id, attribute_id)
    );

    CREATE TABLE custom_options (
      id         INTEGER PRIMARY KEY,
      product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      code       TEXT NOT NULL,
      label      TEXT NOT NULL,
      type       TEXT NOT NULL CHECK (type IN ('dropdown', 'numberField', 'multipleSelect', 'textSwatch',
                                               'visualSwatch', 'yesNo', 'dateTime', 'date')),
      required   INTEGER NOT NULL DEFAULT 0 CHECK (required IN (0, 1)),
      min_value  REAL,                    -- numberField
      max_value  REAL,
      position   INTEGER NOT NULL DEFAULT 0,
      UNIQUE (product_id, code)
    );

    CREATE TABLE custom_option_values (
      id                   INTEGER PRIMARY KEY,
      custom_option_id     INTEGER NOT NULL REFERENCES custom_options (id) ON DELETE CASCADE,
      value                TEXT NOT NULL,
      label                TEXT NOT NULL,
      color                TEXT,
      price_modifier_cents INTEGER NOT NULL DEFAULT 0,
      position             INTEGER NOT NULL DEFAULT 0,
      UNIQUE (custom_option_id, value)
    );

    -- A bundle's members: Simple, EProduct, Configurable (a variant is chosen) or a Bundle.
    CREATE TABLE bundle_entries (
      id         INTEGER PRIMARY KEY,
      bundle_id  INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      quantity   INTEGER NOT NULL DEFAULT 1 CHECK (quantity > 0),
      position   INTEGER NOT NULL DEFAULT 0,
      UNIQUE (bundle_id, product_id),
      CHECK (bundle_id <> product_id)
    );
    CREATE INDEX bundle_entries_member ON bundle_entries (product_id);

    CREATE TABLE cross_sells (
      product_id    INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      cross_sell_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      position      INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (product_id, cross_sell_id),
      CHECK (product_id <> cross_sell_id)
    );
  `,
};
