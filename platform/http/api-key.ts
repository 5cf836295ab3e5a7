import type { RequestHandler, Response } from "express";
import { findDomainByApiKey, type DomainRow } from "../data/domains";
import { domainLanguages, type LanguageRow } from "../data/languages";
import type { Db } from "../db/index";
import { HttpError } from "./envelope";

/** Who is asking, in which language: set by requireApiKey for the handlers after it. */
export type RequestContext = {
  domain: DomainRow;
  siteId: number;
  /** The domain's allowed languages, default first. */
  languages: LanguageRow[];
  /** The language of this request's content. */
  language: LanguageRow;
};

/**
 * Resolves the caller's domain from `x-api-key` (401 when missing or unknown, or when
 * `x-site-id` names another site) and the content language from `x-language-code`: a
 * language the domain does not allow falls back to the domain's default.
 */
export function requireApiKey(db: Db): RequestHandler {
  return (req, res, next) => {
    const token = req.get("x-api-key");
    const domain = token ? findDomainByApiKey(db, token) : undefined;
    if (!domain) throw new HttpError(401, "Invalid api key");
    const siteHeader = req.get("x-site-id");
    if (siteHeader !== undefined && siteHeader.trim() !== String(domain.site_id)) {
      throw new HttpError(401, "Invalid api key");
    }

    const languages = domainLanguages(db, domain.id);
    const requested = req.get("x-language-code")?.trim().toLowerCase();
    const language = languages.find((candidate) => candidate.code2 === requested) ?? languages[0];
    const context: RequestContext = { domain, siteId: domain.site_id, languages, language };
    res.locals.context = context;
    next();
  };
}

export function contextOf(res: Response): RequestContext {
  const context = res.locals.context as RequestContext | undefined;
  if (!context) throw new Error("contextOf: the route is not behind requireApiKey");
  return context;
}
