// The reviews widget (GET /consultants/{id}/widget, /companies/{id}/widget; docs/product-rules.md#reviews-widget):
// what another site frames. Real PostgreSQL, the real route handlers and services. Next's data cache is
// replaced by a small one that keeps entries by key and drops them by tag as Next does, so that the
// expiry through the services (lib/cache/invalidate.ts) is tested, not assumed. The headers come
// from our HTTP server (lib/server/app-server.ts) with the route behind it.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const cache = vi.hoisted(() => ({ entries: new Map<string, { value: unknown; tags: string[] }>() }));
vi.mock("next/cache", () => ({
  unstable_cache:
    (fn: () => Promise<unknown>, key: string[], options: { tags?: string[] } = {}) =>
    async () => {
      const id = JSON.stringify(key);
      const hit = cache.entries.get(id);
      if (hit) return structuredClone(hit.value);
      const value = await fn();
      cache.entries.set(id, { value: structuredClone(value), tags: options.tags ?? [] });
      return value;
    },
  revalidateTag: (tag: string) => {
    for (const [id, entry] of cache.entries) if (entry.tags.includes(tag)) cache.entries.delete(id);
  },
}));

import * as companyWidget from "@/app/companies/[id]/widget/route";
import * as consultantWidget from "@/app/consultants/[id]/widget/route";
import * as consultantSeal from "@/app/consultants/[id]/badge.svg/route";
import { setConsultantState } from "@/lib/consultants/set-consultant-state";
import { withdrawConsultantInTx } from "@/lib/consultants/withdraw-consultant";
import { addConsultantComment } from "@/lib/evaluations/add-consultant-comment";
import { refreshAggregatesForConsultants, refreshCompanyAggregates } from "@/lib/consultants/aggregates";
import { publishEvaluation } from "@/lib/evaluations/publish-evaluation";
import { consultantActor } from "@/tests/support/actors";
import { call, insertCompany, insertConsultant, insertEvaluation, setupApiDatabase } from "@/tests/support/api";
import { startTestServer } from "@/tests/support/node-server";

const ctx = setupApiDatabase();
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const LONG = `Frau Muster hat uns ${"sehr geduldig und verständlich ".repeat(12)}durch die Vorsorge geführt. ENDE-DES-TEXTES`;

let lukas: number;
let company: number;
let member: number;
let waiting: string;

async function widget(route: typeof consultantWidget, id: number | string, lang?: string) {
  const kind = route === companyWidget ? "companies" : "consultants";
  return call(route.GET, "GET", `/${kind}/${id}/widget`, { params: { id: String(id) }, query: lang ? { lang } : {} });
}
const html = async (route: typeof consultantWidget, id: number, lang?: string) => {
  const response = await widget(route, id, lang);
  expect(response.status).toBe(200);
  return response.text();
};

beforeAll(async () => {
  const db = ctx.current();
  company = (await insertCompany(db, { name: "Vorsorge & Partner AG" })).id;
  lukas = (await insertConsultant(db, { title: "Dr.", givenName: "Lukas", familyName: "Brunner", companyId: company, companyLinkState: "accepted" })).id;
  await insertEvaluation(db, lukas, 4.5, { dateOfCreation: daysAgo(10), checkedByAdminAt: daysAgo(9), comment: "ÄLTESTE-BEWERTUNG sehr gut." });
  await insertEvaluation(db, lukas, 4.7, { dateOfCreation: daysAgo(8), mandateConfirmedAt: daysAgo(8), comment: LONG });
  await insertEvaluation(db, lukas, 5, { dateOfCreation: daysAgo(6), relationshipConfirmedAt: daysAgo(5), comment: "Klar und <b>ehrlich</b> & fair." });
  await insertEvaluation(db, lukas, 3, { dateOfCreation: daysAgo(4), customerGivenName: "Nora", customerFamilyName: "Neueste", comment: null });
  // Never in the widget: held by moderation, hidden with a reason, waiting for its release date.
  await insertEvaluation(db, lukas, 1, { dateOfCreation: daysAgo(1), state: "inReview", heldAt: daysAgo(1), holdReasons: ["burst"], comment: "GEHALTEN-TEXT" });
  await insertEvaluation(db, lukas, 1, { dateOfCreation: daysAgo(2), hiddenAt: daysAgo(1), hiddenReason: "Beleidigung", comment: "VERBORGEN-TEXT" });
  waiting = (await insertEvaluation(db, lukas, 4, { dateOfCreation: daysAgo(0.5), state: "inReview", comment: "WARTET-NOCH" })).id;
  member = (await insertConsultant(db, { givenName: "Mia", familyName: "Mitglied", companyId: company, companyLinkState: "administrator" })).id;
  await insertEvaluation(db, member, 4, { dateOfCreation: daysAgo(3), comment: "MITGLIED-BEWERTUNG" });
  await refreshAggregatesForConsultants(db, [lukas, member]);
  await refreshCompanyAggregates(db, [company]);
});

beforeEach(() => cache.entries.clear());

describe("the reviews widget of a claimed profile", () => {
  it("shows score, count, who vouches and the three newest published reviews, in German by default", async () => {
    const page = await html(consultantWidget, lukas);
    expect(page).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(page).toContain("<h1>Dr. Lukas Brunner</h1>");
    // (4.5 + 4.7 + 5 + 3) / 4
    expect(page).toContain('<span class="avg">4.3</span>');
    expect(page).toContain("4 Bewertungen");
    expect(page).toContain('aria-label="4.3 von 5 Sternen"');
    expect(page).toContain("Wer für die 4 Bewertungen bürgt");
    for (const label of [
      "✓ Von Beraterwahl geprüft",
      "Vom Berater mit Einmalcode eingeladen",
      "Kundenbeziehung vom Berater bestätigt",
      "E-Mail-Adresse bestätigt",
    ]) {
      expect(page).toContain(`${label}</span><b>1</b>`);
    }
    const reviews = [...page.matchAll(/<li class="r">([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
    expect(reviews).toHaveLength(3);
    expect(reviews[0]).toContain("Nora Neueste");
    expect(reviews[1]).toContain("Klar und &lt;b&gt;ehrlich&lt;/b&gt; &amp; fair.");
    expect(reviews[2]).toContain("Frau Muster hat uns");
    expect(page).not.toContain("ÄLTESTE-BEWERTUNG");
    // A long text is cut at a word, with an ellipsis, well before its end.
    expect(reviews[2]).not.toContain("ENDE-DES-TEXTES");
    expect(reviews[2]).toMatch(/[a-zäöü]…<\/p>/);
    const profile = `http://localhost:3000/consultants/${lukas}-lukas-brunner`;
    expect(page).toContain(`<a href="${profile}" target="_blank" rel="noopener">Alle 4 Bewertungen auf Beraterwahl lesen`);
    expect(page).toContain(`<a href="${profile}#review-legend" target="_blank" rel="noopener">`);
    expect(page).not.toMatch(/<script|<img|<form|<link|@import|url\(/i);
  });

  it("never shows a held, hidden or waiting review, nor counts it", async () => {
    const page = await html(consultantWidget, lukas);
    for (const text of ["GEHALTEN-TEXT", "VERBORGEN-TEXT", "WARTET-NOCH"]) expect(page).not.toContain(text);
    expect(page).toContain("4 Bewertungen");
  });

  it("speaks the language of ?lang= with Swiss formats, and German for anything else", async () => {
    const fr = await html(consultantWidget, lukas, "fr");
    expect(fr).toContain('<html lang="fr">');
    expect(fr).toContain('<span class="avg">4,3</span>');
    expect(fr).toContain("4 évaluations");
    expect(fr).toContain("✓ Vérifiée par Beraterwahl");
    expect(fr).toContain(`http://localhost:3000/fr/consultants/${lukas}-lukas-brunner`);
    expect(fr).toContain("(s’ouvre dans une nouvelle fenêtre)");
    const it = await html(consultantWidget, lukas, "it");
    expect(it).toContain("Valutazioni più recenti");
    expect(await html(consultantWidget, lukas, "en")).toContain("Read all 4 ratings on Beraterwahl");
    expect(await html(consultantWidget, lukas, "xx")).toContain('<html lang="de">');
  });

  it("answers as HTML for any site to cache briefly, without cookies and not for search engines", async () => {
    const response = await widget(consultantWidget, lukas, "fr");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-language")).toBe("fr");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=60, s-maxage=60/);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});

describe("the profile's display rule", () => {
  it("unclaimed and a deleted account's profile: name and 'ratings not public', no stars, no reviews", async () => {
    const db = ctx.current();
    const unclaimed = (await insertConsultant(db, { givenName: "Sandro", familyName: "Keller", state: "unclaimed" })).id;
    const deleted = (await insertConsultant(db, { givenName: "Gerda", familyName: "Gelöscht" })).id;
    for (const id of [unclaimed, deleted]) await insertEvaluation(db, id, 4.6, { comment: "ÖFFENTLICH-NIE" });
    await refreshAggregatesForConsultants(db, [unclaimed, deleted]);
    expect(await db.$transaction((tx) => withdrawConsultantInTx(tx, deleted))).toBe("unclaimed");
    for (const id of [unclaimed, deleted]) {
      const page = await html(consultantWidget, id);
      expect(page).toContain("Bewertungen nicht öffentlich");
      expect(page).toContain("Profil auf Beraterwahl ansehen");
      expect(page).not.toMatch(/ÖFFENTLICH-NIE|4\.6|role="img"/);
    }
  });

  it("a profile without published ratings says so", async () => {
    const id = (await insertConsultant(ctx.current(), { givenName: "Nina", familyName: "Neu" })).id;
    const page = await html(consultantWidget, id, "en");
    expect(page).toContain("No ratings yet");
    expect(page).not.toContain("Latest ratings");
  });

  it("disabled and unknown profiles answer 404 with a word in the frame; a malformed id is a 404 too", async () => {
    const disabled = (await insertConsultant(ctx.current(), { state: "disabled" })).id;
    for (const id of [disabled, 99_999_999]) {
      const response = await widget(consultantWidget, id, "it");
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toContain("Queste valutazioni non sono disponibili al momento.");
    }
    expect((await widget(companyWidget, 99_999_999)).status).toBe(404);
    expect((await widget(consultantWidget, "abc")).status).toBe(404);
  });

  it("the address of a profile merged into another follows it", async () => {
    await ctx.current().consultantMerge.create({
      data: {
        mergedConsultantId: 88_888_888,
        mergedNumber: "C-888888",
        survivorConsultantId: lukas,
        mergedByUserId: "admin",
        mergedByEmail: "admin@beraterwahl.ch",
        moved: {},
      },
    });
    const response = await widget(consultantWidget, 88_888_888, "fr");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe(`/consultants/${lukas}/widget?lang=fr`);
  });
});

describe("the company widget", () => {
  it("sums up its members' public reviews, newest first, naming whom each is about", async () => {
    const page = await html(companyWidget, company);
    expect(page).toContain("<h1>Vorsorge &amp; Partner AG</h1>");
    expect(page).toContain("5 Bewertungen");
    const reviews = [...page.matchAll(/<li class="r">([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
    expect(reviews.map((r) => /<strong>([^<]*)<\/strong>/.exec(r)?.[1])).toEqual(["Kurt Kunde", "Nora Neueste", "Kurt Kunde"]);
    expect(reviews[0]).toContain("MITGLIED-BEWERTUNG");
    expect(reviews[0]).toContain("Bewertung für Mia Mitglied");
    expect(reviews[1]).toContain("Bewertung für Dr. Lukas Brunner");
    expect(page).toContain(`http://localhost:3000/companies/${company}-vorsorge-partner-ag`);
  });
});

describe("the cache", () => {
  it("serves the cached widget, and a review published through the product expires it", async () => {
    const before = await html(consultantWidget, lukas);
    expect(before).not.toContain("WARTET-NOCH");
    // Written behind the product's back: the cached widget does not change.
    await ctx.current().evaluation.update({ where: { id: waiting }, data: { comment: "WARTET-NOCH (geändert)" } });
    // (and the moderation's hold ends, which would pause early publishing)
    await ctx.current().evaluation.deleteMany({ where: { consultantId: lukas, heldAt: { not: null } } });
    expect(await html(consultantWidget, lukas)).toBe(before);
    await publishEvaluation(consultantActor(lukas), waiting);
    const after = await html(consultantWidget, lukas);
    expect(after).toContain("WARTET-NOCH (geändert)");
    expect(after).toContain("5 Bewertungen");
    // The company's widget shows its members' reviews: expired with them.
    expect(await html(companyWidget, company)).toContain("6 Bewertungen");
  });

  it("a consultant's comment and a profile switched off expire it too", async () => {
    const before = await html(consultantWidget, lukas);
    // Nora's and the review published above: only their addresses vouch for them.
    expect(before).toContain("E-Mail-Adresse bestätigt</span><b>2</b>");
    const nora = await ctx.current().evaluation.findFirstOrThrow({ where: { consultantId: lukas, customerFamilyName: "Neueste" }, select: { id: true } });
    await addConsultantComment(consultantActor(lukas), nora.id, { comment: "Danke für Ihre Rückmeldung." });
    // Answering confirms the relationship: the review moves to that row.
    expect(await html(consultantWidget, lukas)).toContain("E-Mail-Adresse bestätigt</span><b>1</b>");
    await setConsultantState(consultantActor(lukas), lukas, "disabled");
    expect((await widget(consultantWidget, lukas)).status).toBe(404);
    await setConsultantState(consultantActor(lukas), lukas, "active");
    expect((await widget(consultantWidget, lukas)).status).toBe(200);
  });
});

describe("frames and headers through our server", () => {
  it("any site may frame the widget; every other answer keeps frame-ancestors 'self' and SAMEORIGIN; no cookie", async () => {
    const server = await startTestServer({
      [`GET /consultants/${lukas}/widget`]: { handler: consultantWidget.GET, params: { id: String(lukas) } },
      [`GET /companies/${company}/widget`]: { handler: companyWidget.GET, params: { id: String(company) } },
      [`GET /consultants/${lukas}/badge.svg`]: { handler: consultantSeal.GET, params: { id: String(lukas) } },
    });
    try {
      for (const path of [`/consultants/${lukas}/widget?lang=fr`, `/companies/${company}/widget`]) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.status, path).toBe(200);
        const policy = response.headers.get("content-security-policy") ?? "";
        expect(policy, path).toContain("frame-ancestors *");
        expect(policy, path).not.toContain("frame-ancestors 'self'");
        // Nothing but its own inline style sheet.
        expect(policy, path).toContain("default-src 'none'");
        expect(policy, path).not.toContain("script-src");
        expect(response.headers.get("x-frame-options"), path).toBeNull();
        expect(response.headers.get("set-cookie"), path).toBeNull();
      }
      for (const path of [`/consultants/${lukas}/badge.svg`, `/consultants/${lukas}/widget/extra`, `/consultants/${lukas}/widgets`, "/nowhere"]) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.headers.get("content-security-policy"), path).toContain("frame-ancestors 'self'");
        expect(response.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
      }
    } finally {
      await server.close();
    }
  });
});
