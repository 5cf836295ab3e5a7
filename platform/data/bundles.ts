import type { BundleCheck, ProductCard } from "../catalogue-contract";
import type { Db } from "../db/index";
import { bundleEntries, variants } from "./products";

/**
 * Whether a bundle can go into the cart as it is (SPEC 4, Add to cart): every configurable
 * member needs a chosen variant and a nested bundle is a choice of its own, so each of them
 * needs a choice; Simple and EProduct members need none.
 */
export function checkBundle(db: Db, siteId: number, bundleId: number): BundleCheck {
  const entries = bundleEntries(db, siteId, bundleId).map((entry) => {
    const choices = choicesOf(db, siteId, entry.product);
    return { ...entry, needsChoice: choices !== null, choices: choices ?? [] };
  });
  return { product: bundleId, canAddDirectly: entries.every((entry) => !entry.needsChoice), entries };
}

/** A configurable's variants or a nested bundle's members; null for a member taken as it is. */
function choicesOf(db: Db, siteId: number, member: ProductCard): ProductCard[] | null {
  if (member.format === "Configurable") {
    return variants(db, siteId, member.id).map(({ attributes: _attributes, ...card }) => card);
  }
  if (member.format === "Bundle") return bundleEntries(db, siteId, member.id).map((entry) => entry.product);
  return null;
}
