import { Link, useRouteLoaderData } from "@remix-run/react";
import { isLanguage } from "~/i18n/languages";
import { withLanguagePrefix } from "~/i18n/localized-href";
import type { CallToAction } from "./types";

/** A section's link: local paths stay in the visitor's language, external ones open as they are. */
export function CallToActionLink({ cta, className }: { cta: CallToAction; className?: string }) {
  const root = useRouteLoaderData<{ language: string }>("root");
  if (/^[a-z]+:/i.test(cta.url)) {
    return (
      <a href={cta.url} className={className} rel="noopener noreferrer">
        {cta.label}
      </a>
    );
  }
  const language = isLanguage(root?.language) ? root.language : "hr";
  return (
    <Link to={withLanguagePrefix(cta.url, language)} className={className}>
      {cta.label}
    </Link>
  );
}
