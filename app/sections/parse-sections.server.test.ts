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

  it("sanitizes rich text inside list items (FAQ answers)", () => {
    const { sections } = parseSections(
      [{ id: "f", type: "accordion", props: { items: [{ question: "Smije li?", answer: '<p onclick="x()">Da<script>x()</script></p>' }] } }],
      "page faq",
    );
    expect(sections[0].props.items).toEqual([{ question: "Smije li?", answer: "<p>Da</p>" }]);
  });

  it("skips an invalid section of the library and keeps the page's other sections", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { sections, skipped } = parseSections(
      [
        { id: "v", type: "video", props: { title: "Video", provider: "dailymotion", videoId: "x" } },
        { id: "n", type: "numbers", props: { items: [{ value: 26, label: "nastavnika" }] } },
      ],
      "page sekcije",
    );
    expect(sections.map((s) => s.id)).toEqual(["n"]);
    expect(skipped).toEqual([{ id: "v", type: "video", reason: expect.stringMatching(/^provider: /) }]);
  });
});
