import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const locales = ["de", "en", "fr", "it"] as const;
type Tree = { [key: string]: string | Tree };
const load = (l: string) => JSON.parse(readFileSync(`messages/${l}.json`, "utf8")) as Tree;
const flatten = (tree: Tree, prefix = ""): Record<string, string> =>
  Object.fromEntries(Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix}${k}.`)))));

describe("message catalogues", () => {
  const catalogues = Object.fromEntries(locales.map((l) => [l, flatten(load(l))]));

  it("have the same keys in all four languages", () => {
    const keys = Object.keys(catalogues.de!).sort();
    for (const l of locales) expect(Object.keys(catalogues[l]!).sort(), l).toEqual(keys);
  });

  it("have no empty texts", () => {
    for (const l of locales) {
      const empty = Object.entries(catalogues[l]!).filter(([, v]) => v.trim() === "");
      expect(empty, l).toEqual([]);
    }
  });

  it("keep the same placeholders in every translation", () => {
    // An argument is "{name}" or "{name, plural|select …": words inside plural branches ("{Keine …}") are text.
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(catalogues.de!)) {
      for (const l of locales) expect(placeholders(catalogues[l]![key]!), `${l}:${key}`).toEqual(placeholders(text));
    }
  });
});
