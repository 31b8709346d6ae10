// WCAG 2.2, 3.3.8 Accessible authentication: a code, an address or a password may be pasted (from a
// password manager, an e-mail). No screen may block pasting, copying or cutting, nor turn off the
// browser's filling of an address or e-mail field.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith(".tsx") || path.endsWith(".ts") ? [path] : [];
  });
}

const FILES = [...sources("components"), ...sources("app")].map((path) => ({ path, text: readFileSync(path, "utf8") }));

describe("pasting and filling", () => {
  it("no screen handles paste, copy or cut (that is how they are blocked)", () => {
    const found = FILES.filter(({ text }) => /\bon(?:Paste|Copy|Cut)\b|addEventListener\(\s*["'](?:paste|copy|cut)["']/.test(text)).map((f) => f.path);
    expect(found).toEqual([]);
  });

  it("an address or e-mail field never turns the browser's filling off", () => {
    const found = FILES.flatMap(({ path, text }) =>
      text
        .split("\n")
        .filter((line) => line.includes('autoComplete="off"') && /type="email"|postal|street|address/i.test(line) && !/confirm/i.test(line))
        .map((line) => `${path}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
