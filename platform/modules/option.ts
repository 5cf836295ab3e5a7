import { Router } from "express";
import type { CmsOption } from "../contract";
import { findMedia } from "../data/media";
import { resolveOptions } from "../data/options";
import type { Db } from "../db/index";
import { contextOf } from "../http/api-key";
import { sendData } from "../http/envelope";

/** `option`: the site's CMS options (logo, copyright, theme navigations, maintenance...). */
export function optionRoutes(db: Db): Router {
  const router = Router();

  // Takes no input: the site and the language come from the headers.
  router.get("/v1/option/filter", (_req, res) => {
    const { siteId, language } = contextOf(res);
    const records: CmsOption[] = resolveOptions(db, siteId, language.id).map((option) => ({
      id: option.id,
      key: option.key,
      value: option.value,
      media: findMedia(db, siteId, option.media_id),
    }));
    sendData(res, { records });
  });

  return router;
}
