import type { Domain, DomainExtra } from "../contract";
import type { Db } from "../db/index";
import type { LanguageRow } from "./languages";

export type DomainRow = {
  id: number;
  site_id: number;
  store_id: number;
  name: string;
  url: string;
  subdomain: string | null;
  api_key_token: string;
  default_language_id: number;
  extra: string;
  site_name: string;
  site_url: string;
};

const SELECT_DOMAIN = `
  SELECT d.id, d.site_id, d.store_id, d.name, d.url, d.subdomain, d.api_key_token,
         d.default_language_id, d.extra, s.name AS site_name, s.url AS site_url
    FROM domains d JOIN sites s ON s.id = d.site_id`;

/** The domain claiming a host name; any other host gets the default domain. */
export function findDomainByHost(db: Db, host: string | null): DomainRow {
  const claimed = host
    ? (db.prepare(`${SELECT_DOMAIN} JOIN domain_hosts h ON h.domain_id = d.id WHERE h.host = ?`).get(host) as
        | DomainRow
        | undefined)
    : undefined;
  if (claimed) return claimed;
  const fallback = db.prepare(`${SELECT_DOMAIN} WHERE d.is_default = 1`).get() as DomainRow | undefined;
  if (!fallback) throw new Error("No default domain: the platform database is not seeded");
  return fallback;
}

export function findDomainByApiKey(db: Db, token: string): DomainRow | undefined {
  return db.prepare(`${SELECT_DOMAIN} WHERE d.api_key_token = ?`).get(token) as DomainRow | undefined;
}

/** The contract's Domain; `languages` are the domain's allowed languages, default first. */
export function toDomain(row: DomainRow, languages: LanguageRow[]): Domain {
  const defaultLanguage = languages[0];
  return {
    name: row.name,
    url: row.url,
    // One api key per domain, so the key is known by the domain's id.
    apiKeyId: row.id,
    apiKeyToken: row.api_key_token,
    siteID: row.site_id,
    storeID: row.store_id,
    subdomain: row.subdomain,
    site: { name: row.site_name, url: row.site_url },
    defaultLanguage: defaultLanguage.code2,
    cmsLanguages: languages.map(({ id, code, code2, name }) => ({ id, code, code2, name })),
    extra: JSON.parse(row.extra) as DomainExtra,
  };
}
