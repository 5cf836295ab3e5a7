import { describe, expect, it } from "vitest";
import { preferredLanguage } from "./locale-cookie.server";

describe("preferredLanguage", () => {
  it("picks the highest-quality language the deployment allows", () => {
    expect(preferredLanguage("de-DE,de;q=0.9,en;q=0.8", ["hr", "en", "de"])).toBe("de");
    expect(preferredLanguage("fr-FR,en;q=0.5,de;q=0.7", ["hr", "en", "de"])).toBe("de");
  });

  it("skips languages the deployment does not allow", () => {
    expect(preferredLanguage("en-US,en;q=0.9", ["hr"])).toBeNull();
    expect(preferredLanguage("en-US,hr;q=0.2", ["hr"])).toBe("hr");
  });

  it("ignores q=0 and copes with a missing or odd header", () => {
    expect(preferredLanguage("en;q=0,hr", ["hr", "en"])).toBe("hr");
    expect(preferredLanguage(null, ["hr"])).toBeNull();
    expect(preferredLanguage("*", ["hr"])).toBeNull();
  });
});
