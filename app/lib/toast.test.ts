import { describe, expect, it } from "vitest";
import { toastDuration } from "./toast";

describe("toastDuration", () => {
  it("keeps an ordinary toast 3000 ms", () => {
    expect(toastDuration({ type: "success" }, "Dodano u košaricu")).toBe(3000);
  });

  it("keeps an error 50 ms per character, never shorter than an ordinary toast", () => {
    const text = "x".repeat(100);
    expect(toastDuration({ type: "error" }, text)).toBe(5000);
    expect(toastDuration({ type: "error" }, "kratko")).toBe(3000);
  });

  it("keeps cartUpdated 12 seconds", () => {
    expect(toastDuration({ type: "info", key: "core.notifications.cartUpdated" }, "Košarica je ažurirana")).toBe(12_000);
  });
});
