import { Router } from "express";
import { z } from "zod";
import type { CalendarEvent } from "../content-contract";
import { dateRangeFields, startOfToday } from "../data/date-range";
import { findMedia } from "../data/media";
import { pageOf, pagingFields } from "../data/paging";
import { now, type Db } from "../db/index";
import { contextOf, type RequestContext } from "../http/api-key";
import { notFound, sendData } from "../http/envelope";
import { parseInput } from "../http/validate";

type EventRow = {
  id: number;
  slug: string;
  title: string;
  starts_at: string;
  ends_at: string | null;
  place: string;
  description: string;
  media_id: number | null;
};

const filterBody = z.object({ ...dateRangeFields, ...pagingFields(10) });
const idParams = z.object({ id: z.coerce.number().int().positive() });

const VISIBLE = `e.site_id = :siteId AND e.language_id = :languageId
  AND e.published_at IS NOT NULL AND e.published_at <= :now`;

function toEvent(db: Db, context: RequestContext, row: EventRow): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    place: row.place,
    description: row.description,
    media: findMedia(db, context.siteId, row.media_id),
  };
}

/** `calendar`: the site's events, upcoming first. */
export function calendarRoutes(db: Db): Router {
  const router = Router();

  router.post("/v1/calendar/event/filter", (req, res) => {
    const body = parseInput(filterBody, req.body ?? {});
    const context = contextOf(res);
    // An event still running counts as upcoming: compare its end (or start) with the lower bound.
    const conditions = [VISIBLE, "COALESCE(e.ends_at, e.starts_at) >= :from"];
    if (body.dateTo) conditions.push("e.starts_at <= :to");
    const { rows, pagination } = pageOf<EventRow>(
      db,
      {
        columns: "e.*",
        from: `events e WHERE ${conditions.join(" AND ")}`,
        orderBy: "e.starts_at, e.id",
        params: {
          siteId: context.siteId,
          languageId: context.language.id,
          now: now(),
          from: body.dateFrom ?? startOfToday(),
          to: body.dateTo ?? null,
        },
      },
      body
    );
    sendData(res, { records: rows.map((row) => toEvent(db, context, row)), pagination });
  });

  router.get("/v1/calendar/event/get/:id", (req, res) => {
    const { id } = parseInput(idParams, req.params);
    const context = contextOf(res);
    const row = db
      .prepare(`SELECT e.* FROM events e WHERE e.id = :id AND ${VISIBLE}`)
      .get({ id, siteId: context.siteId, languageId: context.language.id, now: now() }) as EventRow | undefined;
    if (!row) throw notFound();
    sendData(res, toEvent(db, context, row));
  });

  return router;
}
