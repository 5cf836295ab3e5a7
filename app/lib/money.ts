import { LANGUAGE_TAGS, type Language } from "~/i18n/languages";

export type Currency = { label: string; symbol: string; code?: string };

const formatters = new Map<Language, Intl.NumberFormat>();

/** SPEC 9: two decimals with the currency's symbol (or label), in the language's number format: "1.234,50 €". */
export function formatPrice(amount: number, currency: Currency, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LANGUAGE_TAGS[language], { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    formatters.set(language, formatter);
  }
  return `${formatter.format(amount)}\u00a0${currency.symbol || currency.label}`;
}
