import { Router } from "express";
import { z } from "zod";
import { emailField, subscribeToNewsletter } from "../data/visitor-messages";
import type { Db } from "../db/index";
import { contextOf } from "../http/api-key";
import { sendData } from "../http/envelope";
import { parseInput } from "../http/validate";

const subscribeBody = z.object({ email: emailField, consent: z.boolean().default(false) });

/** `marketing`: newsletter subscriptions. */
export function marketingRoutes(db: Db): Router {
  const router = Router();

  router.post("/v1/marketing/newsletter/subscribe", (req, res) => {
    const { email, consent } = parseInput(subscribeBody, req.body ?? {});
    db.transaction(() => subscribeToNewsletter(db, contextOf(res).siteId, email, consent))();
    sendData(res, { subscribed: true });
  });

  return router;
}
