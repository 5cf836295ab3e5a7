import { useTranslation } from "react-i18next";
import type { ParsedSection, SkippedSection } from "./parse-sections.server";
import { SECTION_VIEWS } from "./views";

// The sections of a page, in order. Skipped sections show a red notice only in development
// (the loader sends them only there).
export function SectionList({ sections, skipped = [] }: { sections: ParsedSection[]; skipped?: SkippedSection[] }) {
  const { t } = useTranslation();
  return (
    <>
      {skipped.map((skip) => (
        <p key={`skipped-${skip.id}`} className="dev-notice" role="note">
          {t("errors.sectionInvalid", { type: skip.type, reason: skip.reason })}
        </p>
      ))}
      {sections.map((section) => {
        const View = SECTION_VIEWS[section.type];
        return View ? <View key={section.id} props={section.props} /> : null;
      })}
    </>
  );
}
