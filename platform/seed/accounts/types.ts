import type { UserAddressInput } from "../../accounts-contract";
import type { ConsentSeed } from "../checkout/types";

// A site's users and register consents as plain data; seed/accounts/write.ts turns them into rows.

/** An order as the checkout would make it: product slugs with quantities, methods by name. */
export type OrderSeed = { lines: [slug: string, qty: number][]; deliveryMethod: string; paymentMethod: string };

export type UserSeed = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  isBackoffice?: boolean;
  addresses?: UserAddressInput[];
  orders?: OrderSeed[];
  /** Product slugs. */
  wishlist?: string[];
};

export type AccountSeed = { users: UserSeed[]; registerConsents: ConsentSeed[] };
