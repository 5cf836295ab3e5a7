import { describe, expect, it } from "vitest";
import { apiErrorMessage, toApiError } from "./errors";

describe("apiErrorMessage", () => {
  it("prefers payload.message over every other source", () => {
    const body = { payload: { message: "Coupon not found!" }, data: { errorMessage: "other" }, message: "last" };
    expect(apiErrorMessage(body, 400)).toBe("Coupon not found!");
  });

  it("reads a string body as the message", () => {
    expect(apiErrorMessage("Cart is archived.", 409)).toBe("Cart is archived.");
  });

  it("falls back to data.errorMessage, then message", () => {
    expect(apiErrorMessage({ data: { errorMessage: "Session already used." }, message: "x" }, 409)).toBe(
      "Session already used.",
    );
    expect(apiErrorMessage({ errored: true, message: "Unknown username or password!" }, 401)).toBe(
      "Unknown username or password!",
    );
  });

  it("names the status when the body says nothing, and a network failure as such", () => {
    expect(apiErrorMessage({}, 502)).toBe("Request failed with status 502");
    expect(apiErrorMessage(undefined, 0)).toBe("Network failure");
  });

  it("keeps the status on the error", () => {
    const error = toApiError(0, undefined);
    expect(error.status).toBe(0);
    expect(error.isNetworkFailure).toBe(true);
  });
});
