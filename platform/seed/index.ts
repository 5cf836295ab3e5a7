import type { Db } from "../db/index";
import { COUNTRY_CODES } from "./countries";
import { languageRows } from "./languages";
import { maintenanceSite } from "./sites/maintenance";
import { schoolSite } from "./sites/school";
import { shopSite } from "./sites/shop";
import { writeSite } from "./write";

/**
 * Fills a new database: the languages, the countries and the three demo sites (the school,
 * which answers for every unknown host, the multilingual shop and a site in maintenance).
 * A database that has a domain is left alone, so restarts never duplicate the seed.
 */
export function seedIfEmpty(db: Db, dataDir: string): void {
  const hasDomains = db.prepare("SELECT EXISTS (SELECT 1 FROM domains)").pluck();
  const seed = db.transaction(() => {
    if (hasDomains.get()) return;
    const insertLanguage = db.prepare(
      `INSERT INTO languages (id, code, code2, name_hrv, name_eng, name_ger, name_srp, name)
       VALUES (:id, :code, :code2, :name_hrv, :name_eng, :name_ger, :name_srp, :name)`
    );
    for (const language of languageRows()) insertLanguage.run(language);
    const insertCountry = db.prepare("INSERT INTO countries (id, code) VALUES (?, ?)");
    COUNTRY_CODES.forEach((code, index) => insertCountry.run(index + 1, code));

    // Order matters: the school is site 1 and domain 1.
    for (const site of [schoolSite, shopSite, maintenanceSite]) writeSite(db, dataDir, site);
  });
  // IMMEDIATE: a second process starting on the same directory waits, then sees the domains.
  seed.immediate();
}
