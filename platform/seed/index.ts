import type { Db } from "../db/index";
import { schoolAccountSeed, shopAccountSeed } from "./accounts/school";
import { writeAccountSeed } from "./accounts/write";
import { schoolCartSeed } from "./cart/school";
import { writeCartSeed } from "./cart/write";
import { schoolCatalogue } from "./catalogue/school";
import { writeCatalogue } from "./catalogue/write";
import { schoolCheckoutSeed } from "./checkout/school";
import { writeCheckoutSeed } from "./checkout/write";
import { schoolContent } from "./content/school";
import { shopContent } from "./content/shop";
import { writeContentSeed } from "./content/write";
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
 * The school's shop catalogue is seeded the same way on its own, so a data directory made
 * before the catalogue existed gets it on its next start; so are its coupons and member cards
 * (seeded while the coupons table is empty), and its delivery and payment methods and consents
 * (seeded while the delivery methods table is empty), and the accounts with the register consents
 * and each domain's missing `authSettings` (seeded while the users table is empty), and its
 * blog, events, comments and forms with the shop's translated posts (seeded while the terms
 * table is empty).
 */
export function seedIfEmpty(db: Db, dataDir: string): void {
  const hasDomains = db.prepare("SELECT EXISTS (SELECT 1 FROM domains)").pluck();
  const hasCatalogue = db.prepare("SELECT EXISTS (SELECT 1 FROM attributes)").pluck();
  const hasCoupons = db.prepare("SELECT EXISTS (SELECT 1 FROM coupons)").pluck();
  const hasDeliveryMethods = db.prepare("SELECT EXISTS (SELECT 1 FROM delivery_methods)").pluck();
  const hasUsers = db.prepare("SELECT EXISTS (SELECT 1 FROM users)").pluck();
  const siteIdOf = (name: string) => db.prepare("SELECT id FROM sites WHERE name = ?").pluck().get(name) as number | undefined;
  const hasTerms = db.prepare("SELECT EXISTS (SELECT 1 FROM terms)").pluck();
  const seed = db.transaction(() => {
    if (!hasDomains.get()) {
      const insertLanguage = db.prepare(
        `INSERT INTO languages (id, code, code2, name_hrv, name_eng, name_ger, name_srp, name)
         VALUES (:id, :code, :code2, :name_hrv, :name_eng, :name_ger, :name_srp, :name)`
      );
      for (const language of languageRows()) insertLanguage.run(language);
      const insertCountry = db.prepare("INSERT INTO countries (id, code) VALUES (?, ?)");
      COUNTRY_CODES.forEach((code, index) => insertCountry.run(index + 1, code));

      // Order matters: the school is site 1 and domain 1.
      for (const site of [schoolSite, shopSite, maintenanceSite]) writeSite(db, dataDir, site);
    }

    // Only the school has a catalogue; the other sites answer catalogue calls with empty lists.
    if (!hasCatalogue.get()) {
      const schoolSiteId = siteIdOf(schoolSite.site.name);
      if (schoolSiteId !== undefined) writeCatalogue(db, dataDir, schoolSiteId, schoolCatalogue);
    }

    // Only the school sells: its coupons and member cards.
    if (!hasCoupons.get()) {
      const schoolSiteId = siteIdOf(schoolSite.site.name);
      if (schoolSiteId !== undefined) writeCartSeed(db, schoolSiteId, schoolCartSeed);
    }

    // Only the school sells: its delivery and payment methods and consents.
    if (!hasDeliveryMethods.get()) {
      const schoolSiteId = siteIdOf(schoolSite.site.name);
      if (schoolSiteId !== undefined) writeCheckoutSeed(db, schoolSiteId, schoolCheckoutSeed);
    }

    // The school's editor and web user (with orders, so after the catalogue and the checkout),
    // the shop's web user; domains made before accounts get their sites' authSettings.
    if (!hasUsers.get()) {
      const addAuthSettings = db.prepare(
        `UPDATE domains SET extra = json_set(extra, '$.authSettings', json(?))
          WHERE site_id = ? AND json_extract(extra, '$.authSettings') IS NULL`
      );
      for (const site of [schoolSite, shopSite, maintenanceSite]) {
        const siteId = siteIdOf(site.site.name);
        if (siteId !== undefined) addAuthSettings.run(JSON.stringify(site.domain.extra.authSettings), siteId);
      }
      const schoolSiteId = siteIdOf(schoolSite.site.name);
      const shopSiteId = siteIdOf(shopSite.site.name);
      if (schoolSiteId !== undefined) writeAccountSeed(db, schoolSiteId, schoolAccountSeed);
      if (shopSiteId !== undefined) writeAccountSeed(db, shopSiteId, shopAccountSeed);
    }

    // The school's blog, events, comments, forms and comment options; the shop's few translated posts.
    if (!hasTerms.get()) {
      const schoolSiteId = siteIdOf(schoolSite.site.name);
      if (schoolSiteId !== undefined) writeContentSeed(db, dataDir, schoolSiteId, schoolContent);
      const shopSiteId = siteIdOf(shopSite.site.name);
      if (shopSiteId !== undefined) writeContentSeed(db, dataDir, shopSiteId, shopContent);
    }
  });
  // IMMEDIATE: a second process starting on the same directory waits, then sees the seed.
  seed.immediate();
}
