import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Consent } from "~/api/checkout.server";
import { AddressFieldset, BillingAddress } from "~/components/checkout/step-forms";
import { Errors, FormErrors, TextField } from "~/components/ui/form-fields";
import { PASSWORD_MAX, PASSWORD_MIN, registerSchema, registerWithAddressesSchema } from "~/forms/account";
import type { Language } from "~/i18n/languages";
import { localizedHref } from "~/i18n/localized-href";

// SPEC 5: Register (simple) and Register with addresses. Real POSTs to the register screen;
// the billing address shows (CSS :has, so also without JavaScript) only when it differs.

export type RegisterVariant = "simple" | "addresses";

function ConsentFields({ consents, meta }: { consents: Consent[]; meta: { errors?: string[]; id: string; name: string; initialValue?: unknown } }) {
  const { t } = useTranslation();
  if (!consents.length) return null;
  const ticked = new Set([meta.initialValue].flat().map(String));
  return (
    <fieldset className="account-consents" aria-describedby={meta.errors?.length ? `${meta.id}-error` : undefined}>
      <legend>{t("account.consents")}</legend>
      {consents.map((consent) => (
        <label key={consent.id} className="checkbox-field">
          <input type="checkbox" name={meta.name} value={consent.id} defaultChecked={ticked.has(String(consent.id))} />
          <span>
            {consent.displayName}
            {consent.required ? <span className="required-mark"> *</span> : null}
          </span>
        </label>
      ))}
      <Errors field={meta} id={`${meta.id}-error`} />
    </fieldset>
  );
}

function PasswordFields({ fields }: { fields: { password: FieldMetadata<string>; confirmedPassword: FieldMetadata<string> } }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField meta={fields.password} label={t("account.fields.password")} type="password" autoComplete="new-password" min={PASSWORD_MIN} max={PASSWORD_MAX} />
      <TextField meta={fields.confirmedPassword} label={t("account.fields.confirmedPassword")} type="password" autoComplete="new-password" max={PASSWORD_MAX} />
    </>
  );
}

function useRegisterSubmitting(language: Language) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && Boolean(navigation.formAction?.startsWith(localizedHref("register", language)));
}

export function SimpleRegisterForm({ language, lastResult, consents, redirectTo }: { language: Language; lastResult?: SubmissionResult<string[]>; consents: Consent[]; redirectTo?: string }) {
  const { t } = useTranslation();
  const busy = useRegisterSubmitting(language);
  const [form, fields] = useForm({
    id: "register-simple",
    lastResult,
    constraint: getZodConstraint(registerSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
  });
  return (
    <Form method="post" action={localizedHref("register", language)} {...getFormProps(form)} className="account-form">
      <input type="hidden" name="variant" value="simple" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormErrors errors={form.errors} />
      <TextField meta={fields.firstName as FieldMetadata<string>} label={t("account.fields.firstName")} autoComplete="given-name" max={75} />
      <TextField meta={fields.lastName as FieldMetadata<string>} label={t("account.fields.lastName")} autoComplete="family-name" max={75} />
      <TextField meta={fields.email as FieldMetadata<string>} label={t("account.fields.email")} type="email" autoComplete="email" max={200} />
      <PasswordFields fields={fields as unknown as { password: FieldMetadata<string>; confirmedPassword: FieldMetadata<string> }} />
      <ConsentFields consents={consents} meta={fields.consents} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t("account.register")}
      </button>
    </Form>
  );
}

export function AddressRegisterForm({
  language,
  lastResult,
  consents,
  countries,
  redirectTo,
}: {
  language: Language;
  lastResult?: SubmissionResult<string[]>;
  consents: Consent[];
  countries: { code: string; name: string }[];
  redirectTo?: string;
}) {
  const { t } = useTranslation();
  const busy = useRegisterSubmitting(language);
  const [form, fields] = useForm({
    id: "register-addresses",
    lastResult,
    constraint: getZodConstraint(registerWithAddressesSchema),
    defaultValue: { shipping: { country: "HR" }, billing: { country: "HR" } },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerWithAddressesSchema }),
  });
  return (
    // The query keeps the countries loaded when a refused post re-renders this form.
    <Form method="post" action={`${localizedHref("register", language)}?form=addresses`} {...getFormProps(form)} className="account-form checkout-form">
      <input type="hidden" name="variant" value="addresses" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormErrors errors={form.errors} />
      <AddressFieldset legend={t("account.address")} meta={fields.shipping as FieldMetadata<Record<string, string>>} countries={countries} prefix="shipping" />
      <BillingAddress toggle={fields.differentBilling} billing={fields.billing as unknown as FieldMetadata<Record<string, string>>} countries={countries} />
      <PasswordFields fields={fields as unknown as { password: FieldMetadata<string>; confirmedPassword: FieldMetadata<string> }} />
      <ConsentFields consents={consents} meta={fields.consents} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t("account.register")}
      </button>
    </Form>
  );
}
