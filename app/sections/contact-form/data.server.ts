import type { PlatformContext } from "~/api/client.server";
import { getForm } from "~/api/content.server";
import { captchaState } from "~/lib/captcha";
import type { ContactFormProps } from "./schema";

/** The platform's form definition: its labels, button and captcha settings. An unknown form leaves the section out. */
export async function loadContactForm(ctx: PlatformContext, props: Record<string, unknown>) {
  const form = await getForm(ctx, (props as ContactFormProps).formId);
  if (!form) throw new Error(`form ${(props as ContactFormProps).formId} not found`);
  const labels = Object.fromEntries(form.fields.map((field) => [field.name, field.label]));
  return { submitLabel: form.submitLabel, labels, captcha: captchaState(form.captcha) };
}
