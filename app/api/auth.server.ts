import { z } from "zod";
import { CartSchema, CartSessionSchema, type CartSession } from "./cart-schemas";
import type { PlatformContext } from "./client.server";
import {
  DocumentListSchema,
  SignInSchema,
  TokensSchema,
  UserSchema,
  WishlistSchema,
  type UserAddressInput,
} from "./auth-schemas";

// The accounts calls of the platform (docs/platform-api.md, Accounts and wishlist). Calls of a
// signed-in visitor carry the bearer through ctx (api(request) adds it from the session).

const empty = z.unknown();

export function login(ctx: PlatformContext, credentials: { username: string; password: string }, visitorAddress: string | null) {
  return ctx.http.call("POST", "login", {
    body: { ...credentials, apiKey: ctx.domain.apiKeyToken },
    headers: visitorAddress ? { "x-forwarded-for": visitorAddress } : {},
    schema: SignInSchema,
  });
}

export function refreshTokens(ctx: PlatformContext, refreshToken: string) {
  return ctx.http.call("GET", "refresh", { headers: { "x-refresh-token": refreshToken }, schema: SignInSchema });
}

export function logout(ctx: PlatformContext, refreshToken: string) {
  return ctx.http.call("POST", "logout", { body: {}, headers: { "x-refresh-token": refreshToken }, schema: empty });
}

export function getWebProfile(ctx: PlatformContext) {
  return ctx.http.call("GET", "user/web/profile", { schema: UserSchema });
}

/** The admin strategy's profile: 403 for anyone but a back-office user. */
export function getAdminProfile(ctx: PlatformContext) {
  return ctx.http.call("GET", "user/profile", { schema: UserSchema });
}

export type RegisterPayload = {
  email: string;
  password: string;
  details: { firstName: string; lastName: string };
  addresses?: UserAddressInput[];
  consents?: number[];
  confirmationUrl: string;
};

export function register(ctx: PlatformContext, payload: RegisterPayload) {
  return ctx.http.call("POST", "user/web/register", {
    body: payload,
    schema: z.object({ user: UserSchema, verificationToken: z.string().optional() }),
  });
}

export function verifyEmail(ctx: PlatformContext, token: string) {
  return ctx.http.call("GET", `user/web/verify/${encodeURIComponent(token)}`, { schema: z.object({ email: z.string() }).passthrough() });
}

export function updateProfile(
  ctx: PlatformContext,
  profile: { details: { firstName: string; lastName: string }; email: string; username?: string; memberCardBarcode: string | null },
) {
  return ctx.http.call("PATCH", "user/web/update", { body: profile, schema: UserSchema });
}

export function createAddress(ctx: PlatformContext, address: UserAddressInput) {
  return ctx.http.call("POST", "user/web/address/create", { body: address, schema: UserSchema });
}

export function updateAddress(ctx: PlatformContext, id: number, address: UserAddressInput) {
  return ctx.http.call("PATCH", `user/web/address/update/${id}`, { body: address, schema: UserSchema });
}

export function changePassword(ctx: PlatformContext, passwords: { oldPassword: string; newPassword: string }) {
  return ctx.http.call("POST", "user/password/reset", { body: passwords, schema: z.object({ tokens: TokensSchema }) });
}

export function forgotPassword(ctx: PlatformContext, email: string, resetUrl: string) {
  return ctx.http.call("POST", "user/password/forgot", { body: { email, resetUrl }, schema: empty });
}

export function setPassword(ctx: PlatformContext, token: string, password: string) {
  return ctx.http.call("POST", "user/password/set", { body: { token, password }, schema: empty });
}

export function socialRedirect(ctx: PlatformContext, provider: string, redirectUri: string) {
  return ctx.http.call("GET", "social/redirect-login", { query: { provider, redirectUri }, schema: z.object({ url: z.string().url() }) });
}

export function socialSignIn(ctx: PlatformContext, provider: string, code: string, redirectUri: string) {
  return ctx.http.call("POST", "user/social/oauth", { body: { provider, code, redirectUri }, schema: SignInSchema });
}

/** SPEC 9: the wishlist is fetched whole (limit 9999). */
export async function getWishlist(ctx: PlatformContext) {
  const data = await ctx.http.call("GET", "wishlist/filter", { query: { page: 1, limit: 9999 }, schema: WishlistSchema });
  return data.records;
}

export function toggleWishlist(ctx: PlatformContext, productId: number) {
  return ctx.http.call("POST", "wishlist/create", { body: { product_id: productId }, schema: z.object({ added: z.boolean() }) });
}

export function getOrderDocuments(ctx: PlatformContext, page = 1, limit = 50) {
  return ctx.http.call("POST", "document/filter/web", { body: { page, limit }, schema: DocumentListSchema });
}

export function getAbandonedCart(ctx: PlatformContext): Promise<CartSession | null> {
  return ctx.http.call("POST", "cart/getAbandoned", { body: {}, schema: CartSessionSchema.nullable() });
}

export function attachUserToCart(ctx: PlatformContext, cart: CartSession) {
  return ctx.http.call("POST", "cart/attachUser", {
    body: { cartId: cart.id, protectCode: cart.protectCode },
    schema: z.object({ user: z.object({ id: z.number(), email: z.string() }), cart: CartSchema }),
  });
}
