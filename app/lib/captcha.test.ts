import { describe, expect, it } from "vitest";
import { captchaState } from "./captcha";

describe("captchaState", () => {
  it("asks for nothing when the form has no captcha", () => {
    expect(captchaState({ key: null, version: null })).toEqual({ kind: "none" });
    expect(captchaState(undefined)).toEqual({ kind: "none" });
  });

  it("names the missing half of a captcha set up by half", () => {
    expect(captchaState({ key: null, version: "2" })).toEqual({ kind: "error", message: "no key provided" });
    expect(captchaState({ key: "site-key", version: " " })).toEqual({ kind: "error", message: "no version provided" });
  });

  it("asks for the captcha when both are there", () => {
    expect(captchaState({ key: "site-key", version: "2" })).toEqual({ kind: "required", key: "site-key", version: "2" });
  });
});
