import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toJsonPointer } from "@/lib/http/json-pointer";
import { ALL_PAGE_CAP, listParam, pageWindow, pagingSchema, searchParamsToObject } from "@/lib/http/pagination";
import { zodInvalidParams } from "@/lib/http/problem";

describe("http helpers", () => {
  it("writes RFC 6901 pointers", () => {
    expect(toJsonPointer(["languages", 0])).toBe("/languages/0");
    expect(toJsonPointer(["a/b", "c~d"])).toBe("/a~1b/c~0d");
    expect(toJsonPointer([])).toBe("");
  });

  it("reports every zod issue, one per unknown key", () => {
    const schema = z.object({ a: z.string(), b: z.array(z.number()) }).strict();
    const result = schema.safeParse({ a: 1, b: [1, "x"], c: 1, d: 2 });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(
        zodInvalidParams(result.error)
          .map((p) => p.pointer)
          .sort(),
      ).toEqual(["/a", "/b/1", "/c", "/d"]);
  });

  it("pages with limits and 'all'", () => {
    const schema = z.object(pagingSchema([5, 10, "all"], 10));
    expect(schema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(schema.safeParse({ pageSize: "7" }).success).toBe(false);
    expect(schema.safeParse({ page: "0" }).success).toBe(false);
    expect(pageWindow(3, 5)).toEqual({ limit: 5, offset: 10 });
    // "all" is capped: a page of ALL_PAGE_CAP rows, and the rest on the next pages.
    expect(pageWindow(1, "all")).toEqual({ limit: ALL_PAGE_CAP, offset: 0 });
    expect(pageWindow(3, "all")).toEqual({ limit: ALL_PAGE_CAP, offset: 2 * ALL_PAGE_CAP });
  });

  it("reads repeated and comma-separated query lists", () => {
    const params = new URLSearchParams("a=1,2&a=3&b=x");
    expect(searchParamsToObject(params)).toEqual({ a: ["1,2", "3"], b: "x" });
    expect(listParam(z.coerce.number()).parse(["1,2", "3"])).toEqual([1, 2, 3]);
    expect(listParam(z.string()).parse(undefined)).toEqual([]);
  });
});
