import { Router } from "express";
import { z } from "zod";
import type { LayoutElement } from "../contract";
import type { Db } from "../db/index";
import { contextOf } from "../http/api-key";
import { sendData } from "../http/envelope";
import { parseInput } from "../http/validate";

type ElementRow = {
  id: number;
  handler: string;
  title: string;
  type: "static-element";
  slug: string;
  options: string;
  mobile_options: string;
  meta: string;
  link_meta: string;
  mobile_meta: string;
  parts: string;
  created_at: string;
  language_code: string;
};

const getByHandlersBody = z.object({
  handlers: z.array(z.string().trim().min(1).max(100)).min(1).max(50),
});

/** `element`: the layout elements (header, footer, cookie notice) of the site. */
export function elementRoutes(db: Db): Router {
  const router = Router();

  // Each handler comes in the request language, or in the default language when the element
  // has not been translated; handlers the site does not have are left out.
  router.post("/v1/element/getByHandlers", (req, res) => {
    const { handlers } = parseInput(getByHandlersBody, req.body);
    const { siteId, language, languages } = contextOf(res);
    const rows = db
      .prepare(
        `SELECT e.*, l.code2 AS language_code FROM elements e JOIN languages l ON l.id = e.language_id
          WHERE e.site_id = ? AND e.language_id IN (?, ?)
            AND e.handler IN (SELECT value FROM json_each(?))
          ORDER BY e.language_id = ? DESC`
      )
      .all(siteId, language.id, languages[0].id, JSON.stringify(handlers), language.id) as ElementRow[];

    const byHandler = new Map<string, ElementRow>();
    for (const row of rows) if (!byHandler.has(row.handler)) byHandler.set(row.handler, row);
    const elements = [...new Set(handlers)].flatMap((handler) => {
      const row = byHandler.get(handler);
      return row ? [toElement(row)] : [];
    });
    sendData(res, { elements });
  });

  return router;
}

function toElement(row: ElementRow): LayoutElement {
  return {
    id: row.id,
    handler: row.handler,
    title: row.title,
    type: row.type,
    language_code: row.language_code,
    options: JSON.parse(row.options) as Record<string, unknown>,
    mobileOptions: JSON.parse(row.mobile_options) as Record<string, unknown>,
    meta: JSON.parse(row.meta) as Record<string, unknown>,
    linkMeta: JSON.parse(row.link_meta) as Record<string, unknown>,
    mobileMeta: JSON.parse(row.mobile_meta) as Record<string, unknown>,
    parts: JSON.parse(row.parts) as unknown[],
    slug: row.slug,
    created_at: row.created_at,
  };
}
