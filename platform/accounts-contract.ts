// The accounts' shapes of docs/platform-api.md ("Accounts and wishlist (issue 6)"), beside
// checkout-contract.ts. Keep them in step with the document.
import type { ProductCard } from "./catalogue-contract";

export type UserAddressType = "main" | "billing" | "shipping" | "other";

export type UserAddressInput = {
  type: UserAddressType;
  firstName: string;
  lastName: string;
  contactEmail: string;
  contactPhone: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  city: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  region?: string;
  companyName?: string;
  companyOIB?: string;
};

export type UserAddress = Omit<UserAddressInput, "country"> & { id: number; country: { id: number; code: string } };

export type User = {
  id: number;
  email: string;
  username: string;
  emailVerified: boolean;
  details: { firstName: string; lastName: string };
  company: { name: string } | null;
  memberCardBarcode: string | null;
  isBackofficeUser: boolean;
  scope: string[];
  addresses: UserAddress[];
};

export type Tokens = { accessToken: string; refreshToken: string };

export type SignedIn = { tokens: Tokens; user: User };

export type RegisterAnswer = { user: User; verificationToken?: string };

export type WishlistToggle = { added: boolean; product_id: number };

export type WishlistPage = {
  records: { id: number; product_id: number; product: ProductCard }[];
  lastPage: number;
  page: number;
  limit: number;
  total: number;
  perPage: number;
};

export type AbandonedCart = { id: string; protectCode: string } | null;

/** `Domain.extra.authSettings`. */
export type AuthSettings = {
  requireEmailConfirmation: boolean;
  autoLoginAfterRegister: boolean;
  /** Social sign-in providers the site has configured, by name (none are seeded). */
  socialProviders?: Record<string, { authorizeUrl: string; clientId: string; scope?: string }>;
};
