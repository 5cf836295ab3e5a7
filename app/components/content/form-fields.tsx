import { HONEYPOT } from "~/forms/content-limits";
import type { CaptchaState } from "~/lib/captcha";
import { Errors } from "~/components/ui/form-fields";
import type { FieldState } from "./server-checked-form";

export { FormErrors } from "~/components/ui/form-fields";

// The fields of the content forms: label, input, the error under it (translated, with the
// limit for "at most {{count}}"), and the visitor's input kept after a refused post.

type FieldProps = { meta: FieldState; label: string; type?: string; autoComplete?: string; max?: number; multiline?: boolean; required?: boolean };

export function TextField({ meta, label, type = "text", autoComplete, max, multiline = false, required = true }: FieldProps) {
  const invalid = Boolean(meta.errors?.length);
  const common = {
    id: meta.id,
    name: meta.name,
    defaultValue: (meta.initialValue as string | undefined) ?? "",
    maxLength: max,
    required,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? `${meta.id}-error` : undefined,
  };
  return (
    <div className="form-field">
      <label htmlFor={meta.id} className="form-field__label">
        {label}
      </label>
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} type={type} autoComplete={autoComplete} />}
      <Errors field={meta} id={`${meta.id}-error`} count={max} />
    </div>
  );
}

/** The honeypot (app/forms/content-fields.ts): off-screen, out of the tab order, hidden from screen readers. */
export function Honeypot({ formId }: { formId: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`${formId}-${HONEYPOT}`}>Website</label>
      <input id={`${formId}-${HONEYPOT}`} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * The captcha's place in a form (SPEC 5): nothing when the form has none, its configuration
 * error when it is set up by half, else the provider's widget, which fills captchaResponse.
 */
export function Captcha({ state }: { state: CaptchaState }) {
  if (state.kind === "none") return null;
  // Shown before any post; a post then answers with the same message as the form's error.
  if (state.kind === "error") return <p className="form-notice form-notice--error">{state.message}</p>;
  return <div className="g-recaptcha" data-sitekey={state.key} data-version={state.version} data-size="invisible" />;
}
