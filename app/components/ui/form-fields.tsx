import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";

// The pieces every form uses: a labelled input with its error under it (the message keys come
// from the form's zod schema; minLength/maxLength messages carry their count), and the form's
// own errors (e.g. a message from the platform) announced as an alert.

export function Errors({ field, id, count, min }: { field: { errors?: string[] }; id: string; count?: number; min?: number }) {
  const { t } = useTranslation();
  if (!field.errors?.length) return null;
  return (
    <p id={id} className="field-error">
      {field.errors.map((error) => t(error, { count: error.endsWith("minLength") ? min : count })).join(" ")}
    </p>
  );
}

export function FormErrors({ errors }: { errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <p className="form-notice form-notice--error" role="alert">
      {errors.map((error) => t(error)).join(" ")}
    </p>
  );
}

export function TextField({
  meta,
  label,
  type = "text",
  autoComplete,
  max,
  min,
  required,
}: {
  meta: FieldMetadata<string>;
  label: string;
  type?: string;
  autoComplete?: string;
  max?: number;
  min?: number;
  required?: boolean;
}) {
  const invalid = Boolean(meta.errors?.length);
  return (
    <div className="form-field">
      <label htmlFor={meta.id} className="form-field__label">
        {label}
      </label>
      <input
        id={meta.id}
        name={meta.name}
        type={type}
        // Passwords are never sent back to the page.
        defaultValue={type === "password" ? "" : ((meta.initialValue as string | undefined) ?? "")}
        autoComplete={autoComplete}
        maxLength={max}
        minLength={min}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${meta.id}-error` : undefined}
      />
      <Errors field={meta} id={`${meta.id}-error`} count={max} min={min} />
    </div>
  );
}
