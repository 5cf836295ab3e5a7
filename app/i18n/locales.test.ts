import { readdirSync, readFileSync } from "node:fs";
import { mergeTexts } from "./merge-texts";
import { describe, expect, it } from "vitest";

// Every language must have every text: a missing key would show a raw key to a visitor.
function keysOf(value: unknown, prefix = ""): string[] {
  if (!value || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const directory = (language: string) => new URL(`../../locales/${language}/`, import.meta.url);
const filesOf = (language: string) => readdirSync(directory(language)).filter((name) => name.endsWith(".json")).sort();
const load = (language: string) =>
  mergeTexts(
    Object.fromEntries(filesOf(language).map((name) => [name, JSON.parse(readFileSync(new URL(name, directory(language)), "utf8"))])),
  ) as Record<string, any>;

describe("locales", () => {
  const hr = keysOf(load("hr")).sort();

  it.each(["en", "de"])("%s has the same files as hr", (language) => {
    expect(filesOf(language)).toEqual(filesOf("hr"));
  });

  it.each(["en", "de"])("%s has exactly the keys of hr", (language) => {
    expect(keysOf(load(language)).sort()).toEqual(hr);
  });

  it("keeps the SPEC's Croatian texts", () => {
    const texts = load("hr");
    expect(texts.core.validation.required).toBe("Unos ovog polja je obavezan");
    expect(texts.core.validation.email).toBe("Unesite uzorak adrese elektroničke pošte");
    expect(texts.errors.notFound).toBe("Stranica koju tražiš ne postoji");
    expect(texts.maintenance.title).toBe("Uskoro...");
    expect(texts.header.search).toBe("Pretraga");
  });
});
