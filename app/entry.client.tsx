import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { viteBackend } from "./i18n/client-backend";
import { i18nConfig } from "./i18n/i18n";

async function hydrate() {
  await i18next
    .use(initReactI18next)
    .use(viteBackend)
    // One namespace holds every text, so it is loaded before hydration: the first client
    // render must say exactly what the server rendered.
    .init({ ...i18nConfig, lng: document.documentElement.lang });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate();
