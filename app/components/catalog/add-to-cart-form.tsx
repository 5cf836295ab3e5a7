import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { BundleCheck, CustomOption, Product, Variant } from "~/api/catalog-schemas";
import { addToCartSchema } from "~/forms/add-to-cart";
import { useMoney } from "~/lib/use-money";

// The add-to-cart form of the product page and the bundle screen: quantity (from 1), every
// custom-option type, the chosen variant and the bundle's open choices. A real POST; errors come
// back under their fields (status 400) with the visitor's input kept, with or without JavaScript.

type Props = {
  product: Product;
  variant: Variant | null;
  bundle: BundleCheck | null;
  action?: string;
  startFrom?: { personalizations: Record<string, unknown> } | null;
};

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <p id={id} className="field-error">
      {errors.map((error) => t(error)).join(" ")}
    </p>
  );
}

function CustomOptionField({ option, field }: { option: CustomOption; field: FieldMetadata<unknown> }) {
  const { t } = useTranslation();
  const money = useMoney();
  const errorId = `${field.id}-error`;
  const invalid = Boolean(field.errors?.length);
  const initial = field.initialValue as string | string[] | undefined;
  const chosen = [initial ?? []].flat();
  const described = { "aria-invalid": invalid || undefined, "aria-describedby": invalid ? errorId : undefined };
  const valueLabel = (value: CustomOption["values"][number]) =>
    value.priceModifier ? `${value.label} (${t("catalog.optionPrice", { price: money(value.priceModifier) })})` : value.label;

  let control;
  switch (option.type) {
    case "dropdown":
      control = (
        <select id={field.id} name={field.name} defaultValue={chosen[0] ?? ""} required={option.required} {...described}>
          <option value="">{t("catalog.choose")}</option>
          {option.values.map((value) => (
            <option key={value.id} value={value.value}>
              {valueLabel(value)}
            </option>
          ))}
        </select>
      );
      break;
    case "numberField":
      control = (
        <>
          <input id={field.id} name={field.name} type="number" inputMode="numeric" min={option.min} max={option.max} step="1" defaultValue={chosen[0] ?? ""} required={option.required} {...described} />
          {option.min !== undefined && option.max !== undefined ? <small className="field-hint">{t("catalog.range", { min: option.min, max: option.max })}</small> : null}
        </>
      );
      break;
    case "date":
      control = <input id={field.id} name={field.name} type="date" defaultValue={chosen[0] ?? ""} required={option.required} {...described} />;
      break;
    case "dateTime":
      control = <input id={field.id} name={field.name} type="datetime-local" defaultValue={chosen[0] ?? ""} required={option.required} {...described} />;
      break;
    case "yesNo":
      if (!option.values.length) {
        control = (
          <div className="choice-row" role="radiogroup" aria-labelledby={`${field.id}-label`} {...described}>
            {(["true", "false"] as const).map((answer) => (
              <label key={answer} className="choice-chip">
                <input type="radio" name={field.name} value={answer} defaultChecked={chosen[0] === answer} required={option.required} />
                <span>{t(answer === "true" ? "catalog.yes" : "catalog.no")}</span>
              </label>
            ))}
          </div>
        );
        break;
      }
    // falls through: the platform named the answers, shown like any single choice
    default: {
      // multipleSelect: checkboxes; textSwatch, visualSwatch and named yes/no answers: one choice among chips.
      const multiple = option.type === "multipleSelect";
      control = (
        <div className="choice-row" role={multiple ? "group" : "radiogroup"} aria-labelledby={`${field.id}-label`} {...described}>
          {option.values.map((value) => (
            <label key={value.id} className="choice-chip">
              <input type={multiple ? "checkbox" : "radio"} name={field.name} value={value.value} defaultChecked={chosen.includes(value.value)} required={option.required && !multiple} />
              {option.type === "visualSwatch" && value.color ? <span className="swatch" style={{ background: value.color }} aria-hidden="true" /> : null}
              <span>{valueLabel(value)}</span>
            </label>
          ))}
        </div>
      );
    }
  }

  const grouped = ["yesNo", "multipleSelect", "textSwatch", "visualSwatch"].includes(option.type);
  return (
    <div className={`form-field option-field option-field--${option.type}`}>
      {grouped ? (
        <span id={`${field.id}-label`} className="form-field__label">
          {option.label}
          {option.required ? <span aria-hidden="true"> *</span> : null}
        </span>
      ) : (
        <label htmlFor={field.id} id={`${field.id}-label`} className="form-field__label">
          {option.label}
          {option.required ? <span aria-hidden="true"> *</span> : null}
        </label>
      )}
      {control}
      <FieldError id={errorId} errors={field.errors} />
    </div>
  );
}

function BundleChoices({ bundle, field }: { bundle: BundleCheck; field: FieldMetadata<Record<string, number>> }) {
  const { t } = useTranslation();
  const choices = field.getFieldset();
  return (
    <div className="bundle-choices">
      <p className="bundle-choices__title">{t("catalog.bundleContents")}</p>
      <ul className="bundle-choices__entries">
        {bundle.entries.map((entry) => {
          const choice = choices[String(entry.product.id)];
          return (
            <li key={entry.product.id} className="bundle-entry">
              <span className="bundle-entry__name">
                {entry.quantity} × {entry.product.name}
              </span>
              {entry.needsChoice ? (
                <fieldset className="bundle-entry__choices">
                  <legend>{t("catalog.bundleChoose", { name: entry.product.name })}</legend>
                  <div className="choice-row">
                    {entry.choices.map((option) => (
                      <label key={option.id} className="choice-chip">
                        <input type="radio" name={choice.name} value={option.id} defaultChecked={String(choice.initialValue ?? "") === String(option.id)} required />
                        <span>{option.name}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A cart line's personalizations as form values (strings, lists of strings for multiple choices). */
function startingOptions(personalizations: Record<string, unknown> = {}) {
  return Object.fromEntries(
    Object.entries(personalizations).map(([code, value]) => [code, Array.isArray(value) ? value.map(String) : String(value)]),
  ) as Record<string, string>;
}

export function AddToCartForm({ product, variant, bundle, action, startFrom }: Props) {
  const { t } = useTranslation();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const navigation = useNavigation();
  const schema = useMemo(() => addToCartSchema({ product, bundle }), [product, bundle]);
  const [form, fields] = useForm({
    id: `add-to-cart-${product.id}`,
    lastResult,
    constraint: getZodConstraint(schema),
    // SPEC: the quantity starts at 1; a chosen cart line's options start as they are in the cart.
    defaultValue: { qty: "1", options: startingOptions(startFrom?.personalizations) },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const options = fields.options.getFieldset();
  const location = useLocation();
  const hydrated = useHydrated();
  const busy = navigation.state === "submitting" && navigation.formData?.get("productId") === String(product.id);
  const qtyErrorId = `${fields.qty.id}-error`;
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="add-to-cart" noValidate={false}>
      <input type="hidden" name="intent" value="addToCart" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {/* Tells the server a script can open the cart modal (cart-add behaviour 2). */}
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {variant ? <input type="hidden" name="variantId" value={variant.id} /> : null}
      {form.errors?.length ? (
        <p className="form-notice form-notice--info" role="status">
          {form.errors.map((error) => t(error)).join(" ")}
        </p>
      ) : null}
      {bundle ? <BundleChoices bundle={bundle} field={fields.bundle as FieldMetadata<Record<string, number>>} /> : null}
      {product.customOptions.length ? (
        <fieldset className="add-to-cart__options">
          <legend>{t("catalog.options")}</legend>
          {product.customOptions.map((option) => (
            <CustomOptionField key={option.id} option={option} field={options[option.code] as FieldMetadata<unknown>} />
          ))}
        </fieldset>
      ) : null}
      <div className="add-to-cart__row">
        <div className="form-field add-to-cart__qty">
          <label htmlFor={fields.qty.id} className="form-field__label">
            {t("catalog.quantity")}
          </label>
          <input
            id={fields.qty.id}
            name={fields.qty.name}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            defaultValue={(fields.qty.initialValue as string | undefined) ?? "1"}
            aria-invalid={fields.qty.errors?.length ? true : undefined}
            aria-describedby={fields.qty.errors?.length ? qtyErrorId : undefined}
            // The server decides; the browser's own check would hide the SPEC's message.
            formNoValidate
          />
        </div>
        <button type="submit" className="button button--primary button--large" disabled={busy} formNoValidate>
          {t("catalog.addToCart")}
        </button>
      </div>
      <FieldError id={qtyErrorId} errors={fields.qty.errors} />
    </Form>
  );
}

/** Remove this product from the cart (the chosen line, else its first one). A real POST. */
export function RemoveFromCartForm({ cartItemId, action }: { cartItemId?: number; action?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action={action} className="remove-from-cart">
      <input type="hidden" name="intent" value="removeFromCart" />
      {cartItemId ? <input type="hidden" name="cartItemId" value={cartItemId} /> : null}
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className="button">
        {t("catalog.removeFromCart")}
      </button>
    </Form>
  );
}
