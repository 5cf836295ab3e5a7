import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { cookieConsentCookie } from "~/sessions/preferences.server";

// 'Accept all' of the cookie notice: sets the consent cookie and goes back to the page the
// visitor was on (a safe local path only). A fetcher gets the same answer and ignores it.
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return redirect(safeRedirectPath(form.get("redirectTo")), {
    status: 303,
    headers: { "Set-Cookie": await cookieConsentCookie.serialize("all") },
  });
}

// Nothing to show here; a stray GET goes home and changes nothing.
export const loader = () => redirect("/");
