import { z } from "zod";
import { MAX, REQUIRED } from "./content-fields";
import { COMMENT_MAX } from "./content-limits";

// A blog post's comment form: a new comment, or an edit of the visitor's own. The school's
// settings (RequireCommentForRating) make the text required; the stars are optional.
export { COMMENT_MAX };
export const NUMBER_OF_STARS = 5; // SPEC 9

const body = z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).max(COMMENT_MAX, MAX);
const rating = z.coerce.number().int().min(1, "comments.invalidRating").max(NUMBER_OF_STARS, "comments.invalidRating").optional();

export const addCommentSchema = z.object({ intent: z.literal("addComment"), body, rating });
export const editCommentSchema = z.object({ intent: z.literal("editComment"), commentId: z.coerce.number().int().positive(), body, rating });

export const commentActionSchema = z.discriminatedUnion("intent", [addCommentSchema, editCommentSchema]);
export type CommentAction = z.infer<typeof commentActionSchema>;
