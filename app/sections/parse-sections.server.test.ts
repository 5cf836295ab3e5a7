import { afterEach, describe, expect, it, vi } from "vitest";
import { parseSections } from "./parse-sections.server";

afterEach(() => vi.restoreAllMocks());

describe("parseSections", () => {
  it("keeps valid sections in order and sanitizes rich text", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { sections, skipped } = parseSections(
      [
        { id: "a", type: "hero", props: { title: "Dobro došli" } },
        { id: "b", type: "text", props: { html: "<p>Bok</p><script>x()</script>" } },
      ],
      "page naslovna",
    );
    expect(skipped).toEqual([]);
    expect(sections.map((s) => s.type)).toEqual(["hero", "text"]);
    expect(sections[1].props.html).toBe("<p>Bok</p>");
  });

  it("skips and logs unknown types and invalid props, keeping the rest", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { sections, skipped } = parseSections(
      [
        { id: "a", type: "carousel-3d", props: {} },
        { id: "b", type: "hero", props: { subtitle: "no title" } },
        "garbage",
        { id: "c", type: "text", props: { html: "<p>ok</p>" } },
      ],
      "page x",
    );
    expect(sections.map((s) => s.id)).toEqual(["c"]);
    expect(skipped.map((s) => s.reason)).toEqual(["unknown section type", "title: Required", "not a section"]);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
