import { z } from "zod";
import { PaginationSchema } from "./catalog-schemas";
import { MediaSchema, PostSchema } from "./schemas";

// zod schemas of the content module's answers (docs/platform-api.md, Content (issue 7)).

const CategoryRefSchema = z.object({ id: z.number(), slug: z.string(), title: z.string() });
const TermsSchema = z.object({ categories: z.array(CategoryRefSchema).default([]) }).default({ categories: [] });

export const PostCardSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string().default(""),
    media: MediaSchema.nullable().default(null),
    published_at: z.string().nullable().default(null),
    created_at: z.string().nullable().default(null),
    postType: z.string().default("post"),
    terms: TermsSchema,
  })
  .passthrough();
export type PostCard = z.infer<typeof PostCardSchema>;

export const PostListSchema = z.object({ records: z.array(PostCardSchema), pagination: PaginationSchema });
export type PostList = z.infer<typeof PostListSchema>;

export const FullPostSchema = PostSchema.extend({ terms: TermsSchema });
export type FullPost = z.infer<typeof FullPostSchema>;

export const TermSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    slug: z.string(),
    slugMain: z.string().default(""),
    description: z.string().default(""),
    postCount: z.number().default(0),
  })
  .passthrough();
export type Term = z.infer<typeof TermSchema>;
export const TermListSchema = z.object({ records: z.array(TermSchema), pagination: PaginationSchema.optional() });

export const EventSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    slug: z.string().default(""),
    startsAt: z.string(),
    endsAt: z.string().nullable().default(null),
    place: z.string().default(""),
    description: z.string().default(""),
    media: MediaSchema.nullable().default(null),
  })
  .passthrough();
export type Event = z.infer<typeof EventSchema>;
export const EventListSchema = z.object({ records: z.array(EventSchema), pagination: PaginationSchema });

export const CommentOptionsSchema = z
  .object({
    CanCommentOnBlog: z.enum(["RegisteredUsers", "Everyone", "Nobody"]).default("RegisteredUsers"),
    RequireAdminPublishing: z.boolean().default(true),
    OneUserOneComment: z.boolean().default(false),
    UserCanEditComment: z.boolean().default(true),
    NumberOfStars: z.number().int().min(1).max(10).default(5),
    RequireRatingForComment: z.boolean().default(false),
    RequireCommentForRating: z.boolean().default(true),
  })
  .passthrough();
export type CommentOptions = z.infer<typeof CommentOptionsSchema>;

export const CommentSchema = z
  .object({
    id: z.number(),
    postId: z.number(),
    body: z.string().default(""),
    rating: z.number().nullable().default(null),
    published: z.boolean(),
    own: z.boolean().default(false),
    author: z.object({ id: z.number().nullable(), name: z.string() }),
    created_at: z.string(),
    updated_at: z.string().optional(),
  })
  .passthrough();
export type Comment = z.infer<typeof CommentSchema>;
export const CommentListSchema = z.object({ records: z.array(CommentSchema), pagination: PaginationSchema });

export const FORM_FIELD_TYPES = ["text", "email", "tel", "textarea", "checkbox"] as const;
export const FormDefinitionSchema = z
  .object({
    id: z.number(),
    type: z.string(),
    title: z.string().default(""),
    description: z.string().default(""),
    submitLabel: z.string().default(""),
    successMessage: z.string().default(""),
    fields: z.array(z.object({ name: z.string(), type: z.enum(FORM_FIELD_TYPES), label: z.string(), required: z.boolean().default(false) })),
    captcha: z.object({ key: z.string().nullable().default(null), version: z.string().nullable().default(null) }).default({}),
  })
  .passthrough();
export type FormDefinition = z.infer<typeof FormDefinitionSchema>;

export const SitemapEntrySchema = z.object({
  type: z.enum(["page", "post", "category", "event"]),
  id: z.number(),
  slug: z.string(),
  language: z.string(),
  lastmod: z.string().optional(),
});
export type SitemapEntry = z.infer<typeof SitemapEntrySchema>;
