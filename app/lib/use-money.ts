import { DEFAULT_CURRENCY } from "~/lib/currency";
import { formatPrice } from "~/lib/money";
import { useRootData } from "~/root";

/** Formats an amount in the visitor's language and the shop's currency. */
export function useMoney() {
  const root = useRootData();
  return (amount: number) => formatPrice(amount, root?.currency ?? DEFAULT_CURRENCY, root?.language ?? "hr");
}
