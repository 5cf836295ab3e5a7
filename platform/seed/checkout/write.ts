import type { Db } from "../../db/index";
import type { CheckoutSeed } from "./types";

const cents = (euros: number) => Math.round(euros * 100);

/** Writes a site's delivery methods (with branches), payment methods and consents. */
export function writeCheckoutSeed(db: Db, siteId: number, seed: CheckoutSeed): void {
  const insertMethod = db.prepare(
    `INSERT INTO delivery_methods (site_id, name, description, price_cents, free_from_cents, position)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING id`
  );
  const insertBranch = db.prepare("INSERT INTO delivery_branches (delivery_method_id, name, position) VALUES (?, ?, ?)");
  seed.deliveryMethods.forEach((method, index) => {
    const { id } = insertMethod.get(
      siteId,
      method.name,
      method.description,
      cents(method.price),
      method.freeFrom === undefined ? null : cents(method.freeFrom),
      index + 1
    ) as { id: number };
    (method.branches ?? []).forEach((branch, position) => insertBranch.run(id, branch, position + 1));
  });
  const insertPayment = db.prepare(
    "INSERT INTO payment_methods (site_id, name, description, payment_type, position) VALUES (?, ?, ?, ?, ?)"
  );
  seed.paymentMethods.forEach((method, index) =>
    insertPayment.run(siteId, method.name, method.description, method.paymentType, index + 1)
  );
  const insertConsent = db.prepare(
    "INSERT INTO consents (site_id, unique_number, display_name, text, required, position) VALUES (?, ?, ?, ?, ?, ?)"
  );
  seed.consents.forEach((consent, index) =>
    insertConsent.run(siteId, consent.uniqueNumber, consent.displayName, consent.text, consent.required ? 1 : 0, index + 1)
  );
}
