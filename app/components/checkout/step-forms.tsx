import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Consent, DeliveryMethod, PaymentMethod } from "~/api/checkout.server";
import { useMoney } from "~/lib/use-money";
import { Errors, FormErrors, TextField } from "~/components/ui/form-fields";
import { ADDRESS_FIELDS, ADDRESS_MAX, addressStepSchema, paymentStepSchema, shippingStepSchema, type AddressStep } from "~/forms/checkout";

// The forms of the three checkout steps. Real POSTs: a refused step comes back with the errors
// under the fields (400) and the visitor's input kept; with JavaScript the same rules run
// before sending, and the submit button locks while a step is being sent.

function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

const AUTOCOMPLETE: Record<string, string> = {
  firstName: "given-name",
  lastName: "family-name",
  contactEmail: "email",
  contactPhone: "tel",
  country: "country",
  city: "address-level2",
  street: "address-line1",
  houseNumber: "address-line2",
  zipCode: "postal-code",
};

export function AddressFieldset({ legend, meta, countries, prefix }: { legend: string; meta: FieldMetadata<Record<string, string>>; countries: { code: string; name: string }[]; prefix: string }) {
  const { t } = useTranslation();
  const fields = meta.getFieldset();
  return (
    <fieldset className={`checkout-address checkout-address--${prefix}`}>
      <legend>{legend}</legend>
      <div className="checkout-address__grid">
        {ADDRESS_FIELDS.map((name) => {
          const field = fields[name] as FieldMetadata<string>;
          if (name !== "country") {
            return (
              <TextField
                key={name}
                meta={field}
                label={t(`checkout.fields.${name}`)}
                type={name === "contactEmail" ? "email" : name === "contactPhone" ? "tel" : "text"}
                autoComplete={`${prefix} ${AUTOCOMPLETE[name]}`}
                max={ADDRESS_MAX[name]}
              />
            );
          }
          const invalid = Boolean(field.errors?.length);
          return (
            <div className="form-field" key={name}>
              <label htmlFor={field.id} className="form-field__label">
                {t("checkout.fields.country")}
              </label>
              <select id={field.id} name={field.name} defaultValue={(field.initialValue as string | undefined) ?? "HR"} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${field.id}-error` : undefined} autoComplete={`${prefix} country`}>
                <option value="">{t("checkout.chooseCountry")}</option>
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
              <Errors field={field} id={`${field.id}-error`} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** "A different billing address" and its fields, shown by CSS (:has) when ticked, so also without JavaScript. */
export function BillingAddress({
  toggle,
  billing,
  countries,
}: {
  toggle: { name: string; initialValue?: unknown };
  billing: FieldMetadata<Record<string, string>>;
  countries: { code: string; name: string }[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="checkbox-field">
        <input type="checkbox" name={toggle.name} id="differentBilling" defaultChecked={Boolean(toggle.initialValue)} />
        <span>{t("checkout.differentBilling")}</span>
      </label>
      <div className="checkout-billing">
        <AddressFieldset legend={t("checkout.billingAddress")} meta={billing} countries={countries} prefix="billing" />
      </div>
    </>
  );
}

export function AddressStepForm({ lastResult, saved, countries }: { lastResult?: SubmissionResult<string[]>; saved: Omit<AddressStep, "intent"> | null; countries: { code: string; name: string }[] }) {
  const { t } = useTranslation();
  const busy = useSubmitting("address");
  const [form, fields] = useForm({
    id: "checkout-address",
    lastResult,
    constraint: getZodConstraint(addressStepSchema),
    defaultValue: saved
      ? { ...saved, differentBilling: saved.differentBilling ? "on" : undefined, companyMode: saved.companyMode ? "on" : undefined }
      : { shipping: { country: "HR" }, billing: { country: "HR" } },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addressStepSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form">
      <input type="hidden" name="intent" value="address" />
      <FormErrors errors={form.errors} />
      <AddressFieldset legend={t("checkout.deliveryAddress")} meta={fields.shipping as FieldMetadata<Record<string, string>>} countries={countries} prefix="shipping" />
      <label className="checkbox-field">
        <input type="checkbox" name={fields.companyMode.name} id="companyMode" defaultChecked={Boolean(fields.companyMode.initialValue)} />
        <span>{t("checkout.companyMode")}</span>
      </label>
      {/* Shown by CSS (:has) when company mode is ticked, so it works without JavaScript. */}
      <fieldset className="checkout-company">
        <legend className="visually-hidden">{t("checkout.companyMode")}</legend>
        <TextField meta={fields.companyName as FieldMetadata<string>} label={t("checkout.companyName")} autoComplete="organization" max={100} />
        <TextField meta={fields.companyOIB as FieldMetadata<string>} label={t("checkout.companyOIB")} max={11} />
      </fieldset>
      <BillingAddress toggle={fields.differentBilling} billing={fields.billing as unknown as FieldMetadata<Record<string, string>>} countries={countries} />
      <div className="checkout-form__actions">
        <button type="submit" className="button button--primary button--large" disabled={busy}>
          {t("checkout.next")}
        </button>
      </div>
    </Form>
  );
}

export function ShippingStepForm({ lastResult, methods, savedMethod, savedBranch, backHref }: { lastResult?: SubmissionResult<string[]>; methods: DeliveryMethod[]; savedMethod: number | null; savedBranch: number | null; backHref: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const busy = useSubmitting("shipping");
  const [form, fields] = useForm({
    id: "checkout-shipping",
    lastResult,
    defaultValue: { deliveryMethodId: savedMethod ? String(savedMethod) : undefined, branchId: savedBranch ? String(savedBranch) : undefined },
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shippingStepSchema }),
  });
  const chosen = String(fields.deliveryMethodId.initialValue ?? "");
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form">
      <input type="hidden" name="intent" value="shipping" />
      <FormErrors errors={form.errors} />
      <fieldset className="checkout-choices" aria-describedby={fields.deliveryMethodId.errors?.length ? "delivery-error" : undefined}>
        <legend>{t("checkout.deliveryMethod")}</legend>
        {methods.map((method) => (
          <div key={method.id} className="checkout-choice">
            <label>
              <input type="radio" name={fields.deliveryMethodId.name} value={method.id} defaultChecked={chosen === String(method.id)} />
              <span className="checkout-choice__name">{method.name}</span>
              <span className="checkout-choice__price">{method.price ? money(method.price) : t("checkout.free")}</span>
            </label>
            {method.description ? <p className="checkout-choice__description">{method.description}</p> : null}
            {method.freeFrom ? <p className="checkout-choice__description">{t("checkout.freeFrom", { amount: money(method.freeFrom) })}</p> : null}
            {method.options.length ? (
              <div className="form-field checkout-choice__branch">
                <label htmlFor={`branch-${method.id}`} className="form-field__label">
                  {t("checkout.branch")}
                </label>
                <select id={`branch-${method.id}`} name={fields.branchId.name} defaultValue={String(fields.branchId.initialValue ?? "")} aria-describedby={fields.branchId.errors?.length ? "branch-error" : undefined}>
                  <option value="">{t("checkout.chooseBranch")}</option>
                  {method.options.map((branch) => (
                    <option key={branch.id} value={branch.id}>
                      {branch.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </div>
        ))}
      </fieldset>
      <Errors field={fields.deliveryMethodId} id="delivery-error" />
      <Errors field={fields.branchId} id="branch-error" />
      <div className="checkout-form__actions">
        <Link to={backHref} className="button">
          {t("checkout.back")}
        </Link>
        <button type="submit" className="button button--primary button--large" disabled={busy}>
          {t("checkout.next")}
        </button>
      </div>
    </Form>
  );
}

export function PaymentStepForm(props: {
  lastResult?: SubmissionResult<string[]>;
  methods: PaymentMethod[];
  consents: Consent[] | null;
  cartSignature: string;
  idempotencyKey: string;
  backHref: string;
}) {
  const { t } = useTranslation();
  const busy = useSubmitting("payment");
  const [form, fields] = useForm({
    id: "checkout-payment",
    lastResult: props.lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: paymentStepSchema }),
  });
  const accepted = [fields.consents.initialValue ?? []].flat().map(String);
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form">
      <input type="hidden" name="intent" value="payment" />
      <input type="hidden" name="cartSignature" value={props.cartSignature} />
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      <FormErrors errors={form.errors} />
      <fieldset className="checkout-choices" aria-describedby={fields.paymentMethodId.errors?.length ? "payment-error" : undefined}>
        <legend>{t("checkout.paymentMethod")}</legend>
        {props.methods.map((method) => (
          <div key={method.id} className="checkout-choice">
            <label>
              <input type="radio" name={fields.paymentMethodId.name} value={method.id} defaultChecked={String(fields.paymentMethodId.initialValue ?? "") === String(method.id)} />
              <span className="checkout-choice__name">{method.name}</span>
            </label>
            {method.description ? <p className="checkout-choice__description">{method.description}</p> : null}
          </div>
        ))}
      </fieldset>
      <Errors field={fields.paymentMethodId} id="payment-error" />
      {props.consents?.length ? (
        <fieldset className="checkout-consents">
          <legend>{t("checkout.consents")}</legend>
          {props.consents.map((consent) => (
            <label key={consent.id} className="checkbox-field">
              <input type="checkbox" name={fields.consents.name} value={consent.id} defaultChecked={accepted.includes(String(consent.id))} />
              <span>
                {consent.displayName} {consent.required ? <em>{t("checkout.requiredConsent")}</em> : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {/* SPEC 2.4: the container of a payment-wallet button. */}
      <div id="payment-wallet" className="checkout-wallet" aria-label={t("checkout.walletContainer")} />
      <div className="checkout-form__actions">
        <Link to={props.backHref} className="button">
          {t("checkout.back")}
        </Link>
        <button type="submit" className="button button--primary button--large" disabled={busy}>
          {t("checkout.placeOrder")}
        </button>
      </div>
    </Form>
  );
}
