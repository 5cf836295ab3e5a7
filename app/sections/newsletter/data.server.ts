import type { PlatformContext } from "~/api/client.server";
import { getNewsletterForm } from "~/api/content.server";
import { captchaState } from "~/lib/captcha";

/** The site's newsletter form settings (its captcha); a site without one subscribes directly. */
export async function loadNewsletter(ctx: PlatformContext) {
  const form = await getNewsletterForm(ctx);
  return { submitLabel: form?.submitLabel ?? "", captcha: captchaState(form?.captcha) };
}
