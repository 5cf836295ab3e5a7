import { SectionDataSchema } from "~/api/schemas";
import { sanitizeHtml } from "~/lib/sanitize-html.server";
import { SECTION_DEFINITIONS } from "./registry";
import type { EditableField } from "./types";

export type ParsedSection = { id: string; type: string; props: Record<string, unknown> };
export type SkippedSection = { id: string; type: string; reason: string };

// A page's sections, checked against their schemas on the server. A section of an unknown type
// or with invalid props is skipped and logged, and the page still renders; rich-text fields are
// sanitized here, once, so the browser never needs DOMPurify.
export function parseSections(raw: unknown[], context: string): { sections: ParsedSection[]; skipped: SkippedSection[] } {
  const sections: ParsedSection[] = [];
  const skipped: SkippedSection[] = [];
  raw.forEach((entry, index) => {
    const base = SectionDataSchema.safeParse(entry);
    if (!base.success) {
      skipped.push({ id: String(index), type: "?", reason: "not a section" });
      return;
    }
    const { id, type, props } = base.data;
    const sectionType = SECTION_DEFINITIONS[type];
    if (!sectionType) {
      skipped.push({ id, type, reason: "unknown section type" });
      return;
    }
    const parsed = sectionType.schema.safeParse(props);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      skipped.push({ id, type, reason: `${issue.path.join(".") || "props"}: ${issue.message}` });
      return;
    }
    sections.push({ id, type, props: sanitizeRichText(parsed.data as Record<string, unknown>, sectionType.fields) });
  });
  for (const skip of skipped) {
    console.warn(JSON.stringify({ level: "warn", msg: "section skipped", context, ...skip }));
  }
  return { sections, skipped };
}

/** The props with every rich-text field sanitized, also inside the items of list fields (FAQ answers). */
function sanitizeRichText(props: Record<string, unknown>, fields: EditableField[]): Record<string, unknown> {
  const clean = { ...props };
  for (const field of fields) {
    const value = clean[field.name];
    if (field.kind === "richText" && typeof value === "string") clean[field.name] = sanitizeHtml(value);
    if (field.kind === "list" && field.fields && Array.isArray(value)) {
      const itemFields = field.fields;
      clean[field.name] = value.map((item) => (item && typeof item === "object" ? sanitizeRichText(item as Record<string, unknown>, itemFields) : item));
    }
  }
  return clean;
}
