import { index, layout, route, type RouteConfig } from "@remix-run/route-config";
import { LANGUAGES, type Language } from "./i18n/languages";
import { GLOBAL_SCREENS, SCREENS, screenPath, screenRouteId, type ScreenId } from "./i18n/route-table";

// One route per screen and language, all pointing at the screen's module. Each language's
// screens sit under a "locale" layout route that checks the deployment allows that language.
function localizedScreens(language: Language) {
  return (Object.keys(SCREENS) as ScreenId[]).map((screen) => {
    const path = screenPath(screen, language);
    const id = screenRouteId(screen, language);
    return path === "" ? index(SCREENS[screen].file, { id }) : route(path, SCREENS[screen].file, { id });
  });
}

export default [
  ...Object.entries(GLOBAL_SCREENS).map(([id, screen]) => route(screen.path, screen.file, { id })),
  ...LANGUAGES.map((language) =>
    language === "hr"
      ? layout("routes/locale.tsx", { id: `locale.${language}` }, localizedScreens(language))
      : route(language, "routes/locale.tsx", { id: `locale.${language}` }, localizedScreens(language)),
  ),
] satisfies RouteConfig;
