// scripts/patch-next.mjs (issue 34): the installed Next no longer serialises every page it stores in its page
// cache just to measure it. If a Next upgrade changes the measured line, this fails: look at whether the
// patch is still needed (the script's header says how to decide).
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ES module of the install step, without types
import { patchNext } from "@/scripts/patch-next.mjs";

type Result = { file: string; changed: boolean; patched: boolean };

describe("patch-next", () => {
  const results = patchNext({ write: false }) as Result[];

  it("has patched the production runtime that serves the app's pages, and the readable source", () => {
    const patched = results.filter((r) => r.patched).map((r) => r.file);
    expect(patched).toContain("node_modules/next/dist/compiled/next-server/app-page-turbo.runtime.prod.js");
    expect(patched).toContain("node_modules/next/dist/compiled/next-server/app-page.runtime.prod.js");
    expect(patched).toContain("node_modules/next/dist/server/lib/incremental-cache/index.js");
  });

  it("leaves no file that still measures every entry (a second run changes nothing)", () => {
    expect(results.filter((r) => r.changed).map((r) => r.file)).toEqual([]);
  });
});
