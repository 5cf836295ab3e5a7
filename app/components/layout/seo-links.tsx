import { useLocation, useMatches } from "@remix-run/react";
import { alternatesFor } from "~/i18n/alternates";
import type { Language } from "~/i18n/languages";

// Canonical and hreflang links of the current screen, from the route table or the page's own
// translations.
export function SeoLinks({ origin, allowedLanguages }: { origin: string; allowedLanguages: Language[] }) {
  const location = useLocation();
  const matches = useMatches();
  const alternates = alternatesFor(matches[matches.length - 1], allowedLanguages);
  return (
    <>
      <link rel="canonical" href={origin + location.pathname} />
      {allowedLanguages.length > 1
        ? allowedLanguages.map((language) => (
            <link key={language} rel="alternate" hrefLang={language} href={origin + alternates[language]} />
          ))
        : null}
      {allowedLanguages.length > 1 && alternates[allowedLanguages[0]] ? (
        <link rel="alternate" hrefLang="x-default" href={origin + alternates[allowedLanguages[0]]} />
      ) : null}
    </>
  );
}
