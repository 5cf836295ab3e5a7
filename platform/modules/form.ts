import { Router } from "express";
import { z } from "zod";
import { FORM_TYPES, type Form, type FormField } from "../content-contract";
import { pageOf, pagingFields } from "../data/paging";
import { confirmNewsletter, fileContactMessage, subscribeToNewsletter, type ContactMessage } from "../data/visitor-messages";
import { now, type Db } from "../db/index";
import { contextOf } from "../http/api-key";
import { HttpError, sendData } from "../http/envelope";
import { idInput, parseInput } from "../http/validate";

type FormRow = {
  id: number;
  type: Form["type"];
  title: string;
  description: string;
  submit_label: string;
  success_message: string;
  fields: string;
  captcha_key: string | null;
  captcha_version: string | null;
};

function toForm(row: FormRow): Form {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    submitLabel: row.submit_label,
    successMessage: row.success_message,
    fields: JSON.parse(row.fields) as FormField[],
    captcha: { key: row.captcha_key, version: row.captcha_version },
  };
}

const filterBody = z.object({ type: z.enum(FORM_TYPES).optional(), ...pagingFields(10) });
const idParams = z.object({ id: z.coerce.number().int().positive() });
const storeBody = z.object({
  id: idInput,
  data: z.record(z.union([z.string(), z.boolean(), z.number()])),
  captchaKey: z.string().max(2000).optional(),
  captchaResponse: z.string().max(5000).optional(),
});

const CHECKED = new Set<unknown>([true, "true", "on", "1", 1]);

/** The schema of one field's value, so the server checks what the form's fields promise. */
function fieldSchema(field: FormField): z.ZodTypeAny {
  if (field.type === "checkbox") {
    const checked = z.preprocess((value) => CHECKED.has(value), z.boolean());
    return field.required ? checked.refine((value) => value, "Required") : checked;
  }
  const text = z.preprocess((value) => (typeof value === "number" ? String(value) : value), z.string().trim().max(5000));
  if (field.required) {
    const filled = z.preprocess(
      (value) => (typeof value === "number" ? String(value) : value),
      z.string().trim().min(1, "Required").max(5000)
    );
    return field.type === "email" ? filled.pipe(z.string().email()) : filled;
  }
  // An optional field left empty is no value; a filled e-mail field must be an e-mail.
  return z.preprocess(
    (value) => (value === "" ? undefined : value),
    (field.type === "email" ? text.pipe(z.string().email()) : text).optional()
  );
}

/**
 * A contact form's submission as a contact message. The back office may shape a contact form
 * freely: fields other than name, email, phone and subject make up the message.
 */
function contactMessageOf(data: Record<string, string | boolean | undefined>): ContactMessage {
  const text = (key: string) => (typeof data[key] === "string" ? (data[key] as string) : "");
  const rest = Object.entries(data).filter(([key, value]) => !["name", "email", "phone", "subject"].includes(key) && value !== undefined);
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    subject: text("subject"),
    message: rest.length === 1 && rest[0][0] === "message" ? text("message") : rest.map(([key, value]) => `${key}: ${String(value)}`).join("\n"),
  };
}

/** `form`: the site's forms and what visitors submit through them. */
export function formRoutes(db: Db): Router {
  const router = Router();
  const findForm = db.prepare("SELECT * FROM forms WHERE id = ? AND site_id = ?");

  router.post("/v1/form/filter", (req, res) => {
    const body = parseInput(filterBody, req.body ?? {});
    const { rows, pagination } = pageOf<FormRow>(
      db,
      {
        columns: "f.*",
        from: "forms f WHERE f.site_id = :siteId AND (:type IS NULL OR f.type = :type)",
        orderBy: "f.id",
        params: { siteId: contextOf(res).siteId, type: body.type ?? null },
      },
      body
    );
    sendData(res, { records: rows.map(toForm), pagination });
  });

  router.get("/v1/form/get/:id", (req, res) => {
    const { id } = parseInput(idParams, req.params);
    const row = findForm.get(id, contextOf(res).siteId) as FormRow | undefined;
    if (!row) throw new HttpError(404, "Form not found");
    sendData(res, toForm(row));
  });

  router.post("/v1/form/storeData", (req, res) => {
    const input = parseInput(storeBody, req.body ?? {});
    const { siteId, language } = contextOf(res);
    const row = findForm.get(input.id, siteId) as FormRow | undefined;
    if (!row) throw new HttpError(404, "Form not found");
    const form = toForm(row);
    if (form.captcha.key && !input.captchaResponse) {
      throw new HttpError(400, "Invalid request: captchaResponse: Required");
    }
    // Fields the form does not have are dropped (zod strips unknown keys).
    const { data } = parseInput(
      z.object({ data: z.object(Object.fromEntries(form.fields.map((field) => [field.name, fieldSchema(field)]))) }),
      { data: input.data }
    ) as { data: Record<string, string | boolean | undefined> };

    const store = db.transaction(() => {
      const { id } = db
        .prepare("INSERT INTO form_submissions (site_id, form_id, data, created_at) VALUES (?, ?, ?, ?) RETURNING id")
        .get(siteId, form.id, JSON.stringify(data), now()) as { id: number };
      if (form.type === "newsletter" && typeof data.email === "string") {
        subscribeToNewsletter(db, siteId, data.email, data.consent === true);
      }
      if (form.type === "contactForm") fileContactMessage(db, siteId, language.id, contactMessageOf(data));
      return id;
    });
    sendData(res, { id: store(), stored: true });
  });

  router.get("/v1/form/confirmEmail/:token", (req, res) => {
    const { token } = parseInput(z.object({ token: z.string().trim().min(1).max(200) }), req.params);
    const email = db.transaction(() => confirmNewsletter(db, contextOf(res).siteId, token))();
    sendData(res, {
      goalType: "message",
      goal: "Hvala! Vaša prijava na newsletter je potvrđena.",
      confirmedEmail: email,
    });
  });

  return router;
}
