import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { User } from "~/api/auth-schemas";
import { FormErrors, TextField } from "~/components/ui/form-fields";
import { changePasswordSchema, PASSWORD_MAX, PASSWORD_MIN, profileSchema } from "~/forms/account";

// The signed-in profile's forms (SPEC 2.4, Profile; SPEC 5, Profile and Change password): real
// POSTs to /profil, told apart by their intent.

function useSending(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

export function ProfileDetailsForm({ user, lastResult }: { user: User; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const busy = useSending("updateProfile");
  const [form, fields] = useForm({
    id: "profile-details",
    lastResult,
    constraint: getZodConstraint(profileSchema),
    defaultValue: {
      firstName: user.details.firstName,
      lastName: user.details.lastName,
      email: user.email,
      username: user.username,
      memberCardBarcode: user.memberCardBarcode ?? "",
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="account-form" aria-labelledby="profile-details-heading">
      <h2 id="profile-details-heading">{t("account.details")}</h2>
      <input type="hidden" name="intent" value="updateProfile" />
      <FormErrors errors={form.errors} />
      <TextField meta={fields.firstName as FieldMetadata<string>} label={t("account.fields.firstName")} autoComplete="given-name" max={75} />
      <TextField meta={fields.lastName as FieldMetadata<string>} label={t("account.fields.lastName")} autoComplete="family-name" max={75} />
      <TextField meta={fields.email as FieldMetadata<string>} label={t("account.fields.email")} type="email" autoComplete="email" max={200} />
      <TextField meta={fields.username as FieldMetadata<string>} label={t("account.fields.username")} autoComplete="nickname" max={100} />
      <TextField meta={fields.memberCardBarcode as FieldMetadata<string>} label={t("account.fields.memberCardBarcode")} max={64} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t("account.saveDetails")}
      </button>
    </Form>
  );
}

export function ChangePasswordForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const busy = useSending("changePassword");
  const [form, fields] = useForm({
    id: "change-password",
    lastResult,
    constraint: getZodConstraint(changePasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="account-form" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">{t("account.changePassword")}</h2>
      <input type="hidden" name="intent" value="changePassword" />
      <FormErrors errors={form.errors} />
      <TextField meta={fields.oldPassword as FieldMetadata<string>} label={t("account.fields.oldPassword")} type="password" autoComplete="current-password" min={PASSWORD_MIN} max={PASSWORD_MAX} />
      <TextField meta={fields.newPassword as FieldMetadata<string>} label={t("account.fields.newPassword")} type="password" autoComplete="new-password" min={PASSWORD_MIN} max={PASSWORD_MAX} />
      <TextField meta={fields.newPasswordAgain as FieldMetadata<string>} label={t("account.fields.newPasswordAgain")} type="password" autoComplete="new-password" max={PASSWORD_MAX} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t("account.savePassword")}
      </button>
    </Form>
  );
}

export function LogoutForm() {
  const { t } = useTranslation();
  return (
    <Form method="post" className="logout-form">
      <input type="hidden" name="intent" value="logout" />
      <button type="submit" className="button">
        {t("account.logout")}
      </button>
    </Form>
  );
}
