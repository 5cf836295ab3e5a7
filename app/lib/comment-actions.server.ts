import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import type { PlatformContext } from "~/api/client.server";
import { createComment, getPost, updateComment } from "~/api/content.server";
import { isApiError } from "~/api/errors";
import { commentActionSchema } from "~/forms/comment";
import { localizedHref } from "~/i18n/localized-href";
import { redirectWithToast } from "~/sessions/session.server";
import { notFound, throwPageError } from "./page-errors.server";

// A post's comment posts: a new comment or an edit of one's own. Success and the platform's
// refusals come back as a message on the post (303); a form the visitor can fix, as errors
// under its fields (400).

/** The platform's refusals (docs/platform-api.md, Content) and the SPEC 8 messages they show. */
const REFUSALS: Record<string, string> = {
  loggedUsersOnly: "messages.loggedUsersOnly",
  alreadyPostedComment: "messages.alreadyPostedComment",
  oneUserOneComment: "messages.oneUserOneComment",
  commentEditNotAllowed: "messages.commentEditNotAllowed",
  commentsDisabled: "comments.disabled",
  Unauthorized: "messages.loggedUsersOnly",
};

export async function handleCommentAction(ctx: PlatformContext, request: Request, slug: string) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: commentActionSchema });
  const intent = formData.get("intent");
  const commentId = Number(formData.get("commentId")) || undefined;
  if (submission.status !== "success") return json({ intent, commentId, result: submission.reply() }, { status: 400 });

  const postHref = localizedHref("blog", ctx.language, { slug });
  if (!ctx.user) return redirectWithToast(request, postHref, { type: "error", key: "messages.loggedUsersOnly" });

  const post = await getPost(ctx, slug).catch(throwPageError);
  if (!post || post.postType !== "post") throw notFound();
  const { body, rating } = submission.value;
  try {
    if (submission.value.intent === "addComment") await createComment(ctx, post.id, { body, rating });
    else await updateComment(ctx, submission.value.commentId, { body, rating });
  } catch (error) {
    if (!isApiError(error) || error.status === 0 || error.status >= 500) throwPageError(error);
    const key = REFUSALS[error.message];
    return redirectWithToast(request, postHref, key ? { type: "error", key } : { type: "error", message: error.message });
  }
  return redirectWithToast(request, `${postHref}#comments-title`, { type: "success", key: "comments.awaitingApproval" });
}
