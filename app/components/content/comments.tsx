import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Comment } from "~/api/content-schemas";
import { COMMENT_MAX } from "~/forms/content-limits";
import type { Language } from "~/i18n/languages";
import { localizedHref } from "~/i18n/localized-href";
import { formatDate } from "~/lib/format-date";
import { Errors } from "~/components/ui/form-fields";
import { FormErrors, TextField } from "./form-fields";
import { serverCheckedFields } from "./server-checked-form";

export type Commenting = { signedIn: boolean; allowed: boolean; registeredOnly: boolean; oneUserOneComment: boolean; canEdit: boolean; stars: number };
type CommentActionData = { intent?: string; commentId?: number; result?: SubmissionResult<string[]> };

export function Stars({ rating, stars }: { rating: number; stars: number }) {
  const { t } = useTranslation();
  return (
    <span className="stars" role="img" aria-label={t("comments.rating", { rating, stars })}>
      {"★".repeat(rating)}
      <span className="stars__empty">{"★".repeat(Math.max(0, stars - rating))}</span>
    </span>
  );
}

function StarsInput({ name, id, stars, initial, errors }: { name: string; id: string; stars: number; initial?: number | null; errors?: string[] }) {
  const { t } = useTranslation();
  return (
    <fieldset className="stars-input" aria-describedby={errors?.length ? `${id}-error` : undefined}>
      <legend className="form-field__label">{t("comments.ratingLabel")}</legend>
      {Array.from({ length: stars }, (_, index) => index + 1).map((value) => (
        <label key={value} className="stars-input__choice">
          <input type="radio" name={name} value={value} defaultChecked={Number(initial) === value} />
          <span>{t("comments.starOption", { rating: value, stars })}</span>
        </label>
      ))}
      <Errors field={{ errors }} id={`${id}-error`} />
    </fieldset>
  );
}

function CommentForm({ stars, comment, lastResult }: { stars: number; comment?: Comment; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const intent = comment ? "editComment" : "addComment";
  const formId = comment ? `comment-edit-${comment.id}` : "comment-new";
  // Checked by the post's action only (like the CMS forms, decision 0014): the form library and
  // its schema stay out of the JavaScript of every blog page.
  const { formErrors, fields } = serverCheckedFields(formId, ["body", "rating"], lastResult);
  const body = { ...fields.body, initialValue: lastResult ? fields.body.initialValue : comment?.body };
  const rating = lastResult ? fields.rating.initialValue : comment?.rating;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" id={formId} noValidate className="comment-form" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {comment ? <input type="hidden" name="commentId" value={comment.id} /> : null}
      <FormErrors errors={formErrors} />
      <StarsInput name={fields.rating.name} id={fields.rating.id} stars={stars} initial={rating as number | undefined} errors={fields.rating.errors} />
      <TextField meta={body} label={t("comments.body")} max={COMMENT_MAX} multiline />
      <button type="submit" className="button button--primary" disabled={busy}>
        {comment ? t("comments.save") : t("comments.submit")}
      </button>
    </Form>
  );
}

// The comments of a post (SPEC 6): published ones with their stars, the visitor's own waiting
// ones marked, the form for signed-in visitors and an edit form on each of their own comments.
export function Comments({ comments, commenting, language }: { comments: Comment[]; commenting: Commenting; language: Language }) {
  const { t } = useTranslation();
  const actionData = useActionData<CommentActionData>();
  const resultFor = (intent: string, commentId?: number) =>
    actionData?.intent === intent && (commentId === undefined || actionData.commentId === commentId) ? actionData.result : undefined;
  const hasOwn = comments.some((comment) => comment.own);
  if (!commenting.allowed && !comments.length) return null;
  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="section__title">
        {t("comments.title")}
      </h2>
      {comments.length ? (
        <ol className="comments__list">
          {comments.map((comment) => (
            <li key={comment.id} className="comment">
              <p className="comment__meta">
                <span className="comment__author">{comment.author.name}</span>{" "}
                <time dateTime={comment.created_at}>{formatDate(comment.created_at, language)}</time>
                {comment.rating ? <> <Stars rating={comment.rating} stars={commenting.stars} /></> : null}
                {!comment.published ? <span className="comment__pending">{t("comments.pending")}</span> : null}
              </p>
              <p className="comment__body">{comment.body}</p>
              {comment.own && commenting.canEdit ? (
                <details className="comment__edit" open={Boolean(resultFor("editComment", comment.id))}>
                  <summary>{t("comments.edit")}</summary>
                  <CommentForm stars={commenting.stars} comment={comment} lastResult={resultFor("editComment", comment.id)} />
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="comments__empty">{t("comments.empty")}</p>
      )}
      {!commenting.allowed ? null : !commenting.signedIn && commenting.registeredOnly ? (
        <p className="form-notice">
          {t("messages.loggedUsersOnly")}{" "}
          <Link to={localizedHref("login", language)}>{t("comments.signIn")}</Link>
        </p>
      ) : commenting.oneUserOneComment && hasOwn ? (
        <p className="form-notice">{t("messages.oneUserOneComment")}</p>
      ) : (
        <div className="comments__new">
          <h3>{t("comments.new")}</h3>
          <CommentForm stars={commenting.stars} lastResult={resultFor("addComment")} />
        </div>
      )}
    </section>
  );
}
