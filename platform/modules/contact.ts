import { Router } from "express";
import { z } from "zod";
import { contactFields, fileContactMessage } from "../data/visitor-messages";
import type { Db } from "../db/index";
import { contextOf } from "../http/api-key";
import { sendData } from "../http/envelope";
import { parseInput } from "../http/validate";

const contactBody = z.object(contactFields);

/** `contact`: a visitor's message to the site's administrators. */
export function contactRoutes(db: Db): Router {
  const router = Router();

  router.post("/v1/contact/contactAdmin", (req, res) => {
    const message = parseInput(contactBody, req.body ?? {});
    const { siteId, language } = contextOf(res);
    db.transaction(() => fileContactMessage(db, siteId, language.id, message))();
    sendData(res, { sent: true });
  });

  return router;
}
