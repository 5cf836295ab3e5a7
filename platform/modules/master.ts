import { Router } from "express";
import { z } from "zod";
import type { Country } from "../contract";
import { findDomainByHost, toDomain } from "../data/domains";
import { domainLanguages, listLanguages } from "../data/languages";
import type { Db } from "../db/index";
import { contextOf } from "../http/api-key";
import { sendData } from "../http/envelope";
import { parseInput } from "../http/validate";

/** The host name of a URL or of a bare host ("shop.localhost:3000"), lower case, no port. */
function hostnameOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value.includes("://") ? value : `http://${value}`).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

const domainDetectBody = z.object({
  host: z
    .string()
    .trim()
    .min(1)
    .max(2048)
    .transform((value, ctx) => {
      const host = hostnameOf(value);
      if (!host) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Invalid host" });
      return host ?? z.NEVER;
    })
    .optional(),
});

const commonsQuery = z.object({ type: z.enum(["languages", "countries"]) });

/** `master`: which domain is this, and the common lists (languages, countries). */
export function publicMasterRoutes(db: Db): Router {
  const router = Router();

  // Public: the storefront calls it to learn its api key. A host nobody claims is the school.
  router.post("/v2/master/domainDetect", (req, res) => {
    const body = parseInput(domainDetectBody, req.body);
    const domain = findDomainByHost(db, body.host ?? hostnameOf(req.get("referer")));
    sendData(res, toDomain(domain, domainLanguages(db, domain.id)));
  });

  return router;
}

export function masterRoutes(db: Db): Router {
  const router = Router();

  router.get("/v1/master/commons", (req, res) => {
    const { type } = parseInput(commonsQuery, req.query);
    const { language } = contextOf(res);
    const records = type === "languages" ? listLanguages(db) : listCountries(db, language.code2);
    sendData(res, { records });
  });

  return router;
}

/** Countries named in the given language and sorted the way its readers expect. */
function listCountries(db: Db, locale: string): Country[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const collator = new Intl.Collator(locale);
  const rows = db.prepare("SELECT id, code FROM countries").all() as { id: number; code: string }[];
  return rows
    .map(({ id, code }) => ({ id, code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
