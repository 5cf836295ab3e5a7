import type { Currency } from "./money";

/** The shop's currency when a deployment names none (SPEC: EUR, two decimals). */
export const DEFAULT_CURRENCY: Currency = { label: "EUR", symbol: "€", code: "EUR" };
