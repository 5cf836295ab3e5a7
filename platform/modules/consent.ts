import { Router, type Response } from "express";
import { z } from "zod";
import type { Consent } from "../checkout-contract";
import type { ConsentAssignment } from "../content-contract";
import { fieldError } from "../data/cart-lines";
import { siteConsents } from "../data/consents";
import { now, type Db } from "../db/index";
import { contextOf } from "../http/api-key";
import { requireUser } from "../http/auth";
import { HttpError, sendData } from "../http/envelope";
import { parseInput } from "../http/validate";

type AssignmentRow = { id: number; assigned_to: string; consents: string; required_consents: string };

const ids = z.array(z.number().int().positive()).max(100);
const createBody = z.object({
  assigned_to: z.string().trim().min(1).max(100),
  consents: ids,
  requiredConsents: ids.default([]),
});
const filterBody = z.object({
  perPage: z.coerce.number().int().min(1).max(100).default(50),
  page: z.coerce.number().int().min(1).default(1),
});

/** Admin consents are the back office's: a bearer of a back-office user. */
function requireBackoffice(res: Response): void {
  if (!requireUser(res).isBackofficeUser) throw new HttpError(403, "Forbidden");
}

/** `consent`: which of the site's consents each place (checkout, register, a form) asks for. */
export function consentRoutes(db: Db): Router {
  const router = Router();

  const toAssignment = (known: Map<number, Consent>, row: AssignmentRow): ConsentAssignment => {
    const pick = (json: string) =>
      (JSON.parse(json) as number[]).flatMap((id) => (known.has(id) ? [known.get(id) as Consent] : []));
    return { id: row.id, assigned_to: row.assigned_to, consents: pick(row.consents), requiredConsents: pick(row.required_consents) };
  };
  const consentsOf = (siteId: number) => new Map(siteConsents(db, siteId, 1000).map((consent) => [consent.id, consent]));

  router.post("/v1/consent/create", (req, res) => {
    requireBackoffice(res);
    const body = parseInput(createBody, req.body ?? {});
    const { siteId } = contextOf(res);
    const known = consentsOf(siteId);
    body.consents.forEach((id, index) => {
      if (!known.has(id)) throw fieldError(["consents", index], `Unknown consent: ${id}`);
    });
    body.requiredConsents.forEach((id, index) => {
      if (!body.consents.includes(id)) throw fieldError(["requiredConsents", index], `Not in consents: ${id}`);
    });
    // One assignment per place: creating it again replaces it.
    const row = db
      .prepare(
        `INSERT INTO consent_assignments (site_id, assigned_to, consents, required_consents, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (site_id, assigned_to) DO UPDATE
           SET consents = excluded.consents, required_consents = excluded.required_consents, updated_at = excluded.updated_at
         RETURNING id, assigned_to, consents, required_consents`
      )
      .get(
        siteId,
        body.assigned_to,
        JSON.stringify([...new Set(body.consents)]),
        JSON.stringify([...new Set(body.requiredConsents)]),
        now()
      ) as AssignmentRow;
    sendData(res, toAssignment(known, row));
  });

  router.post("/v1/consent/filter", (req, res) => {
    requireBackoffice(res);
    const { perPage, page } = parseInput(filterBody, req.body ?? {});
    const { siteId } = contextOf(res);
    const total = db.prepare("SELECT COUNT(*) FROM consent_assignments WHERE site_id = ?").pluck().get(siteId) as number;
    const rows = db
      .prepare(
        `SELECT id, assigned_to, consents, required_consents FROM consent_assignments WHERE site_id = ?
          ORDER BY assigned_to, id LIMIT ? OFFSET ?`
      )
      .all(siteId, perPage, (page - 1) * perPage) as AssignmentRow[];
    const known = consentsOf(siteId);
    sendData(res, {
      data: rows.map((row) => toAssignment(known, row)),
      total,
      perPage,
      page,
      lastPage: Math.max(1, Math.ceil(total / perPage)),
    });
  });

  return router;
}
