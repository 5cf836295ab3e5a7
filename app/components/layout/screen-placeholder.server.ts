import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { i18next } from "~/i18n/i18next.server";
import type { PlaceholderScreen } from "./screen-placeholder";

export function placeholderLoader(screen: PlaceholderScreen) {
  return async ({ request }: LoaderFunctionArgs) => {
    const t = await i18next.getFixedT(request);
    return json({ screen, title: t(`screens.${screen}`) });
  };
}
