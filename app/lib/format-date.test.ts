import { describe, expect, it } from "vitest";
import { formatDate, formatTime } from "./format-date";

describe("formatDate", () => {
  it("writes dates the Croatian way, in Zagreb's time zone", () => {
    expect(formatDate("2026-11-21T10:00:00Z", "hr")).toBe("21. studenoga 2026.");
    // 23:30 UTC on the 31st is already the 1st in Zagreb.
    expect(formatDate("2026-12-31T23:30:00Z", "hr")).toBe("1. siječnja 2027.");
    expect(formatTime("2026-11-21T17:30:00Z", "hr")).toBe("18:30");
  });

  it("has the other languages' forms and nothing for no date", () => {
    expect(formatDate("2026-11-21T10:00:00Z", "de")).toBe("21. November 2026");
    expect(formatDate("2026-11-21T10:00:00Z", "en")).toBe("21 November 2026");
    expect(formatDate(null, "hr")).toBe("");
  });
});
