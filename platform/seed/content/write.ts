import type { Db } from "../../db/index";
import { PALETTES } from "../sites/common";
import { writePicture } from "../write";
import type { ContentSeed, EventSeed, PostBodySeed, PostSeed } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;

function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The HTML body of a post: lead, heading, text, the post's picture, a list, a video, a link. */
export function postBodyHtml(title: string, body: PostBodySeed, picturePath: string): string {
  const parts = [
    `<p><strong>${body.lead}</strong></p>`,
    `<h2>${body.heading}</h2>`,
    ...body.paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
    `<figure><img src="${picturePath}" alt="${escapeHtml(title)}" width="926" height="926" loading="lazy"><figcaption>${escapeHtml(
      title
    )}</figcaption></figure>`,
    "<h3>Ukratko</h3>",
    `<ul>${body.points.map((point) => `<li>${point}</li>`).join("")}</ul>`,
  ];
  if (body.video) {
    parts.push(
      `<iframe src="${body.video}" width="560" height="315" title="Video: ${escapeHtml(
        title
      )}" allow="accelerometer; autoplay; encrypted-media; picture-in-picture" allowfullscreen></iframe>`
    );
  }
  if (body.link) parts.push(`<p>Više o tome: <a href="${body.link.url}">${body.link.label}</a>.</p>`);
  return parts.join("\n");
}

/** A local Zagreb time on a day relative to `base`, as ISO UTC (Zagreb is UTC+1 in winter, +2 in summer). */
function zagrebTime(base: Date, inDays: number, time: string): Date {
  const day = new Date(base.getTime() + inDays * DAY_MS);
  const [hours, minutes] = time.split(":").map(Number);
  const utc = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes);
  const offsetHours = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Zagreb", timeZoneName: "shortOffset" })
      .formatToParts(new Date(utc))
      .find((part) => part.type === "timeZoneName")
      ?.value.replace("GMT", "") || 0
  );
  return new Date(utc - offsetHours * 60 * 60 * 1000);
}

/**
 * Writes a site's blog, events, comments, forms and comment options. Dates are relative to
 * now, so the blog always looks current: posts over the last months, events mostly ahead.
 */
export function writeContentSeed(db: Db, dataDir: string, siteId: number, seed: ContentSeed): void {
  const base = new Date();
  const findLanguage = db.prepare("SELECT id FROM languages WHERE code2 = ?").pluck();
  const languageId = (code2: string = seed.language) => {
    const id = findLanguage.get(code2) as number | undefined;
    if (id === undefined) throw new Error(`Seed names an unknown language: ${code2}`);
    return id;
  };
  // Translations share their picture: each key is drawn once.
  const pictures = new Map<string, { id: number; path: string }>();
  const picture = (key: string, title: string, description: string, palette: PostSeed["palette"]) => {
    const known = pictures.get(key);
    if (known) return known;
    const id = writePicture(db, dataDir, siteId, seed.mediaFolder, {
      kind: "photo",
      key,
      title,
      description,
      palette: PALETTES[palette],
    });
    const drawn = { id, path: `/media/${seed.mediaFolder}/${key}-926x926.svg` };
    pictures.set(key, drawn);
    return drawn;
  };

  const insertTerm = db.prepare(
    `INSERT INTO terms (site_id, language_id, taxonomy, slug, title, description, position, translation_group)
     VALUES (?, ?, 'category', ?, ?, ?, ?, ?)`
  );
  // By language and slug: translations may share a slug.
  const termIds = new Map<string, number>();
  const termKey = (language: string, slug: string) => `${language}/${slug}`;
  seed.categories.forEach((category, index) => {
    const language = category.language ?? seed.language;
    const { lastInsertRowid } = insertTerm.run(
      siteId,
      languageId(language),
      category.slug,
      category.title,
      category.description,
      index + 1,
      category.group ?? category.slug
    );
    termIds.set(termKey(language, category.slug), Number(lastInsertRowid));
  });

  const insertPost = db.prepare(
    `INSERT INTO posts (site_id, language_id, post_type, slug, title, excerpt, body, media_id, meta, translation_group, published_at, created_at)
     VALUES (?, ?, 'post', ?, ?, ?, ?, ?, ?, ?, ?, ?)`
  );
  const insertPostTerm = db.prepare("INSERT INTO post_terms (post_id, term_id) VALUES (?, ?)");
  const postIds = new Map<string, { id: number; publishedAt: Date }>();
  for (const post of seed.posts) {
    const language = post.language ?? seed.language;
    const image = picture(`objava-${post.group ?? post.slug}`, post.title, post.excerpt, post.palette);
    const publishedAt = zagrebTime(base, -post.daysAgo, "09:30");
    const body = "html" in post.body ? post.body.html : postBodyHtml(post.title, post.body, image.path);
    const id = Number(
      insertPost.run(
        siteId,
        languageId(language),
        post.slug,
        post.title,
        post.excerpt,
        body,
        image.id,
        JSON.stringify({ title: post.title, description: post.excerpt }),
        post.group ?? null,
        publishedAt.toISOString(),
        // Written the day before it went out.
        new Date(publishedAt.getTime() - DAY_MS).toISOString()
      ).lastInsertRowid
    );
    postIds.set(post.slug, { id, publishedAt });
    for (const slug of post.categories) {
      const termId = termIds.get(termKey(language, slug));
      if (termId === undefined) throw new Error(`Seed post ${post.slug} names an unknown category: ${slug}`);
      insertPostTerm.run(id, termId);
    }
  }

  const insertEvent = db.prepare(
    `INSERT INTO events (site_id, language_id, slug, title, starts_at, ends_at, place, description, media_id, published_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
  );
  const publishedAt = new Date(base.getTime() - 60 * DAY_MS).toISOString();
  for (const event of seed.events) {
    const image = picture(`dogadaj-${event.slug}`, event.title, event.place, event.palette);
    const [startsAt, endsAt] = eventTimes(base, event);
    insertEvent.run(siteId, languageId(), event.slug, event.title, startsAt, endsAt, event.place, event.description, image.id, publishedAt);
  }

  // Seeded comments come from accounts the seed does not have: no user id, published by the admin.
  const insertComment = db.prepare(
    `INSERT INTO comments (site_id, post_id, user_id, author_name, body, rating, published_at, created_at, updated_at)
     VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?)`
  );
  for (const comment of seed.comments) {
    const post = postIds.get(comment.post);
    if (!post) throw new Error(`Seed comment names an unknown post: ${comment.post}`);
    const at = new Date(Math.min(post.publishedAt.getTime() + comment.daysAfter * DAY_MS, base.getTime() - 60_000));
    const published = new Date(Math.min(at.getTime() + 3 * 60 * 60 * 1000, base.getTime())).toISOString();
    insertComment.run(siteId, post.id, comment.author, comment.body, comment.rating, published, at.toISOString(), at.toISOString());
  }

  const insertForm = db.prepare(
    `INSERT INTO forms (site_id, type, title, description, submit_label, success_message, fields, captcha_key, captcha_version)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL, NULL)`
  );
  for (const form of seed.forms) {
    insertForm.run(siteId, form.type, form.title, form.description, form.submitLabel, form.successMessage, JSON.stringify(form.fields));
  }

  const insertOption = db.prepare(
    `INSERT INTO options (site_id, language_id, key, value)
     SELECT ?, NULL, ?, ? WHERE NOT EXISTS (SELECT 1 FROM options WHERE site_id = ? AND key = ?)`
  );
  for (const option of seed.options) insertOption.run(siteId, option.key, option.value, siteId, option.key);
}

function eventTimes(base: Date, event: EventSeed): [string, string | null] {
  const start = zagrebTime(base, event.inDays, event.startTime);
  const end = event.hours === undefined ? null : new Date(start.getTime() + event.hours * 60 * 60 * 1000);
  return [start.toISOString(), end?.toISOString() ?? null];
}
