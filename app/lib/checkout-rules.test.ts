import { describe, expect, it } from "vitest";
import { companyDataValid, skipsPaymentStep } from "./checkout-rules";

const company = { companyMode: true, companyName: "Obzor d.o.o.", companyOIB: "12345678901" };
const hpf = { paymentType: "HPF" };

describe("checkout rules", () => {
  it("knows valid company data", () => {
    expect(companyDataValid(company)).toBe(true);
    expect(companyDataValid({ ...company, companyOIB: "123" })).toBe(false);
    expect(companyDataValid({ ...company, companyMode: false })).toBe(false);
    expect(companyDataValid(null)).toBe(false);
  });

  it("skips the payment step only for valid company data and a single HPF method", () => {
    expect(skipsPaymentStep(company, [hpf], [])).toBe(true);
    expect(skipsPaymentStep(company, [hpf, { paymentType: null }], [])).toBe(false);
    expect(skipsPaymentStep(company, [{ paymentType: null }], [])).toBe(false);
    expect(skipsPaymentStep({ ...company, companyName: "" }, [hpf], [])).toBe(false);
  });

  it("shows the step when a consent must be ticked", () => {
    expect(skipsPaymentStep(company, [hpf], [{ required: true }])).toBe(false);
    expect(skipsPaymentStep(company, [hpf], [{ required: false }])).toBe(true);
  });
});
