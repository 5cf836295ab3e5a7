import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { i18next } from "~/i18n/i18next.server";
import { requireBackofficeUser } from "~/sessions/backoffice.server";
import type { PlaceholderScreen } from "./screen-placeholder";

/** The heading and title of a screen in the visitor's language. */
export async function screenHeading(request: Request, screen: PlaceholderScreen) {
  const t = await i18next.getFixedT(request);
  return { screen, title: t(`screens.${screen}`) };
}

/** The loader of a screen that shows only its heading for now; back-office screens check the user first. */
export function placeholderLoader(screen: PlaceholderScreen, { backoffice = false } = {}) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (backoffice) await requireBackofficeUser(request);
    return json(await screenHeading(request, screen));
  };
}
