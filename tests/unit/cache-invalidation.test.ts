// Which cached pages a change of data expires (lib/cache/invalidate.ts), and that the expiry has one
// home: no service, route or page expires the page cache on its own.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tagsFor } from "@/lib/cache/invalidate";
import { ALL_PUBLIC_PAGES, companyMembersTag, companyPageTag, consultantPageTag, LIST_PAGES } from "@/lib/cache/page-tags";

describe("tags a change expires", () => {
  it("a profile: its page, the page of the company listing it, and the lists", () => {
    expect(new Set(tagsFor({ consultants: [7] }, [3]))).toEqual(new Set([consultantPageTag(7), companyPageTag(3), LIST_PAGES]));
  });

  it("evaluations of a consultant: the same pages as the profile (figures and the list of ratings)", () => {
    expect(new Set(tagsFor({ evaluationsOf: [7, 8] }, []))).toEqual(new Set([consultantPageTag(7), consultantPageTag(8), LIST_PAGES]));
  });

  it("a company record: its page, every member's page (name and link) and the lists", () => {
    expect(new Set(tagsFor({ companies: [3] }))).toEqual(new Set([companyPageTag(3), companyMembersTag(3), LIST_PAGES]));
  });

  it("a response time (a first answer from the lead inbox): the profile's page only, no list", () => {
    expect(tagsFor({ responseTimesOf: [7] })).toEqual([consultantPageTag(7)]);
  });

  it("a membership: the company pages (the one joined and the one left), not the colleagues' pages", () => {
    const tags = tagsFor({ consultants: [7], membershipsOf: [3, 4] }, [3]);
    expect(new Set(tags)).toEqual(new Set([consultantPageTag(7), companyPageTag(3), companyPageTag(4), LIST_PAGES]));
    expect(tags).not.toContain(companyMembersTag(3));
  });

  it("topics, questions, the release job and very many consultants: every public page", () => {
    expect(tagsFor({ topics: true })).toEqual([ALL_PUBLIC_PAGES]);
    expect(tagsFor({ questions: true })).toEqual([ALL_PUBLIC_PAGES]);
    expect(tagsFor({ everything: true })).toEqual([ALL_PUBLIC_PAGES]);
    expect(tagsFor({ evaluationsOf: Array.from({ length: 1000 }, (_, i) => i + 1) })).toEqual([ALL_PUBLIC_PAGES]);
  });

  it("nothing changed: nothing expires", () => {
    expect(tagsFor({})).toEqual([]);
    expect(tagsFor({ consultants: [] })).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "generated" || name === "node_modules") return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(?:ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe("one place for invalidation", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const files = ["app", "lib", "components"].flatMap((d) => sourceFiles(path.join(root, d)));

  it("only lib/cache expires cached pages, and only it and lib/consultants/aggregates.ts refresh the stored rating figures", () => {
    const offenders = files
      .filter((file) => !file.includes(`${path.sep}lib${path.sep}cache${path.sep}`) && !file.endsWith(path.join("lib", "consultants", "aggregates.ts")))
      .filter((file) => {
        const text = readFileSync(file, "utf8");
        return (
          /\b(?:revalidateTag|revalidatePath|updateTag)\s*\(/.test(text) ||
          /\b(?:refreshAggregatesForConsultants|refreshCompanyAggregates|refreshConsultantAggregates)\b/.test(text)
        );
      })
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
