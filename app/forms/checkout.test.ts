import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { addressStepSchema } from "./checkout";

const shipping = {
  "shipping.firstName": "Ana Marija",
  "shipping.lastName": "O'Neill",
  "shipping.contactEmail": "ana@example.com",
  "shipping.contactPhone": "+385 91 123 4567",
  "shipping.country": "HR",
  "shipping.city": "Zagreb",
  "shipping.street": "Ilica",
  "shipping.houseNumber": "242",
  "shipping.zipCode": "10000",
};
const parse = (entries: Record<string, string>) => {
  const data = new FormData();
  data.set("intent", "address");
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  const submission = parseWithZod(data, { schema: addressStepSchema });
  return { submission, errors: submission.status === "error" ? (submission.error ?? {}) : {} };
};

describe("checkout address step (SPEC 5)", () => {
  it("accepts a delivery address and copies it to billing", () => {
    const { submission } = parse(shipping);
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value.billing).toEqual(submission.value.shipping);
  });

  it("names every missing field with the required message", () => {
    const { errors } = parse({});
    for (const field of ["firstName", "lastName", "contactEmail", "contactPhone", "country", "city", "street", "houseNumber", "zipCode"]) {
      expect(errors[`shipping.${field}`], field).toEqual(["core.validation.required"]);
    }
  });

  it("allows only letters, spaces and apostrophes in names", () => {
    const { errors } = parse({ ...shipping, "shipping.firstName": "Ana2", "shipping.lastName": "Kovač-Horvat" });
    expect(errors["shipping.firstName"]).toEqual(["core.validation.alphaSpecialCharsValidator"]);
    expect(errors["shipping.lastName"]).toEqual(["core.validation.alphaSpecialCharsValidator"]);
  });

  it("checks the e-mail and the maxima 75/15/25", () => {
    const { errors } = parse({ ...shipping, "shipping.contactEmail": "ana@", "shipping.street": "x".repeat(76), "shipping.houseNumber": "1".repeat(16), "shipping.zipCode": "1".repeat(26) });
    expect(errors["shipping.contactEmail"]).toEqual(["core.validation.email"]);
    expect(errors["shipping.street"]).toEqual(["core.validation.maxLength"]);
    expect(errors["shipping.houseNumber"]).toEqual(["core.validation.maxLength"]);
    expect(errors["shipping.zipCode"]).toEqual(["core.validation.maxLength"]);
  });

  it("validates billing only when it differs", () => {
    expect(parse({ ...shipping, "billing.firstName": "7" }).submission.status).toBe("success");
    const { errors } = parse({ ...shipping, differentBilling: "on", "billing.firstName": "Ivan" });
    expect(errors["billing.lastName"]).toEqual(["core.validation.required"]);
    expect(errors["billing.firstName"]).toBeUndefined();
  });

  it("needs the company's name and OIB only in company mode", () => {
    expect(parse(shipping).submission.status).toBe("success");
    const { errors } = parse({ ...shipping, companyMode: "on" });
    expect(errors.companyName).toEqual(["core.validation.required"]);
    expect(errors.companyOIB).toEqual(["core.validation.required"]);
    expect(parse({ ...shipping, companyMode: "on", companyName: "Obzor d.o.o.", companyOIB: "12345678901" }).submission.status).toBe("success");
  });
});
