import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormErrors, TextField } from "~/components/ui/form-fields";
import { loginSchema, PASSWORD_MAX, PASSWORD_MIN } from "~/forms/account";
import type { Language } from "~/i18n/languages";
import { localizedHref } from "~/i18n/localized-href";

// SPEC 5, Login: username is an e-mail, the password at least 8 characters. A real POST to the
// login screen's action, so it works without JavaScript from any page that shows it.
export function LoginForm({ language, lastResult, redirectTo }: { language: Language; lastResult?: SubmissionResult<string[]>; redirectTo?: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const action = localizedHref("login", language);
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith(action);
  const [form, fields] = useForm({
    id: "login-form",
    lastResult,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="account-form">
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormErrors errors={form.errors} />
      <TextField meta={fields.username as FieldMetadata<string>} label={t("account.fields.email")} type="email" autoComplete="username" max={200} />
      <TextField meta={fields.password as FieldMetadata<string>} label={t("account.fields.password")} type="password" autoComplete="current-password" min={PASSWORD_MIN} max={PASSWORD_MAX} />
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t("account.login")}
        </button>
        <Link to={localizedHref("forgotPassword", language)}>{t("account.forgotPassword")}</Link>
      </div>
    </Form>
  );
}
