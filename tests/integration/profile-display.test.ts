// One rule decides what a profile shows (lib/consultants/profile-display.ts; issue 29, point 5): every
// rendering of a profile's figures (GET /api/consultant/{id}, the public evaluations, the seal in SVG and
// PNG, JSON-LD, the sitemap, compare, search and the top list) follows the page for an unclaimed profile,
// a disabled one and one whose owner deleted the account. Real PostgreSQL; Next's data cache is a
// pass-through, as in rating-seal.test.ts.
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({
  unstable_cache: (fn: () => Promise<unknown>) => fn,
  revalidateTag: () => undefined,
}));
// The profile page's loader translates the JSON-LD's vouching lines: the same catalogue, outside Next.
vi.mock("next-intl/server", async () => {
  const { serverTranslator } = await import("@/lib/i18n/translator");
  return { getTranslations: async ({ locale, namespace }: { locale: "de"; namespace: "vouching" }) => serverTranslator(locale, namespace) };
});

import * as consultantRoute from "@/app/api/consultant/[id]/route";
import * as listRoute from "@/app/api/consultant/route";
import * as evaluationRoute from "@/app/api/evaluation/route";
import * as sealPng from "@/app/consultants/[id]/badge.png/route";
import * as sealSvg from "@/app/consultants/[id]/badge.svg/route";
import { loadComparison } from "@/lib/compare/load-comparison";
import { profileDisplay } from "@/lib/consultants/profile-display";
import { withdrawConsultantInTx } from "@/lib/consultants/withdraw-consultant";
import { refreshAggregatesForConsultants } from "@/lib/consultants/aggregates";
import { topConsultants } from "@/lib/search/top-consultants";
import { loadConsultantProfilePage } from "@/lib/public-pages/consultant-profile-page";
import { sitemapEntries } from "@/lib/seo/sitemap";
import { renderSealPng } from "@/lib/seal/render-seal-png";
import { renderSealSvg } from "@/lib/seal/render-seal-svg";
import { sealTexts } from "@/lib/seal/seal-texts";
import { call, callJson, insertConsultant, insertEvaluation, setupApiDatabase } from "@/tests/support/api";

const ctx = setupApiDatabase();
const ids = { active: 0, unclaimed: 0, disabled: 0, deleted: 0 };

/** Two published ratings, 4.5 and 4.7 (4.6 · 2), as the seeded Sandro Keller has. */
async function rated(fields: Record<string, unknown>): Promise<number> {
  const { id } = await insertConsultant(ctx.current(), fields);
  await insertEvaluation(ctx.current(), id, 4.5, { checkedByAdminAt: new Date(), comment: "Sehr gut beraten." });
  await insertEvaluation(ctx.current(), id, 4.7, { mandateConfirmedAt: new Date() });
  return id;
}

beforeAll(async () => {
  const db = ctx.current();
  ids.active = await rated({ givenName: "Lukas", familyName: "Aktiv" });
  ids.unclaimed = await rated({ givenName: "Sandro", familyName: "Unbeansprucht", state: "unclaimed" });
  ids.disabled = await rated({ givenName: "Dora", familyName: "Deaktiviert", state: "disabled" });
  ids.deleted = await rated({ givenName: "Gerda", familyName: "Gelöscht" });
  await refreshAggregatesForConsultants(db, Object.values(ids));
  // The owner deletes the account: the profile returns to unclaimed with its evaluations (the real service).
  expect(await db.$transaction((tx) => withdrawConsultantInTx(tx, ids.deleted))).toBe("unclaimed");
});

const hidden = ["unclaimed", "deleted"] as const;

describe("what a profile shows, decided once", () => {
  it("the rule: active shows everything; unclaimed is listed without figures or details; disabled is gone", () => {
    expect(profileDisplay("active")).toMatchObject({ reachable: true, listed: true, figures: true, details: true });
    expect(profileDisplay("unclaimed")).toMatchObject({ reachable: true, listed: true, figures: false, details: false, claimable: true });
    expect(profileDisplay("disabled")).toMatchObject({ reachable: false, listed: false, figures: false });
  });

  it("the stored figures are there (so every rendering below must hide them itself)", async () => {
    const rows = await ctx.current().consultant.findMany({ where: { id: { in: Object.values(ids) } }, select: { ratingAverage: true, ratingCount: true } });
    expect(rows.map((r) => [Number(r.ratingAverage), r.ratingCount])).toEqual(Array(4).fill([4.6, 2]));
  });

  it("GET /api/consultant/{id}: no rating for unclaimed and deleted, 404 for disabled", async () => {
    const active = await callJson(consultantRoute.GET, "GET", `/api/consultant/${ids.active}`, { params: { id: String(ids.active) } });
    expect(active.body).toMatchObject({ ratingAverage: 4.6, ratingCount: 2 });
    for (const kind of hidden) {
      const res = await callJson(consultantRoute.GET, "GET", `/api/consultant/${ids[kind]}`, { params: { id: String(ids[kind]) } });
      expect(res.status, kind).toBe(200);
      expect(res.body, kind).toMatchObject({ state: "unclaimed", ratingAverage: null, overallRating: null, ratingCount: 0, averageRatings: [] });
    }
    const disabled = await call(consultantRoute.GET, "GET", `/api/consultant/${ids.disabled}`, { params: { id: String(ids.disabled) } });
    expect(disabled.status).toBe(404);
  });

  it("GET /api/evaluation?consultantId=: the public list is empty for every profile that shows no figures", async () => {
    for (const kind of ["unclaimed", "deleted", "disabled"] as const) {
      const res = await callJson<{ total: number }>(evaluationRoute.GET, "GET", "/api/evaluation", { query: { consultantId: String(ids[kind]) } });
      expect(res.body.total, kind).toBe(0);
    }
  });

  it("the seal (SVG): 4.6 · 2 on the active profile, 'not public' and no stars for unclaimed and deleted, 404 for disabled", async () => {
    const seal = (id: number) => call(sealSvg.GET, "GET", `/consultants/${id}/badge.svg`, { params: { id: String(id) } });
    const active = await (await seal(ids.active)).text();
    expect(active).toContain(">4.6<");
    expect(active).toContain("2 Bewertungen");
    // Of the two, one is Beraterwahl's own check: the seal's only ✓, in words.
    expect(active).toContain("✓ 1 von Beraterwahl geprüft");
    for (const kind of hidden) {
      const res = await seal(ids[kind]);
      expect(res.status, kind).toBe(200);
      const svg = await res.text();
      expect(svg, kind).toContain("Bewertungen nicht öffentlich");
      expect(svg, kind).not.toContain(">4.6<");
      expect(svg, kind).not.toContain("2 Bewertungen");
      expect(svg, kind).not.toContain("<path");
    }
    expect((await seal(ids.disabled)).status).toBe(404);
  });

  it("the seal (PNG): unclaimed and deleted render the 'not public' seal, not the rated one; disabled is a 404", async () => {
    const png = (id: number) => call(sealPng.GET, "GET", `/consultants/${id}/badge.png`, { params: { id: String(id) } });
    const names = { unclaimed: "Sandro Unbeansprucht", deleted: "Gerda Gelöscht" };
    for (const kind of hidden) {
      const res = await png(ids[kind]);
      expect(res.status, kind).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      // Exactly the seal of a profile without public figures, pixel for pixel.
      const notPublic = renderSealPng(renderSealSvg({ name: names[kind], figures: null }, "de", sealTexts("de")));
      expect(Buffer.from(await res.arrayBuffer()).equals(notPublic), kind).toBe(true);
    }
    expect((await png(ids.disabled)).status).toBe(404);
  });

  it("the page's one loader: figures, reviews, distribution and JSON-LD ratings only where the page shows them", async () => {
    const page = async (id: number) => {
      const data = await loadConsultantProfilePage(`${id}-name`, "de");
      if (data.kind !== "found") throw new Error(`expected a profile, got ${data.kind}`);
      return data;
    };
    const active = await page(ids.active);
    expect(active.figures).toEqual({ average: 4.6, count: 2 });
    expect(active.evaluations.total).toBe(2);
    expect(active.distribution?.total).toBe(2);
    expect(active.fairness).not.toBeNull();
    const offered = active.jsonLd.makesOffer.itemOffered as Record<string, unknown>;
    expect(offered.aggregateRating).toMatchObject({ ratingValue: 4.6, ratingCount: 2 });
    // Each review says in words who vouches for it.
    expect((offered.review as { description: string }[]).map((r) => r.description).sort()).toEqual([
      "Vom Berater mit Einmalcode eingeladen",
      "✓ Von Beraterwahl geprüft",
    ]);
    for (const kind of hidden) {
      const shown = await page(ids[kind]);
      expect(shown, kind).toMatchObject({ figures: null, evaluations: { items: [], total: 0 }, hiddenNotices: [], distribution: null, fairness: null });
      expect(shown.contact, kind).toEqual({ phone: null, email: null, website: null, social: null });
      const hiddenOffer = shown.jsonLd.makesOffer.itemOffered as Record<string, unknown>;
      expect(hiddenOffer.aggregateRating, kind).toBeUndefined();
      expect(hiddenOffer.review, kind).toBeUndefined();
    }
    expect((await loadConsultantProfilePage(String(ids.disabled), "de")).kind).toBe("disabled");
    expect((await loadConsultantProfilePage("0", "de")).kind).toBe("missing");
  });

  it("the sitemap lists unclaimed and deleted profiles (their pages answer) and leaves the disabled one out", async () => {
    const paths = (await sitemapEntries(0)).map((e) => e.path);
    for (const kind of ["active", "unclaimed", "deleted"] as const)
      expect(
        paths.some((p) => p.startsWith(`/consultants/${ids[kind]}-`)),
        kind,
      ).toBe(true);
    expect(paths.some((p) => p.startsWith(`/consultants/${ids.disabled}-`))).toBe(false);
  });

  it("compare: no rating and no evidence counts for unclaimed and deleted; the disabled one drops out", async () => {
    const rows = await loadComparison([ids.active, ids.unclaimed, ids.deleted, ids.disabled]);
    expect(rows.map((r) => r.consultant.id)).toEqual([ids.active, ids.unclaimed, ids.deleted]);
    expect(rows[0]!.consultant.ratingAverage).toBe(4.6);
    expect(rows[0]!.evidence).toEqual({ published: 2, mandateConfirmed: 1, checkedByAdministrator: 1 });
    for (const row of rows.slice(1)) {
      expect(row.consultant.ratingAverage).toBeNull();
      expect(row.consultant.ratingCount).toBe(0);
      expect(row.evidence.published).toBe(0);
    }
  });

  it("search cards: unclaimed and deleted without figures and ranked as unrated; disabled not found; a minimum count excludes them", async () => {
    const list = await callJson<{ items: { id: number; ratingAverage: number | null; ratingCount: number }[] }>(listRoute.GET, "GET", "/api/consultant", {
      query: { sort: "rating", pageSize: "50" },
    });
    const byId = new Map(list.body.items.map((c) => [c.id, c]));
    expect(byId.get(ids.active)).toMatchObject({ ratingAverage: 4.6, ratingCount: 2 });
    for (const kind of hidden) expect(byId.get(ids[kind]), kind).toMatchObject({ ratingAverage: null, ratingCount: 0 });
    expect(byId.has(ids.disabled)).toBe(false);
    const order = list.body.items.map((c) => c.id);
    expect(order.indexOf(ids.active)).toBeLessThan(order.indexOf(ids.unclaimed));

    const top = await topConsultants(10, { priorWeight: 1, minRatings: 1 });
    expect(top.map((c) => c.id)).toEqual([ids.active]);
  });
});
