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

  it("describes the fields of every list item, so the editor can edit each one", () => {
    for (const [type, definition] of Object.entries(SECTION_DEFINITIONS)) {
      const shape = (definition.schema as unknown as { shape: Record<string, unknown> }).shape;
      for (const field of definition.fields.filter((candidate) => candidate.kind === "list")) {
        // A list is an optional-or-not ZodArray of ZodObjects.
        let list = shape[field.name] as { _def: { innerType?: unknown; type?: { shape?: Record<string, unknown> } } };
        while (list._def.innerType) list = list._def.innerType as typeof list;
        const itemShape = list._def.type?.shape ?? {};
        expect(field.fields?.map((item) => item.name).sort(), `${type}.${field.name}`).toEqual(Object.keys(itemShape).sort());
      }
    }
  });
});
