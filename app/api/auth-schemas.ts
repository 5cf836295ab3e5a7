import { z } from "zod";
import { ProductCardSchema } from "./catalog-schemas";
import type { CheckoutAddress } from "./checkout.server";

// zod schemas of the accounts answers (docs/platform-api.md, Accounts and wishlist).

export const UserAddressSchema = z.object({
  id: z.number(),
  type: z.enum(["main", "billing", "shipping", "other"]),
  firstName: z.string().default(""),
  lastName: z.string().default(""),
  contactEmail: z.string().default(""),
  contactPhone: z.string().default(""),
  country: z.object({ id: z.number(), code: z.string() }).nullable().default(null),
  city: z.string().default(""),
  street: z.string().default(""),
  houseNumber: z.string().default(""),
  zipCode: z.string().default(""),
  region: z.string().nullable().default(null),
  companyName: z.string().nullable().optional(),
  companyOIB: z.string().nullable().optional(),
});
export type UserAddress = z.infer<typeof UserAddressSchema>;

export const UserSchema = z.object({
  id: z.number(),
  email: z.string(),
  username: z.string().default(""),
  emailVerified: z.boolean().default(true),
  details: z.object({ firstName: z.string().default(""), lastName: z.string().default("") }).default({}),
  company: z.object({ name: z.string() }).nullable().default(null),
  memberCardBarcode: z.string().nullable().default(null),
  isBackofficeUser: z.boolean().default(false),
  scope: z.array(z.string()).default([]),
  addresses: z.array(UserAddressSchema).default([]),
});
export type User = z.infer<typeof UserSchema>;

export const TokensSchema = z.object({ accessToken: z.string().min(1), refreshToken: z.string().min(1) });
export type Tokens = z.infer<typeof TokensSchema>;

export const SignInSchema = z.object({ tokens: TokensSchema, user: UserSchema });

export const WishlistSchema = z.object({
  records: z.array(z.object({ id: z.number(), product_id: z.number(), product: ProductCardSchema.nullable().default(null) })),
  total: z.number().default(0),
});
export type WishlistEntry = z.infer<typeof WishlistSchema>["records"][number];

export const DocumentSchema = z.object({
  id: z.number(),
  store: z.number().nullable().default(null),
  extendedDetails: z.object({
    orderSlug: z.string(),
    total: z.coerce.number(),
    status: z.string(),
    createdAt: z.string(),
    items: z.array(z.object({ name: z.string(), qty: z.number(), row: z.coerce.number() })).default([]),
  }),
});
export type OrderDocument = z.infer<typeof DocumentSchema>;

export const DocumentListSchema = z.object({
  records: z.array(DocumentSchema),
  pagination: z.object({ totalRecords: z.number() }).passthrough(),
});

/** An address as the account calls take it: the checkout's fields, with the account's types. */
export type UserAddressInput = Omit<CheckoutAddress, "type"> & {
  type: UserAddress["type"];
  companyName?: string;
  companyOIB?: string;
};
