import { createCookie } from "@remix-run/node";
import { cookiesSecure, sessionSecrets } from "~/env.server";

// SPEC 4, Profile update: the member card of the account, remembered in a cookie so the cart can
// offer it; synced or deleted whenever the profile is saved, deleted on sign-out. Made on first
// use, after the environment is read.
let cookie: ReturnType<typeof createCookie> | undefined;
function memberCard() {
  cookie ??= createCookie("memberCard", { path: "/", sameSite: "lax", httpOnly: true, secure: cookiesSecure(), secrets: sessionSecrets(), maxAge: 2_592_000 });
  return cookie;
}

export function memberCardCookie(barcode: string | null): Promise<string> {
  return barcode ? memberCard().serialize(barcode) : memberCard().serialize("", { maxAge: 0 });
}

export async function readMemberCard(request: Request): Promise<string | null> {
  const value = await memberCard().parse(request.headers.get("cookie"));
  return typeof value === "string" && value ? value : null;
}
