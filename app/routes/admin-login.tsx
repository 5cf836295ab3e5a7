import { redirect } from "@remix-run/node";
import { localizedHref } from "~/i18n/localized-href";

// The back office signs in through the storefront's login and comes back to /admin.
export const loader = () => redirect(localizedHref("login", "hr", {}, "redirectTo=%2Fadmin"));
