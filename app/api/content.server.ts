import { z } from "zod";
import { cachedRead, type PlatformContext } from "./client.server";
import {
  CommentListSchema,
  CommentOptionsSchema,
  CommentSchema,
  EventListSchema,
  EventSchema,
  FormDefinitionSchema,
  FullPostSchema,
  PostListSchema,
  SitemapEntrySchema,
  TermListSchema,
  TermSchema,
  type FormDefinition,
  type FullPost,
  type Term,
} from "./content-schemas";
import { nullWhenNotFound } from "./errors";
import { recordsOf } from "./schemas";

// The content module of the platform (docs/platform-api.md, Content): posts, post categories,
// events, comments, forms, the newsletter and the sitemap list.



export type PostQuery = { termSlugs?: string[]; keywords?: string; page: number; limit: number };

export function filterPosts(ctx: PlatformContext, query: PostQuery) {
  return ctx.http.call("POST", "post/filterStandard", {
    body: { postTypeSlugs: ["post"], termSlugs: query.termSlugs, keywords: query.keywords, page: query.page, limit: query.limit },
    schema: PostListSchema,
  });
}

/** A published post (or page) by slug, or null. */
export function getPost(ctx: PlatformContext, slug: string): Promise<FullPost | null> {
  return nullWhenNotFound(ctx.http.call("GET", `post/get/${encodeURIComponent(slug)}`, { schema: FullPostSchema }));
}

/** A post category by slug, or null; cached, as categories change rarely. */
export function getTerm(ctx: PlatformContext, slug: string): Promise<Term | null> {
  return cachedRead(ctx, `term:${slug}`, () => nullWhenNotFound(ctx.http.call("GET", `term/get/${encodeURIComponent(slug)}`, { schema: TermSchema })));
}

/** Every post category, cached; the category view shows the first few. */
export function listTerms(ctx: PlatformContext): Promise<Term[]> {
  return cachedRead(ctx, "terms", async () => {
    const data = await ctx.http.call("POST", "term/filter", { body: { taxonomy: "category", noPaginate: true }, schema: TermListSchema });
    return data.records;
  });
}

export function filterEvents(ctx: PlatformContext, query: { page: number; limit: number; dateFrom?: string }) {
  return ctx.http.call("POST", "calendar/event/filter", { body: query, schema: EventListSchema });
}

export function getEvent(ctx: PlatformContext, id: number) {
  return nullWhenNotFound(ctx.http.call("GET", `calendar/event/get/${id}`, { schema: EventSchema }));
}

export function getCommentOptions(ctx: PlatformContext) {
  return cachedRead(ctx, "comment-options", () => ctx.http.call("POST", "comment/getOptions", { body: {}, schema: CommentOptionsSchema }));
}

/** A post's comments: the published ones, plus the signed-in visitor's own waiting ones. */
export function filterComments(ctx: PlatformContext, postId: number) {
  return ctx.http.call("POST", "comment/filterStandard", { body: { postId, page: 1, limit: 100 }, schema: CommentListSchema });
}

export type CommentInput = { body?: string; rating?: number };

export function createComment(ctx: PlatformContext, postId: number, input: CommentInput) {
  return ctx.http.call("POST", "comment/create", { body: { postId, ...input }, schema: CommentSchema });
}

export function updateComment(ctx: PlatformContext, id: number, input: CommentInput) {
  return ctx.http.call("PATCH", `comment/update/${id}`, { body: input, schema: CommentSchema });
}

export function getForm(ctx: PlatformContext, id: number): Promise<FormDefinition | null> {
  return cachedRead(ctx, `form:${id}`, () => nullWhenNotFound(ctx.http.call("GET", `form/get/${id}`, { schema: FormDefinitionSchema })));
}

/** The site's newsletter form (for its captcha settings), or null when it has none. */
export function getNewsletterForm(ctx: PlatformContext): Promise<FormDefinition | null> {
  return cachedRead(ctx, "form:newsletter", async () => {
    const data = await ctx.http.call("POST", "form/filter", { body: { type: "newsletter", limit: 1 }, schema: recordsOf(FormDefinitionSchema) });
    return data.records[0] ?? null;
  });
}

export function storeFormData(ctx: PlatformContext, id: number, data: Record<string, string | boolean>, captchaResponse?: string) {
  return ctx.http.call("POST", "form/storeData", {
    body: { id, data, captchaResponse },
    schema: z.object({ stored: z.boolean() }).passthrough(),
  });
}

export function subscribeNewsletter(ctx: PlatformContext, email: string) {
  return ctx.http.call("POST", "marketing/newsletter/subscribe", { body: { email }, schema: z.object({ subscribed: z.boolean() }).passthrough() });
}

/** Every published page, post, category and event in every allowed language, for the sitemap. */
export function sitemapEntries(ctx: PlatformContext) {
  return cachedRead(ctx, "sitemap-entries", async () => (await ctx.http.call("GET", "sitemap/entries", { schema: recordsOf(SitemapEntrySchema) })).records);
}

/** A form's e-mail confirmation link (e.g. the newsletter's): what to show or do next (SPEC 4). */
export function confirmFormEmail(ctx: PlatformContext, token: string) {
  return ctx.http.call("GET", `form/confirmEmail/${encodeURIComponent(token)}`, {
    schema: z.object({ goalType: z.string(), goal: z.string(), confirmedEmail: z.string() }),
  });
}
