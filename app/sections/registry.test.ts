import { describe, expect, it } from "vitest";
import { SECTION_DEFINITIONS } from "./registry";
import { SECTION_VIEWS } from "./views";

describe("section registry", () => {
  it("has a view for every section type and a type for every view", () => {
    expect(Object.keys(SECTION_VIEWS).sort()).toEqual(Object.keys(SECTION_DEFINITIONS).sort());
  });

  it("describes every field of each type's schema", () => {
    for (const [type, definition] of Object.entries(SECTION_DEFINITIONS)) {
      const shape = (definition.schema as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      expect(definition.fields.map((field) => field.name).sort(), type).toEqual(Object.keys(shape).sort());
    }
  });
});
