import { json } from "@remix-run/node";
import { localizedHref } from "~/i18n/localized-href";
import { getSession, redirectWithToast } from "./session.server";

// The server-side gate of /admin and edit mode. Without a session the visitor is sent to sign
// in (with a message) and brought back afterwards; a signed-in visitor needs the platform to
// confirm the back-office flag (the profile call arrives with the accounts issue, so until then
// no one passes).
export async function requireBackofficeUser(request: Request): Promise<never> {
  const session = await getSession(request);
  const url = new URL(request.url);
  if (!session.get("accessToken")) {
    const login = localizedHref("login", "hr", {}, `redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
    throw await redirectWithToast(request, login, { type: "info", key: "errors.adminSignInRequired" }, { status: 302 });
  }
  throw json({ messageKey: "errors.generic" }, { status: 403 });
}
