import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import type { PlatformContext } from "~/api/client.server";
import { getForm, getNewsletterForm, storeFormData, subscribeNewsletter } from "~/api/content.server";
import { isApiError } from "~/api/errors";
import { contactSchema } from "~/forms/contact";
import { newsletterSchema } from "~/forms/newsletter";
import type { Toast } from "~/lib/toast";
import { redirectWithToast } from "~/sessions/session.server";
import { captchaState } from "./captcha";

// The posts of a CMS page's form sections (newsletter, contact form) to the page's own route.
// Refused: 400 with the errors under the fields and the input kept. Accepted: a message and a
// redirect back to the page (303, Post/Redirect/Get). A filled honeypot gets the same success
// and nothing is stored.

export type SectionFormResult = { intent: "newsletter" | "contact"; formId?: number; result: SubmissionResult<string[]> };

const SCHEMAS = { newsletter: newsletterSchema, contact: contactSchema } as const;

export async function handleSectionForm(ctx: PlatformContext, request: Request): Promise<Response> {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "newsletter" && intent !== "contact") return json({ error: "Unknown form" }, { status: 400 });
  const submission = parseWithZod(formData, { schema: SCHEMAS[intent] });
  const formId = Number(formData.get("formId")) || undefined;
  const refuse = (result: SubmissionResult<string[]>, status = 400) => json<SectionFormResult>({ intent, formId, result }, { status });
  if (submission.status !== "success") return refuse(submission.reply());

  const value = submission.value;
  const success: Omit<Toast, "id"> = { type: "success", key: intent === "newsletter" ? "forms.subscribed" : "forms.sent" };
  const back = new URL(request.url).pathname;
  if (value.website) return redirectWithToast(request, back, success);

  try {
    const definition = value.intent === "contact" ? await getForm(ctx, value.formId) : await getNewsletterForm(ctx);
    if (value.intent === "contact" && definition?.type !== "contactForm") return refuse(submission.reply({ formErrors: ["messages.somethingWentWrong"] }));
    const captcha = captchaState(definition?.captcha);
    if (captcha.kind === "error") return refuse(submission.reply({ formErrors: [captcha.message] }));
    if (captcha.kind === "required" && !value.captchaResponse) return refuse(submission.reply({ formErrors: ["forms.captchaRequired"] }));

    if (value.intent === "contact") {
      await storeFormData(ctx, value.formId, { name: value.name, email: value.email, message: value.message, ...(value.phone ? { phone: value.phone } : {}) }, value.captchaResponse);
    } else if (definition) {
      await storeFormData(ctx, definition.id, { email: value.email }, value.captchaResponse);
    } else {
      await subscribeNewsletter(ctx, value.email);
    }
    const message = definition?.successMessage;
    return redirectWithToast(request, back, message ? { type: "success", message } : success);
  } catch (error) {
    if (isApiError(error) && error.message === "alreadySubscribedToNewsletter") {
      return refuse(submission.reply({ fieldErrors: { email: ["messages.alreadySubscribedToNewsletter"] } }));
    }
    const refusedInput = isApiError(error) && error.status === 400;
    console.warn(JSON.stringify({ level: "warn", msg: "section form failed", intent, error: String(error) }));
    return refuse(submission.reply({ formErrors: ["messages.somethingWentWrong"] }), refusedInput ? 400 : 503);
  }
}
