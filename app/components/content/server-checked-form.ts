import type { SubmissionResult } from "@conform-to/react";

// The forms of CMS sections (contact, newsletter) are checked by the page's action only: they
// can sit on any page, and their schema and a form library would weigh on every visitor's page.
// This reads what the last refused post answered (a conform SubmissionResult) into the little
// each field needs: its name, id, errors and the visitor's input.

export type FieldState = { id: string; name: string; errors?: string[]; initialValue?: unknown };

export function serverCheckedFields<Name extends string>(formId: string, names: readonly Name[], lastResult?: SubmissionResult<string[]>) {
  const errors = lastResult?.error ?? {};
  const values = (lastResult?.initialValue ?? {}) as Record<string, unknown>;
  const fields = Object.fromEntries(
    names.map((name) => [name, { id: `${formId}-${name}`, name, errors: errors[name] ?? undefined, initialValue: values[name] }]),
  ) as unknown as Record<Name, FieldState>;
  // conform keeps the form's own errors under the empty name.
  return { formErrors: errors[""] ?? undefined, fields };
}
