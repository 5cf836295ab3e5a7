import { describe, expect, it } from "vitest";
import { formatPrice } from "./money";

const EUR = { label: "EUR", symbol: "€" };

describe("formatPrice", () => {
  it("uses Croatian formatting with two decimals and the symbol", () => {
    expect(formatPrice(12.5, EUR, "hr")).toBe("12,50\u00a0€");
    expect(formatPrice(1234.5, EUR, "hr")).toBe("1.234,50\u00a0€");
    expect(formatPrice(0, EUR, "hr")).toBe("0,00\u00a0€");
  });

  it("rounds to two decimals", () => {
    expect(formatPrice(9.999, EUR, "hr")).toBe("10,00\u00a0€");
    expect(formatPrice(19.994, EUR, "hr")).toBe("19,99\u00a0€");
  });

  it("follows the visitor's language and falls back to the label without a symbol", () => {
    expect(formatPrice(1234.5, EUR, "en")).toBe("1,234.50\u00a0€");
    expect(formatPrice(1234.5, { label: "EUR", symbol: "" }, "de")).toBe("1.234,50\u00a0EUR");
  });
});
