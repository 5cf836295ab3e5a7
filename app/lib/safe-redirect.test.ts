import { describe, expect, it } from "vitest";
import { isSafeRedirectPath, safeRedirectPath } from "./safe-redirect";

describe("safe redirect paths (SPEC 5)", () => {
  it.each(["/", "/kosarica", "/en/cart", "/objave/novi-upisi?page=2", "/shop/knjige?sort=price#grid", "/profil/%C5%A1kola", "/@user_name~x-y"])(
    "accepts the local path %s",
    (path) => expect(isSafeRedirectPath(path)).toBe(true),
  );

  it.each([
    "//evil.example",
    "https://evil.example",
    "http:/evil.example",
    "/\\evil",
    "\\\\evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/%252F%252Fevil.example",
    "javascript:alert(1)",
    "evil.example",
    "",
    "/a b",
    "/kosarica\nSet-Cookie: x",
    "/file.xml",
  ])("refuses %j", (path) => expect(isSafeRedirectPath(path)).toBe(false));

  it("falls back for anything refused", () => {
    expect(safeRedirectPath("//evil.example")).toBe("/");
    expect(safeRedirectPath(undefined, "/prijava")).toBe("/prijava");
    expect(safeRedirectPath("/kosarica")).toBe("/kosarica");
  });
});
