import { apiBaseUrl, getEnv } from "~/env.server";
import { DEFAULT_LANGUAGE, isLanguage, languageFromPath, type Language } from "~/i18n/languages";
import { platformCache } from "./cache.server";
import { createHttpClient, type HttpClient } from "./http.server";
import { DomainSchema, type Domain } from "./schemas";

// api(request): the platform client bound to one visitor's request: the deployment detected
// from the host name, the language from the URL, and (with accounts) the visitor's token.

const DOMAIN_TTL_MS = 5 * 60_000;

export type PlatformContext = {
  domain: Domain;
  /** The language the visitor asked for in the URL. */
  requestedLanguage: Language;
  /** The language content comes in: the requested one when the deployment allows it, else its default. */
  language: Language;
  /** Whether the deployment allows the requested language. */
  languageAllowed: boolean;
  allowedLanguages: Language[];
  http: HttpClient;
  /** Cache-key prefix of this deployment and language. */
  cacheKey: string;
  cacheTtlMs: number;
};

export function requestHost(request: Request): string {
  return new URL(request.url).hostname.toLowerCase();
}

/**
 * The deployment serving a host name, cached for five minutes per host. The call is shared by
 * concurrent visitors, so it is not tied to any one request's abort signal.
 */
export function detectDomain(host: string): Promise<Domain> {
  const env = getEnv();
  return platformCache(env.CACHE_MAX_ENTRIES).getOrLoad(`domain:${host}`, DOMAIN_TTL_MS, () =>
    createHttpClient({ baseUrl: apiBaseUrl(), timeoutMs: env.API_TIMEOUT_MS, headers: {} }).call(
      "POST",
      "master/domainDetect",
      { version: "v2", headers: { referer: `http://${host}/` }, schema: DomainSchema },
    ),
  );
}

export function allowedLanguagesOf(domain: Domain): Language[] {
  const codes = domain.cmsLanguages.map((language) => language.code2).filter(isLanguage);
  const fallback = isLanguage(domain.defaultLanguage) ? domain.defaultLanguage : DEFAULT_LANGUAGE;
  return codes.length ? codes : [fallback];
}

/** The platform client of a deployment in the language a visitor asked for. */
export function platformContext(domain: Domain, requestedLanguage: Language): PlatformContext {
  const env = getEnv();
  const allowedLanguages = allowedLanguagesOf(domain);
  const languageAllowed = allowedLanguages.includes(requestedLanguage);
  const siteDefault = isLanguage(domain.defaultLanguage) ? domain.defaultLanguage : allowedLanguages[0];
  const language = languageAllowed ? requestedLanguage : siteDefault;

  const http = createHttpClient({
    baseUrl: apiBaseUrl(),
    timeoutMs: env.API_TIMEOUT_MS,
    headers: {
      "x-api-key": domain.apiKeyToken,
      "x-site-id": String(domain.siteID),
      "x-store-id": String(domain.storeID),
      "x-language-code": language,
    },
  });
  return {
    domain,
    requestedLanguage,
    language,
    languageAllowed,
    allowedLanguages,
    http,
    // Per domain, not only per site: one site's domains may differ in settings.
    cacheKey: `site${domain.siteID}:d${domain.apiKeyId}:${language}`,
    cacheTtlMs: env.CACHE_TTL_SECONDS * 1000,
  };
}

export async function api(request: Request): Promise<PlatformContext> {
  const domain = await detectDomain(requestHost(request));
  return platformContext(domain, languageFromPath(new URL(request.url).pathname));
}

/** A slow-changing read through the server-side cache, keyed per deployment and language. */
export function cachedRead<T>(ctx: PlatformContext, key: string, load: () => Promise<T>): Promise<T> {
  return platformCache(getEnv().CACHE_MAX_ENTRIES).getOrLoad(`${ctx.cacheKey}:${key}`, ctx.cacheTtlMs, load);
}
