// Pure rules of the checkout (SPEC 4), kept apart so they can be tested on their own and used
// by the server and the page alike.
import { localizedHref } from "~/i18n/localized-href";
import type { Language } from "~/i18n/languages";

export type CheckoutStep = "address" | "shipping" | "payment";

/** The address of a checkout step: the first step is /naplata itself, the others ?step=. */
export function checkoutStepHref(language: Language, step: CheckoutStep): string {
  return localizedHref("checkout", language, {}, step === "address" ? "" : `step=${step}`);
}

type CompanyData = { companyMode?: boolean; companyName?: string; companyOIB?: string } | null | undefined;
type Method = { paymentType: string | null };
type ConsentRule = { required: boolean };

export function companyDataValid(address: CompanyData): boolean {
  return Boolean(address?.companyMode && address.companyName?.trim() && /^\d{11}$/.test(address.companyOIB ?? ""));
}

/**
 * SPEC 4: the payment step is skipped when the company data is valid and exactly one payment
 * method exists, of type HPF. A required consent still needs the visitor's tick, so with one the
 * step is shown after all.
 */
export function skipsPaymentStep(address: CompanyData, methods: Method[], consents: ConsentRule[]): boolean {
  return companyDataValid(address) && methods.length === 1 && methods[0].paymentType === "HPF" && !consents.some((consent) => consent.required);
}
