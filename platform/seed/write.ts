import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Media, Section } from "../contract";
import { now, type Db } from "../db/index";
import { MEDIA_DIR } from "../modules/media";
import { MEDIA_SIZES, ORIGINAL_SIZE } from "./media-sizes";
import { LOGO_SIZE, logoSvg, photoSvg } from "./svg";
import type { MenuItemSeed, PictureSeed, SectionSeed, SiteSeed } from "./types";

/** Writes one site: its pictures as files under <dataDir>/media, everything else as rows. */
export function writeSite(db: Db, dataDir: string, seed: SiteSeed): void {
  const languageIds = new Map(
    (db.prepare("SELECT id, code2 FROM languages").all() as { id: number; code2: string }[]).map((row) => [
      row.code2,
      row.id,
    ])
  );
  const languageId = (code2: string): number => {
    const id = languageIds.get(code2);
    if (id === undefined) throw new Error(`Seed names an unknown language: ${code2}`);
    return id;
  };

  const siteId = Number(
    db.prepare("INSERT INTO sites (name, url) VALUES (?, ?)").run(seed.site.name, seed.site.url).lastInsertRowid
  );

  const mediaIds = new Map<string, number>();
  for (const picture of seed.pictures)
    mediaIds.set(picture.key, writePicture(db, dataDir, siteId, seed.mediaFolder, picture));
  const mediaId = (key: string): number => {
    const id = mediaIds.get(key);
    if (id === undefined) throw new Error(`Seed names an unknown picture: ${key}`);
    return id;
  };

  writeDomain(db, siteId, seed, languageId);
  for (const domain of seed.moreDomains ?? []) writeDomain(db, siteId, { ...seed, domain }, languageId);

  const insertOption = db.prepare(
    "INSERT INTO options (site_id, language_id, key, value, media_id) VALUES (?, ?, ?, ?, ?)"
  );
  for (const option of seed.options) {
    insertOption.run(
      siteId,
      option.language ? languageId(option.language) : null,
      option.key,
      option.value,
      option.media ? mediaId(option.media) : null
    );
  }

  const insertNavigation = db.prepare(
    "INSERT INTO navigations (site_id, language_id, handle, title) VALUES (?, ?, ?, ?)"
  );
  const insertItem = db.prepare(
    "INSERT INTO menu_items (navigation_id, parent_id, title, base_link, sort_order) VALUES (?, ?, ?, ?, ?)"
  );
  const writeItems = (navigationId: number, parentId: number | null, items: MenuItemSeed[]) => {
    items.forEach((item, index) => {
      const id = Number(insertItem.run(navigationId, parentId, item.title, item.link, index + 1).lastInsertRowid);
      writeItems(navigationId, id, item.children ?? []);
    });
  };
  for (const navigation of seed.navigations) {
    const { lastInsertRowid } = insertNavigation.run(
      siteId,
      languageId(navigation.language),
      navigation.handle,
      navigation.title
    );
    writeItems(Number(lastInsertRowid), null, navigation.items);
  }

  const insertElement = db.prepare(
    "INSERT INTO elements (site_id, language_id, handler, title, slug, options) VALUES (?, ?, ?, ?, ?, ?)"
  );
  for (const element of seed.elements) {
    insertElement.run(
      siteId,
      languageId(element.language),
      element.handler,
      element.title,
      element.handler,
      JSON.stringify(element.options)
    );
  }

  const insertPage = db.prepare(
    `INSERT INTO posts (site_id, language_id, post_type, slug, title, excerpt, media_id, sections, meta, translation_group, published_at)
     VALUES (?, ?, 'page', ?, ?, ?, ?, ?, ?, ?, ?)`
  );
  const publishedAt = now();
  for (const page of seed.pages) {
    const sections = page.sections.map((section, index) =>
      storedSection(`${page.slug}-${index + 1}`, section, mediaId)
    );
    insertPage.run(
      siteId,
      languageId(page.language),
      page.slug,
      page.title,
      page.excerpt,
      page.media ? mediaId(page.media) : null,
      JSON.stringify(sections),
      JSON.stringify(page.meta),
      page.group,
      publishedAt
    );
  }
}

function writeDomain(db: Db, siteId: number, seed: SiteSeed, languageId: (code2: string) => number): void {
  const { domain } = seed;
  const domainId = Number(
    db
      .prepare(
        `INSERT INTO domains (site_id, store_id, name, url, subdomain, api_key_token, default_language_id, is_default, extra)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`
      )
      .run(
        siteId,
        domain.storeId,
        domain.name,
        domain.url,
        domain.subdomain,
        randomBytes(24).toString("base64url"),
        languageId(domain.languages[0]),
        domain.isDefault ? 1 : 0,
        JSON.stringify(domain.extra)
      ).lastInsertRowid
  );
  const insertHost = db.prepare("INSERT INTO domain_hosts (host, domain_id) VALUES (?, ?)");
  for (const host of domain.hosts) insertHost.run(host.toLowerCase(), domainId);
  const insertLanguage = db.prepare("INSERT INTO domain_languages (domain_id, language_id, position) VALUES (?, ?, ?)");
  domain.languages.forEach((code2, index) => insertLanguage.run(domainId, languageId(code2), index + 1));
}

/** Draws the picture's files and records it as media; returns the media id. The catalogue seed uses it too. */
export function writePicture(db: Db, dataDir: string, siteId: number, folder: string, picture: PictureSeed): number {
  const directory = path.join(dataDir, MEDIA_DIR, folder);
  fs.mkdirSync(directory, { recursive: true });
  const publicPath = (file: string) => `/${MEDIA_DIR}/${folder}/${file}`;
  const original = `${picture.key}.svg`;

  let size: { width: number; height: number };
  const alternativePaths: Media["alternativePaths"] = {};
  if (picture.kind === "logo") {
    size = LOGO_SIZE;
    fs.writeFileSync(path.join(directory, original), logoSvg(picture));
  } else {
    size = ORIGINAL_SIZE;
    fs.writeFileSync(path.join(directory, original), photoSvg(picture, size.width, size.height));
    for (const { key, width, height } of MEDIA_SIZES) {
      const file = `${picture.key}-${width}x${height}.svg`;
      fs.writeFileSync(path.join(directory, file), photoSvg(picture, width, height));
      alternativePaths[key] = publicPath(file);
    }
  }

  const description = picture.kind === "logo" ? picture.tagline : picture.description;
  return Number(
    db
      .prepare(
        `INSERT INTO media (site_id, title, description, path, alternative_paths, width, height, mime, extension, original_name, display_name)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'image/svg+xml', 'svg', ?, ?)`
      )
      .run(
        siteId,
        picture.title,
        description,
        publicPath(original),
        JSON.stringify(alternativePaths),
        size.width,
        size.height,
        original,
        picture.title
      ).lastInsertRowid
  );
}

function storedSection(id: string, section: SectionSeed, mediaId: (key: string) => number): Section {
  if ("props" in section) return { id, type: section.type, props: withMediaIds(section.props, mediaId) as Record<string, unknown> };
  const { type, ...props } = section;
  if (!("media" in props) || props.media === undefined) return { id, type, props };
  const { media, ...rest } = props;
  return { id, type, props: { ...rest, mediaId: mediaId(media) } };
}

/** Every `media: "key"` inside the props, at any depth, stored as `mediaId`, as the platform keeps it. */
function withMediaIds(value: unknown, mediaId: (key: string) => number): unknown {
  if (Array.isArray(value)) return value.map((item) => withMediaIds(item, mediaId));
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) =>
      key === "media" && typeof child === "string" ? ["mediaId", mediaId(child)] : [key, withMediaIds(child, mediaId)]
    )
  );
}
