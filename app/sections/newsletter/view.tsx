import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/root";
import { Captcha, FormErrors, Honeypot, TextField } from "~/components/content/form-fields";
import { serverCheckedFields } from "~/components/content/server-checked-form";
import type { CaptchaState } from "~/lib/captcha";
import type { SectionFormResult } from "~/lib/section-forms.server";
import type { NewsletterProps } from "./schema";

type Data = { submitLabel: string; captcha: CaptchaState };

// The newsletter sign-up, posting to the page's own action like the contact form.
function NewsletterBody({ props }: { props: NewsletterProps & { data?: Data } }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const actionData = useActionData<SectionFormResult>();
  const { formErrors, fields } = serverCheckedFields("newsletter", ["email"], actionData?.intent === "newsletter" ? actionData.result : undefined);
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "newsletter";
  return (
    <section className="section section--newsletter">
      <div className="container container--narrow">
        {props.title ? <h2 className="section__title">{props.title}</h2> : null}
        {props.text ? <p className="section__text">{props.text}</p> : null}
        <Form method="post" id="newsletter" noValidate className="content-form content-form--inline" preventScrollReset aria-label={props.title ?? t("forms.newsletter")}>
          <input type="hidden" name="intent" value="newsletter" />
          <FormErrors errors={formErrors} />
          <TextField meta={fields.email} label={t("forms.email")} type="email" autoComplete="email" max={120} />
          <Honeypot formId="newsletter" />
          {props.data ? <Captcha state={props.data.captcha} /> : null}
          <button type="submit" className="button button--primary" disabled={busy}>
            {props.data?.submitLabel || t("forms.subscribe")}
          </button>
        </Form>
      </div>
    </section>
  );
}

/** A sent form starts empty again: the flash message of the success gives it a new key. */
export function Newsletter({ props }: Parameters<typeof NewsletterBody>[0]) {
  const toastId = useRootData()?.toast?.id;
  return <NewsletterBody key={toastId ?? "form"} props={props} />;
}
