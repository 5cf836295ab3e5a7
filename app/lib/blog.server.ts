import { cachedRead, platformContext, type PlatformContext } from "~/api/client.server";
import { recordFailedRequest } from "~/api/cms.server";
import { isApiError } from "~/api/errors";
import { filterComments, filterPosts, getCommentOptions, getPost, getTerm, listTerms, type PostQuery } from "~/api/content.server";
import type { Alternates } from "~/i18n/alternates";
import { isLanguage } from "~/i18n/languages";
import { localizedHref } from "~/i18n/localized-href";
import { notFound, throwPageError } from "./page-errors.server";
import { validPage } from "./pagination";
import { sanitizeHtml } from "./sanitize-html.server";

// The blog: the list of every post, a category's posts, one post with its comments. The slug
// of /objave/{slug} is either a category or a post: the platform decides.

export const BLOG_PAGE_SIZE = 16; // SPEC 9: blog and search page size
export const CATEGORY_LIST_LIMIT = 5; // SPEC 9: post category list default limit

function requestedPage(request: Request): number {
  return validPage(new URL(request.url).searchParams.get("page"), Number.MAX_SAFE_INTEGER);
}

/** One page of posts; SPEC 4: a page outside 1..totalPages is ignored, the first shows instead. */
export async function loadPostPage(ctx: PlatformContext, query: Omit<PostQuery, "page" | "limit">, request: Request) {
  const page = requestedPage(request);
  let list = await filterPosts(ctx, { ...query, page, limit: BLOG_PAGE_SIZE });
  if (page > 1 && page > list.pagination.totalPages) list = await filterPosts(ctx, { ...query, page: 1, limit: BLOG_PAGE_SIZE });
  return { posts: list.records, page: list.pagination.page, totalPages: list.pagination.totalPages };
}

/** A post, its body sanitized once and cached: sanitizing is the costly part. */
function findPost(ctx: PlatformContext, slug: string) {
  return cachedRead(ctx, `post:${slug}`, async () => {
    const post = await getPost(ctx, slug);
    return post && post.postType === "post" ? { ...post, body: sanitizeHtml(post.body) } : null;
  });
}

/** The post in the site's other languages, for the language switcher and hreflang links. */
function postAlternates(ctx: PlatformContext, post: { slug: string; translations: { language: string; slug: string }[] }): Alternates {
  const alternates: Alternates = { [ctx.language]: localizedHref("blog", ctx.language, { slug: post.slug }) };
  for (const translation of post.translations) {
    if (isLanguage(translation.language) && ctx.allowedLanguages.includes(translation.language)) {
      alternates[translation.language] = localizedHref("blog", translation.language, { slug: translation.slug });
    }
  }
  return alternates;
}

async function loadPost(ctx: PlatformContext, request: Request, post: NonNullable<Awaited<ReturnType<typeof findPost>>>) {
  let signedIn = Boolean(ctx.user);
  const commentsOf = async () => {
    try {
      return await filterComments(ctx, post.id);
    } catch (error) {
      // A token the platform no longer takes (expired, revoked) must not cost the visitor the
      // post: read the comments as a signed-out visitor.
      if (!ctx.user || !isApiError(error) || error.status !== 401) throw error;
      signedIn = false;
      return filterComments(platformContext(ctx.domain, ctx.requestedLanguage), post.id);
    }
  };
  const [options, comments] = await Promise.all([getCommentOptions(ctx), commentsOf()]).catch(throwPageError);
  return {
    kind: "post" as const,
    post: {
      id: post.id,
      title: post.meta.title ?? post.title,
      heading: post.title,
      description: post.meta.description ?? post.excerpt,
      slug: post.slug,
      body: post.body,
      media: post.media,
      createdAt: post.created_at ?? post.published_at,
      publishedAt: post.published_at,
      categories: post.terms.categories,
    },
    comments: comments.records,
    alternates: postAlternates(ctx, post),
    commenting: {
      signedIn,
      allowed: options.CanCommentOnBlog !== "Nobody",
      registeredOnly: options.CanCommentOnBlog === "RegisteredUsers",
      oneUserOneComment: options.OneUserOneComment,
      canEdit: options.UserCanEditComment,
      stars: options.NumberOfStars,
    },
  };
}

export async function loadBlog(ctx: PlatformContext, request: Request, slug: string | undefined) {
  if (!slug) {
    const list = await loadPostPage(ctx, {}, request).catch(throwPageError);
    return { kind: "list" as const, ...list };
  }
  const [term, post] = await Promise.all([getTerm(ctx, slug), findPost(ctx, slug)]).catch(throwPageError);
  if (term) {
    const url = new URL(request.url);
    const [list, terms] = await Promise.all([loadPostPage(ctx, { termSlugs: [term.slug] }, request), listTerms(ctx)]).catch(throwPageError);
    const allCategories = url.searchParams.get("categories") === "all";
    return {
      kind: "category" as const,
      term: { title: term.title, slug: term.slug, description: term.description },
      categories: allCategories ? terms : terms.slice(0, CATEGORY_LIST_LIMIT),
      hasMoreCategories: !allCategories && terms.length > CATEGORY_LIST_LIMIT,
      ...list,
    };
  }
  if (post) return loadPost(ctx, request, post);
  await recordFailedRequest(ctx, new URL(request.url).pathname);
  throw notFound();
}

export type BlogData = Awaited<ReturnType<typeof loadBlog>>;
