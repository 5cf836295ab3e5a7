// Pure rules of the checkout (SPEC 4), kept apart so they can be tested on their own.

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
