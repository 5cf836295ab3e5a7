import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { BundleCheck, CustomOption } from "~/api/catalog-schemas";
import { addToCartSchema, CONFIGURATION_NOT_SET, INVALID_QUANTITY } from "./add-to-cart";

const option = (type: CustomOption["type"], extra: Partial<CustomOption> = {}): CustomOption => ({
  id: 1,
  code: type,
  label: type,
  required: false,
  type,
  values: [
    { id: 1, value: "a", label: "A", priceModifier: 0 },
    { id: 2, value: "b", label: "B", priceModifier: 1 },
  ],
  ...extra,
});

const simple = { id: 7, format: "Simple" as const, customOptions: [], associatedProducts: [] };
const form = (entries: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) [value].flat().forEach((item) => data.append(key, item));
  return data;
};
const parse = (context: Parameters<typeof addToCartSchema>[0], entries: Record<string, string | string[]>) => {
  const submission = parseWithZod(form({ intent: "addToCart", productId: String(context.product.id), ...entries }), { schema: addToCartSchema(context) });
  // The field errors of a refused submission, or none.
  const error = submission.status === "error" ? (submission.error ?? {}) : undefined;
  return Object.assign(submission, { error });
};

describe("add-to-cart form", () => {
  it.each(["1", "12"])("accepts the quantity %s", (qty) => {
    const result = parse({ product: simple }, { qty });
    expect(result.status).toBe("success");
  });

  it.each(["0", "-1", "2.5", "abc", "", "1e3"])("refuses the quantity %j with error.invalidQuantity", (qty) => {
    const result = parse({ product: simple }, { qty });
    expect(result.status).toBe("error");
    expect(result.error?.qty).toEqual([INVALID_QUANTITY]);
  });

  it("needs a variant of a configurable product", () => {
    const configurable = { ...simple, format: "Configurable" as const, associatedProducts: [{ id: 70 }] as never };
    expect(parse({ product: configurable }, { qty: "1" }).error?.[""]).toEqual([CONFIGURATION_NOT_SET]);
    expect(parse({ product: configurable }, { qty: "1", variantId: "999" }).error?.[""]).toEqual([CONFIGURATION_NOT_SET]);
    expect(parse({ product: configurable }, { qty: "1", variantId: "70" }).status).toBe("success");
  });

  it("needs every open choice of a bundle", () => {
    const bundle = {
      product: 9,
      canAddDirectly: false,
      entries: [{ product: { id: 11 }, quantity: 1, format: "Configurable", needsChoice: true, choices: [{ id: 110 }, { id: 111 }] }],
    } as unknown as BundleCheck;
    const product = { ...simple, id: 9, format: "Bundle" as const };
    expect(parse({ product, bundle }, { qty: "1" }).error?.[""]).toEqual([CONFIGURATION_NOT_SET]);
    expect(parse({ product, bundle }, { qty: "1", "bundle.11": "111" }).status).toBe("success");
  });

  it("checks every custom option type", () => {
    const product = {
      ...simple,
      customOptions: [
        option("dropdown", { required: true }),
        option("multipleSelect"),
        option("textSwatch"),
        option("visualSwatch"),
        option("yesNo", { values: [{ id: 5, value: "true", label: "Da", priceModifier: 2 }, { id: 6, value: "false", label: "Ne", priceModifier: 0 }] }),
        option("numberField", { values: [], min: 1, max: 99 }),
        option("date", { values: [] }),
        option("dateTime", { values: [] }),
      ],
    };
    const ok = parse({ product }, {
      qty: "1",
      "options.dropdown": "a",
      "options.multipleSelect": ["a", "b"],
      "options.textSwatch": "b",
      "options.visualSwatch": "a",
      "options.yesNo": "true",
      "options.numberField": "10",
      "options.date": "2026-12-01",
      "options.dateTime": "2026-12-01T10:30",
    });
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value.options).toEqual({
      dropdown: "a",
      multipleSelect: ["a", "b"],
      textSwatch: "b",
      visualSwatch: "a",
      yesNo: "true",
      numberField: 10,
      date: "2026-12-01",
      dateTime: "2026-12-01T10:30",
    });

    const bad = parse({ product }, { qty: "1", "options.textSwatch": "zzz", "options.numberField": "100", "options.date": "1.12.2026." });
    expect(bad.error?.["options.dropdown"]).toEqual(["core.validation.required"]);
    expect(bad.error?.["options.textSwatch"]).toEqual(["core.validation.unknown"]);
    expect(bad.error?.["options.numberField"]).toEqual(["core.validation.outOfRange"]);
    expect(bad.error?.["options.date"]).toEqual(["core.validation.unknown"]);
  });
});
