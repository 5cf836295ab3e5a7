import { json } from "@remix-run/node";
import type { User } from "~/api/auth-schemas";
import { getAdminProfile } from "~/api/auth.server";
import { api } from "~/api/client.server";
import { isApiError } from "~/api/errors";
import { localizedHref } from "~/i18n/localized-href";
import { throwPageError } from "~/lib/page-errors.server";
import { redirectWithToast } from "./session.server";

// The server-side gate of /admin and edit mode. Without a session the visitor is sent to sign
// in (with a message) and brought back afterwards; a signed-in visitor passes only when the
// platform's admin profile confirms the back-office flag (the token's own claim is not enough).
export async function requireBackofficeUser(request: Request): Promise<User> {
  const ctx = await api(request).catch(throwPageError);
  const url = new URL(request.url);
  if (!ctx.user) {
    const login = localizedHref("login", "hr", {}, `redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
    throw await redirectWithToast(request, login, { type: "info", key: "errors.adminSignInRequired" }, { status: 302 });
  }
  const user = await getAdminProfile(ctx).catch((error: unknown) => {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    return throwPageError(error);
  });
  if (!user?.isBackofficeUser) throw json({ messageKey: "errors.forbidden" }, { status: 403 });
  return user;
}
