import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormErrors, TextField } from "~/components/ui/form-fields";
import { forgotPasswordSchema, PASSWORD_MAX, PASSWORD_MIN, setPasswordSchema } from "~/forms/account";

// Forgot password: ask for the link by e-mail, then set a new password from that link.

const useBusy = () => useNavigation().state !== "idle";

export function ForgotPasswordForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const busy = useBusy();
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult,
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="account-form">
      <input type="hidden" name="intent" value="forgot" />
      <FormErrors errors={form.errors} />
      <TextField meta={fields.email as FieldMetadata<string>} label={t("account.fields.email")} type="email" autoComplete="email" max={200} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t("account.sendResetLink")}
      </button>
    </Form>
  );
}

export function SetPasswordForm({ token, lastResult }: { token: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const busy = useBusy();
  const [form, fields] = useForm({
    id: "set-password",
    lastResult,
    constraint: getZodConstraint(setPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: setPasswordSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="account-form">
      <input type="hidden" name="intent" value="setPassword" />
      <input type="hidden" name="token" value={token} />
      <FormErrors errors={form.errors} />
      <TextField meta={fields.password as FieldMetadata<string>} label={t("account.fields.newPassword")} type="password" autoComplete="new-password" min={PASSWORD_MIN} max={PASSWORD_MAX} />
      <TextField meta={fields.confirmedPassword as FieldMetadata<string>} label={t("account.fields.newPasswordAgain")} type="password" autoComplete="new-password" max={PASSWORD_MAX} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t("account.savePassword")}
      </button>
    </Form>
  );
}
