import { Router } from "express";
import { z } from "zod";
import { COMMENT_AUDIENCES, type Comment, type CommentOptions } from "../content-contract";
import { fieldError } from "../data/cart-lines";
import { resolveOption } from "../data/options";
import { pageOf, pagingFields } from "../data/paging";
import { now, type Db } from "../db/index";
import { contextOf, type RequestContext } from "../http/api-key";
import { requestUser, type AuthUser } from "../http/auth";
import { HttpError, notFound, sendData } from "../http/envelope";
import { idInput, parseInput } from "../http/validate";

type CommentRow = {
  id: number;
  post_id: number;
  user_id: number | null;
  author_name: string;
  body: string;
  rating: number | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
};

// SPEC 6 (the school deployment); a site without one of these options takes this value.
const DEFAULT_OPTIONS: CommentOptions = {
  CanCommentOnBlog: "RegisteredUsers",
  RequireAdminPublishing: true,
  OneUserOneComment: false,
  UserCanEditComment: true,
  NumberOfStars: 5,
  AnonymousCanMultipleReview: false,
  RequireRatingForComment: false,
  RequireCommentForRating: true,
};

/** The comment rules of the site: CMS options rows, read in the request language. */
export function commentOptions(db: Db, context: RequestContext): CommentOptions {
  const value = (key: keyof CommentOptions) => resolveOption(db, context.siteId, context.language.id, key)?.value;
  const flag = (key: keyof CommentOptions, fallback: boolean) => {
    const text = value(key);
    return text === undefined ? fallback : text === "true";
  };
  const audience = value("CanCommentOnBlog");
  const stars = Number(value("NumberOfStars"));
  return {
    CanCommentOnBlog: COMMENT_AUDIENCES.find((known) => known === audience) ?? DEFAULT_OPTIONS.CanCommentOnBlog,
    RequireAdminPublishing: flag("RequireAdminPublishing", DEFAULT_OPTIONS.RequireAdminPublishing),
    OneUserOneComment: flag("OneUserOneComment", DEFAULT_OPTIONS.OneUserOneComment),
    UserCanEditComment: flag("UserCanEditComment", DEFAULT_OPTIONS.UserCanEditComment),
    NumberOfStars: Number.isInteger(stars) && stars > 0 ? stars : DEFAULT_OPTIONS.NumberOfStars,
    AnonymousCanMultipleReview: flag("AnonymousCanMultipleReview", DEFAULT_OPTIONS.AnonymousCanMultipleReview),
    RequireRatingForComment: flag("RequireRatingForComment", DEFAULT_OPTIONS.RequireRatingForComment),
    RequireCommentForRating: flag("RequireCommentForRating", DEFAULT_OPTIONS.RequireCommentForRating),
  };
}

const filterBody = z.object({ postId: idInput, ...pagingFields(10) });
const getOptionsBody = z.object({ store_id: z.union([z.number(), z.string()]).optional() });
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** body and rating, with the rating's range taken from the site's NumberOfStars. */
const contentFields = (options: CommentOptions) => ({
  body: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((body) => (body ? body : undefined)),
  rating: z.number().int().min(1).max(options.NumberOfStars).nullish(),
});

/** RequireRatingForComment / RequireCommentForRating on the comment as it would be stored. */
function checkContent(options: CommentOptions, body: string | undefined, rating: number | null | undefined): void {
  if (options.RequireRatingForComment && rating == null) throw fieldError(["rating"], "Required");
  if (!body && (options.RequireCommentForRating || rating == null)) throw fieldError(["body"], "Required");
}

function toComment(row: CommentRow, user: AuthUser | null): Comment {
  return {
    id: row.id,
    postId: row.post_id,
    body: row.body,
    rating: row.rating,
    published: row.published_at !== null,
    own: user !== null && row.user_id === user.id,
    author: { id: row.user_id, name: row.author_name },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** `comment`: blog comments under the site's comment options (SPEC 6). */
export function commentRoutes(db: Db): Router {
  const router = Router();
  const findComment = db.prepare("SELECT * FROM comments WHERE id = ? AND site_id = ?");

  router.post("/v1/comment/getOptions", (req, res) => {
    parseInput(getOptionsBody, req.body ?? {});
    sendData(res, commentOptions(db, contextOf(res)));
  });

  router.post("/v1/comment/filterStandard", (req, res) => {
    const body = parseInput(filterBody, req.body ?? {});
    const { siteId } = contextOf(res);
    const user = requestUser(res);
    // The author sees their own comments while they wait for publishing; nobody else does.
    const { rows, pagination } = pageOf<CommentRow>(
      db,
      {
        columns: "c.*",
        from: `comments c WHERE c.site_id = :siteId AND c.post_id = :postId
                AND (c.published_at IS NOT NULL OR (:userId IS NOT NULL AND c.user_id = :userId))`,
        orderBy: "c.created_at, c.id",
        params: { siteId, postId: body.postId, userId: user?.id ?? null },
      },
      body
    );
    sendData(res, { records: rows.map((row) => toComment(row, user)), pagination });
  });

  router.post("/v1/comment/create", (req, res) => {
    const context = contextOf(res);
    const options = commentOptions(db, context);
    const user = requestUser(res);
    if (options.CanCommentOnBlog === "Nobody") throw new HttpError(403, "commentsDisabled");
    if (options.CanCommentOnBlog === "RegisteredUsers" && !user) throw new HttpError(401, "loggedUsersOnly");
    const input = parseInput(
      z.object({
        postId: idInput,
        ...contentFields(options),
        // Only anonymous comments (CanCommentOnBlog Everyone) name their author.
        authorName: user ? z.unknown() : z.string().trim().min(1).max(100),
      }),
      req.body ?? {}
    );
    checkContent(options, input.body, input.rating);

    const create = db.transaction(() => {
      const post = db
        .prepare(
          `SELECT id FROM posts WHERE id = ? AND site_id = ? AND post_type = 'post'
              AND published_at IS NOT NULL AND published_at <= ?`
        )
        .get(input.postId, context.siteId, now());
      if (!post) throw new HttpError(404, "Post not found");
      if (user && options.OneUserOneComment) {
        const already = db.prepare("SELECT 1 FROM comments WHERE post_id = ? AND user_id = ?").get(input.postId, user.id);
        if (already) throw new HttpError(400, "alreadyPostedComment");
      }
      const at = now();
      return db
        .prepare(
          `INSERT INTO comments (site_id, post_id, user_id, author_name, body, rating, published_at, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`
        )
        .get(
          context.siteId,
          input.postId,
          user?.id ?? null,
          user ? user.name || user.email : String(input.authorName),
          input.body ?? "",
          input.rating ?? null,
          options.RequireAdminPublishing ? null : at,
          at,
          at
        ) as CommentRow;
    });
    sendData(res, toComment(create.immediate(), user));
  });

  router.patch("/v1/comment/update/:id", (req, res) => {
    const context = contextOf(res);
    const options = commentOptions(db, context);
    const user = requestUser(res);
    const { id } = parseInput(idParams, req.params);
    const input = parseInput(z.object(contentFields(options)), req.body ?? {});

    const update = db.transaction(() => {
      const row = findComment.get(id, context.siteId) as CommentRow | undefined;
      if (!row) throw notFound();
      if (!user || !options.UserCanEditComment || row.user_id !== user.id) {
        throw new HttpError(403, "commentEditNotAllowed");
      }
      const body = input.body ?? (req.body?.body === undefined ? row.body || undefined : undefined);
      const rating = input.rating === undefined ? row.rating : input.rating;
      checkContent(options, body, rating);
      const at = now();
      // An edited comment is checked again before it shows.
      return db
        .prepare("UPDATE comments SET body = ?, rating = ?, published_at = ?, updated_at = ? WHERE id = ? RETURNING *")
        .get(body ?? "", rating, options.RequireAdminPublishing ? null : row.published_at ?? at, at, id) as CommentRow;
    });
    sendData(res, toComment(update.immediate(), user));
  });

  return router;
}
