import { decodeJwt } from "jose";
import { apiBaseUrl, getEnv } from "~/env.server";
import { getSession } from "~/sessions/session.server";
import { isApiError } from "./errors";
import { DEFAULT_LANGUAGE, isLanguage, languageFromPath, type Language } from "~/i18n/languages";
import { platformCache } from "./cache.server";
import { createHttpClient, type HttpClient } from "./http.server";
import { DomainSchema, type Domain } from "./schemas";

// api(request): the platform client bound to one visitor's request: the deployment detected
// from the host name, the language from the URL, and the signed-in visitor's access token.

const DOMAIN_TTL_MS = 5 * 60_000;

/** Who is signed in, as the access token says (the token is fresh: server/session-refresh). */
export type SignedInUser = {
  id: number;
  email: string;
  name: string;
  isBackofficeUser: boolean;
  accessTokenIssuedAt: number;
  accessTokenExpiresAt: number;
};

export type PlatformContext = {
  domain: Domain;
  /** The signed-in visitor, whose calls carry the bearer; null for anonymous calls. */
  user: SignedInUser | null;
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

/** The user an access token names (our own cookie holds it, so reading its claims is enough), or null. */
export function userOfAccessToken(token: string): SignedInUser | null {
  try {
    const claims = decodeJwt(token);
    const id = Number(claims.sub);
    if (!Number.isInteger(id) || id <= 0) return null;
    return {
      id,
      email: String(claims.email ?? ""),
      name: String(claims.name ?? ""),
      isBackofficeUser: claims.bo === true,
      accessTokenIssuedAt: (claims.iat ?? 0) * 1000,
      accessTokenExpiresAt: (claims.exp ?? 0) * 1000,
    };
  } catch {
    return null;
  }
}

/**
 * The platform client of a deployment in the language a visitor asked for; with an access
 * token, its calls carry the bearer.
 */
export function platformContext(domain: Domain, requestedLanguage: Language, accessToken?: string): PlatformContext {
  const env = getEnv();
  const allowedLanguages = allowedLanguagesOf(domain);
  const languageAllowed = allowedLanguages.includes(requestedLanguage);
  const siteDefault = isLanguage(domain.defaultLanguage) ? domain.defaultLanguage : allowedLanguages[0];
  const language = languageAllowed ? requestedLanguage : siteDefault;

  const headers = {
    "x-api-key": domain.apiKeyToken,
    "x-site-id": String(domain.siteID),
    "x-store-id": String(domain.storeID),
    "x-language-code": language,
  };
  const anonymous = createHttpClient({ baseUrl: apiBaseUrl(), timeoutMs: env.API_TIMEOUT_MS, headers });
  const user = accessToken ? userOfAccessToken(accessToken) : null;
  const http = user ? bearerClient(createHttpClient({ baseUrl: apiBaseUrl(), timeoutMs: env.API_TIMEOUT_MS, headers: { ...headers, authorization: `Bearer ${accessToken}` } }), anonymous, user) : anonymous;
  return {
    domain,
    user,
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

/**
 * SPEC 4: for a back-office user a 403 answer is retried once without the token (an admin
 * token may lack a scope the web call wants; the anonymous answer is the right one then).
 */
function bearerClient(withToken: HttpClient, anonymous: HttpClient, user: SignedInUser): HttpClient {
  if (!user.isBackofficeUser) return withToken;
  return {
    call: (method, path, options) =>
      withToken.call(method, path, options).catch((error: unknown) => {
        if (isApiError(error) && error.status === 403) return anonymous.call(method, path, options);
        throw error;
      }),
  } as HttpClient;
}

export async function api(request: Request): Promise<PlatformContext> {
  const [domain, session] = await Promise.all([detectDomain(requestHost(request)), getSession(request)]);
  return platformContext(domain, languageFromPath(new URL(request.url).pathname), session.get("accessToken"));
}

/** A slow-changing read through the server-side cache, keyed per deployment and language. */
export function cachedRead<T>(ctx: PlatformContext, key: string, load: () => Promise<T>): Promise<T> {
  return platformCache(getEnv().CACHE_MAX_ENTRIES).getOrLoad(`${ctx.cacheKey}:${key}`, ctx.cacheTtlMs, load);
}
