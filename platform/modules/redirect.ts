import { Router } from "express";
import { z } from "zod";
import { now, type Db } from "../db/index";
import { contextOf } from "../http/api-key";
import { sendData } from "../http/envelope";
import { parseInput } from "../http/validate";

const addFailedRequestBody = z.object({
  path: z.string().trim().min(1).max(2048).startsWith("/", "Must start with /"),
});

/** `redirect`: records paths visitors did not find, counting repeats. */
export function redirectRoutes(db: Db): Router {
  const router = Router();

  router.post("/v1/redirect/addFailedRequest", (req, res) => {
    const { path } = parseInput(addFailedRequestBody, req.body);
    const record = db
      .prepare(
        `INSERT INTO failed_requests (site_id, path, hits, last_seen) VALUES (?, ?, 1, ?)
         ON CONFLICT (site_id, path) DO UPDATE SET hits = hits + 1, last_seen = excluded.last_seen
         RETURNING id, path, hits`
      )
      .get(contextOf(res).siteId, path, now()) as { id: number; path: string; hits: number };
    sendData(res, record);
  });

  return router;
}
