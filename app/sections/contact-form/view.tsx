import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/root";
import { Captcha, FormErrors, Honeypot, TextField } from "~/components/content/form-fields";
import { serverCheckedFields } from "~/components/content/server-checked-form";
import { CONTACT_MAX } from "~/forms/content-limits";
import type { CaptchaState } from "~/lib/captcha";
import type { SectionFormResult } from "~/lib/section-forms.server";
import type { ContactFormProps } from "./schema";

type Data = { submitLabel: string; labels: Record<string, string>; captcha: CaptchaState };

// A contact form posting to the page's own action: errors come back under the fields (400),
// success as a message after a redirect back to the page.
function ContactFormBody({ props }: { props: ContactFormProps & { data?: Data } }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const actionData = useActionData<SectionFormResult>();
  const lastResult = actionData?.intent === "contact" && actionData.formId === props.formId ? actionData.result : undefined;
  const formId = `contact-${props.formId}`;
  const { formErrors, fields } = serverCheckedFields(formId, ["name", "email", "phone", "message"], lastResult);
  const labels = props.data?.labels ?? {};
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "contact";
  return (
    <section className="section section--contact-form">
      <div className="container container--narrow">
        {props.title ? <h2 className="section__title">{props.title}</h2> : null}
        {props.text ? <p className="section__text">{props.text}</p> : null}
        <Form method="post" id={formId} noValidate className="content-form" preventScrollReset aria-label={props.title ?? t("forms.contact")}>
          <input type="hidden" name="intent" value="contact" />
          <input type="hidden" name="formId" value={props.formId} />
          <FormErrors errors={formErrors} />
          <TextField meta={fields.name} label={labels.name ?? t("forms.name")} autoComplete="name" max={CONTACT_MAX.name} />
          <TextField meta={fields.email} label={labels.email ?? t("forms.email")} type="email" autoComplete="email" max={CONTACT_MAX.email} />
          {labels.phone ? <TextField meta={fields.phone} label={labels.phone} type="tel" autoComplete="tel" max={CONTACT_MAX.phone} required={false} /> : null}
          <TextField meta={fields.message} label={labels.message ?? t("forms.message")} max={CONTACT_MAX.message} multiline />
          <Honeypot formId={formId} />
          {props.data ? <Captcha state={props.data.captcha} /> : null}
          <button type="submit" className="button button--primary" disabled={busy}>
            {props.data?.submitLabel || t("forms.send")}
          </button>
        </Form>
      </div>
    </section>
  );
}

/** A sent form starts empty again: the flash message of the success gives it a new key. */
export function ContactFormSection({ props }: Parameters<typeof ContactFormBody>[0]) {
  const toastId = useRootData()?.toast?.id;
  return <ContactFormBody key={toastId ?? "form"} props={props} />;
}
