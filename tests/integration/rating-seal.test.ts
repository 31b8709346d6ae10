// The rating seal (GET /consultants/{id}/badge.svg|png, /companies/{id}/badge.svg|png): what another
// site embeds. Real PostgreSQL; Next's data cache is replaced by a pass-through that records the
// tags, since outside a Next server there is none (the e2e journey loads the seal from the server).
import { PNG } from "pngjs";
import { beforeAll, describe, expect, it, vi } from "vitest";

const cached = vi.hoisted(() => ({ tags: [] as string[][] }));
vi.mock("next/cache", () => ({
  unstable_cache: (fn: () => Promise<unknown>, _key: string[], options: { tags: string[] }) => {
    cached.tags.push(options.tags);
    return fn;
  },
  revalidateTag: () => undefined,
}));

import * as companySvg from "@/app/companies/[id]/badge.svg/route";
import * as consultantPng from "@/app/consultants/[id]/badge.png/route";
import * as consultantSvg from "@/app/consultants/[id]/badge.svg/route";
import { call, insertCompany, insertConsultant, setupApiDatabase } from "@/tests/support/api";

const ctx = setupApiDatabase();
let rated: number;
let unrated: number;
let company: number;

beforeAll(async () => {
  rated = (
    await insertConsultant(ctx.current(), {
      title: "Dr.",
      givenName: "Lukas",
      familyName: "Brunner",
      ratingAverage: 4.56,
      ratingCount: 1234,
      evaluationCount: 1234,
      ratingSum: 5627,
    })
  ).id;
  unrated = (await insertConsultant(ctx.current(), { givenName: "Nina", familyName: "Neu" })).id;
  company = (await insertCompany(ctx.current(), { name: "Vorsorge & Partner AG", ratingAverage: 3.2, ratingCount: 5, ratingSum: 16 })).id;
});

async function seal(route: typeof consultantSvg, id: number, lang?: string) {
  return call(route.GET, "GET", `/consultants/${id}/badge.svg`, { params: { id: String(id) }, query: lang ? { lang } : {} });
}

describe("the rating seal", () => {
  it("shows name, stars, average and count in the language of ?lang=, cacheable and without cookies", async () => {
    const de = await seal(consultantSvg, rated);
    expect(de.status).toBe(200);
    expect(de.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(de.headers.get("cache-control")).toMatch(/^public, max-age=60, s-maxage=60/);
    expect(de.headers.get("set-cookie")).toBeNull();
    const svg = await de.text();
    expect(svg).toContain("Dr. Lukas Brunner");
    expect(svg).toContain(">4.6<");
    expect(svg).toContain("1’234 Bewertungen");
    expect(svg).toContain("<title>Bewertungen von Dr. Lukas Brunner auf Beraterwahl</title>");
    expect(svg).not.toMatch(/<script|href=|xlink/i);

    const fr = await (await seal(consultantSvg, rated, "fr")).text();
    expect(fr).toContain(">4,6<");
    expect(fr).toContain("1’234 évaluations");
    expect(await (await seal(consultantSvg, rated, "it")).text()).toContain("1’234 valutazioni");
    // Anything else is German.
    expect(await (await seal(consultantSvg, rated, "xx")).text()).toContain("Bewertungen");
  });

  it("says so when the profile has no published ratings yet", async () => {
    const svg = await (await seal(consultantSvg, unrated, "en")).text();
    expect(svg).toContain("Nina Neu");
    expect(svg).toContain("No ratings yet");
    expect(svg).not.toContain("clip-path");
  });

  it("escapes what the profile owner typed", async () => {
    const svg = await (await seal(companySvg, company)).text();
    expect(svg).toContain("Vorsorge &amp; Partner AG");
    expect(svg).toContain(">3.2<");
  });

  it("renders a PNG at twice the size with the bundled font", async () => {
    const response = await call(consultantPng.GET, "GET", `/consultants/${rated}/badge.png`, { params: { id: String(rated) }, query: { lang: "fr" } });
    expect(response.headers.get("content-type")).toBe("image/png");
    const image = PNG.sync.read(Buffer.from(await response.arrayBuffer()));
    expect([image.width, image.height]).toEqual([600, 192]);
  });

  it("is tagged with the consultant's page, so whatever expires the profile expires the seal", async () => {
    cached.tags.length = 0;
    await seal(consultantSvg, rated);
    expect(cached.tags).toEqual([[`consultant:${rated}`, "public"]]);
  });

  it("answers 404 for disabled, unknown and malformed profiles", async () => {
    const disabled = (await insertConsultant(ctx.current(), { state: "disabled" })).id;
    expect((await seal(consultantSvg, disabled)).status).toBe(404);
    expect((await seal(consultantSvg, 99_999_999)).status).toBe(404);
    expect((await call(consultantSvg.GET, "GET", "/consultants/abc/badge.svg", { params: { id: "abc" } })).status).toBe(404);
    expect((await call(companySvg.GET, "GET", "/companies/99999999/badge.svg", { params: { id: "99999999" } })).status).toBe(404);
  });
});
