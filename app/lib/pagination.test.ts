import { describe, expect, it } from "vitest";
import { pageNumbers, validPage } from "./pagination";

describe("pageNumbers", () => {
  it("shows every page when there are 9 or fewer", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(9, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("centres a window of 9 on the current page", () => {
    expect(pageNumbers(10, 20)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it("keeps the window inside the first and last pages", () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageNumbers(2, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageNumbers(20, 20)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageNumbers(19, 20)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it("has no numbers without pages", () => {
    expect(pageNumbers(1, 0)).toEqual([]);
  });
});

describe("validPage", () => {
  it("ignores pages outside 1..total", () => {
    expect(validPage("3", 5)).toBe(3);
    expect(validPage("0", 5)).toBe(1);
    expect(validPage("6", 5)).toBe(1);
    expect(validPage("-2", 5)).toBe(1);
    expect(validPage("2.5", 5)).toBe(1);
    expect(validPage(null, 5)).toBe(1);
    expect(validPage("abc", 5)).toBe(1);
  });
});
