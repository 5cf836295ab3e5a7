import { createCookie } from "@remix-run/node";
import type { CartSession } from "~/api/cart-schemas";
import { cookiesSecure, sessionSecrets } from "~/env.server";

// SPEC 4 and 9: the cart session lives in the cookies cartId and protectCode for one year;
// signed, HttpOnly, SameSite=Lax, so page scripts and other sites cannot read or forge them.
const YEAR = 31_536_000;

function cartCookie(name: string) {
  return createCookie(name, { path: "/", sameSite: "lax", httpOnly: true, secure: cookiesSecure(), maxAge: YEAR, secrets: sessionSecrets() });
}

let cookies: { id: ReturnType<typeof cartCookie>; protectCode: ReturnType<typeof cartCookie> } | undefined;
function cartCookies() {
  cookies ??= { id: cartCookie("cartId"), protectCode: cartCookie("protectCode") };
  return cookies;
}

export async function readCartSession(request: Request): Promise<CartSession | null> {
  const header = request.headers.get("cookie");
  if (!header?.includes("cartId=")) return null;
  const [id, protectCode] = await Promise.all([cartCookies().id.parse(header), cartCookies().protectCode.parse(header)]);
  return typeof id === "string" && typeof protectCode === "string" ? { id, protectCode } : null;
}

export async function cartSessionCookies(cart: CartSession): Promise<string[]> {
  return Promise.all([cartCookies().id.serialize(cart.id), cartCookies().protectCode.serialize(cart.protectCode)]);
}

export async function clearedCartCookies(): Promise<string[]> {
  return Promise.all([cartCookies().id.serialize("", { maxAge: 0 }), cartCookies().protectCode.serialize("", { maxAge: 0 })]);
}
