// Issue 29, points 2 and 5, replayed as a cheating consultant would try them, against the real route
// handlers and services on a real database. Each attack prints one row
//   attack | submitted | reached the public | shown with which label
// (docs/security.md, "Abuse replay: labels and profile figures") and fails when a label claims more
// than anyone checked, or when any rendering shows figures that the profile's page hides:
// 1. a consultant's self-review with his own one-time code, from another network and a free-mail
//    address, confirmed and published early: it may reach the public, but never with the ✓;
// 2. the consultant "verifies" a review (his word): said in words, never the ✓;
// 3. only a platform administrator's check earns the ✓, and the consultant cannot make it;
// 4. the seal, API, JSON-LD, search and sitemap of an unclaimed profile (seeded Sandro Keller, 4.6 · 2),
//    of one whose owner deleted the account (4.0 · 26) and of a disabled one.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({
  unstable_cache: (fn: () => Promise<unknown>) => fn,
  revalidateTag: () => undefined,
}));

import de from "@/messages/de.json";
import { ReviewCard } from "@/components/evaluations/review-card";
import type { RouteHandler } from "@/lib/http/route";
import { ANONYMOUS } from "@/lib/auth/actor";
import { getConsultant } from "@/lib/consultants/get-consultant";
import { withdrawConsultantInTx } from "@/lib/consultants/withdraw-consultant";
import { refreshAggregatesForConsultants } from "@/lib/consultants/aggregates";
import { earnsCheckMark, evidenceText } from "@/lib/evaluations/evidence";
import type { PublicEvaluation } from "@/lib/evaluations/public-evaluation";
import { serverTranslator } from "@/lib/i18n/translator";
import { consultantJsonLd } from "@/lib/seo/consultant-json-ld";
import { sitemapEntries } from "@/lib/seo/sitemap";
import { call, callJson, insertConsultant, insertEvaluation, setupApiDatabase } from "@/tests/support/api";
import { platformAdmin, user } from "@/tests/support/actors";
import { confirmationTokenFromOutbox, submissionFor } from "@/tests/integration/evaluation-fixtures";

const { current } = setupApiDatabase();
const DAY = 86_400_000;
const vouching = serverTranslator("de", "vouching") as (key: string) => string;
let routes: {
  submit: RouteHandler;
  confirm: RouteHandler;
  publish: RouteHandler;
  verify: RouteHandler;
  code: RouteHandler;
  consultant: RouteHandler;
  cards: RouteHandler;
  list: RouteHandler;
  seal: RouteHandler;
};
let moderate: typeof import("@/lib/moderation/moderate-evaluation").moderateEvaluation;

beforeAll(async () => {
  routes = {
    submit: (await import("@/app/api/evaluation/route")).POST,
    confirm: (await import("@/app/api/evaluation/[id]/confirm/route")).POST,
    publish: (await import("@/app/api/evaluation/[id]/publish/route")).PUT,
    verify: (await import("@/app/api/evaluation/[id]/verify/route")).PUT,
    code: (await import("@/app/api/evaluation/verification-code/route")).POST,
    consultant: (await import("@/app/api/consultant/[id]/route")).GET,
    cards: (await import("@/app/api/consultant/route")).GET,
    list: (await import("@/app/api/evaluation/route")).GET,
    seal: (await import("@/app/consultants/[id]/badge.svg/route")).GET,
  };
  ({ moderateEvaluation: moderate } = await import("@/lib/moderation/moderate-evaluation"));
});

type Row = { attack: string; submitted: number; reachedPublic: number; label: string };
const rows: Row[] = [];

afterAll(() => {
  const lines = rows.map((r) => `${r.attack} | ${r.submitted} | ${r.reachedPublic} | ${r.label}`);
  console.log(["abuse replay · labels and profile figures", "attack | submitted | reached the public | shown with which label", ...lines].join("\n"));
});

/** The public evaluations of a consultant, as the API gives them to anybody. */
async function publicEvaluations(consultantId: number): Promise<PublicEvaluation[]> {
  const list = await callJson<{ items: PublicEvaluation[] }>(routes.list, "GET", "/api/evaluation", {
    query: { consultantId: String(consultantId), pageSize: "32" },
  });
  expect(list.status).toBe(200);
  return list.body.items;
}

/** The review card as the consultant page renders it (German), reduced to its text. */
function cardText(evaluation: PublicEvaluation): string {
  const provider = { locale: "de", messages: de, timeZone: "Europe/Zurich", children: createElement(ReviewCard, { evaluation }) } as const;
  const html = renderToStaticMarkup(createElement(NextIntlClientProvider, provider));
  return html.replace(/<[^<>]*>/g, " ").replace(/\s+/g, " ");
}

async function ratedConsultant(fields: Record<string, unknown> = {}, ratings = [5, 4, 5, 4, 4, 5, 4, 5, 4, 4]) {
  const db = current();
  const { id } = await insertConsultant(db, { state: "active", ...fields });
  // Genuine ratings of the last months: no burst, nothing that holds a newcomer.
  for (const [i, rating] of ratings.entries()) await insertEvaluation(db, id, rating, { dateOfCreation: new Date(Date.now() - (40 + i) * DAY) });
  await db.$transaction((tx) => refreshAggregatesForConsultants(tx, [id]));
  return id;
}

describe("abuse replay: labels", () => {
  it("a consultant's self-review with his own one-time code shows 'invited with a one-time code', never the ✓", async () => {
    const email = "lukas.brunner@brunner-finanz.example";
    const consultantId = await ratedConsultant({ email, publicEmail: "kontakt@brunner-finanz.example" });
    const me = user({ userId: "u-lukas", email, consultantId });
    await current().user.create({ data: { id: me.userId, email } });

    // He asks for a one-time code, rates himself from another network with a free-mail address and that code.
    const issued = await callJson<{ code: string }>(routes.code, "POST", "/api/evaluation/verification-code", { actor: me, body: {} });
    expect(issued.status).toBe(201);
    const body = { ...(await submissionFor(current(), consultantId, { email: "lukas.privat1987@gmail.com", quality: "top" })), code: issued.body.code };
    const submitted = await callJson<{ id: string; isVerified: boolean; codeStatus: string }>(routes.submit, "POST", "/api/evaluation", {
      body,
      headers: { "x-forwarded-for": "198.51.100.77" },
    });
    expect(submitted.status).toBe(201);
    expect(submitted.body.codeStatus).toBe("accepted");
    const id = submitted.body.id;
    const token = await confirmationTokenFromOutbox(current(), id);
    await call(routes.confirm, "POST", `/api/evaluation/${id}/confirm`, { params: { id }, body: { token }, headers: { "x-forwarded-for": "198.51.100.78" } });
    // And publishes it early, as he may.
    const published = await call(routes.publish, "PUT", `/api/evaluation/${id}/publish`, { actor: me, params: { id } });
    const stored = await current().evaluation.findUniqueOrThrow({ where: { id }, select: { heldAt: true, holdReasons: true } });
    expect({ status: published.status, held: stored.heldAt !== null, reasons: stored.holdReasons }).toEqual({ status: 200, held: false, reasons: [] });

    const shown = (await publicEvaluations(consultantId)).find((e) => e.id === id);
    expect(shown).toBeDefined();
    // The API keeps the spec's isVerified (a code) and says who vouches.
    expect(shown).toMatchObject({ isVerified: true, evidence: "oneTimeCode" });
    const text = cardText(shown!);
    expect(text).toContain("Vom Berater mit Einmalcode eingeladen");
    expect(text).not.toContain("✓");
    expect(text).not.toContain("Von Beraterwahl geprüft");
    expect(text).not.toMatch(/verifiziert/i);
    expect(earnsCheckMark(shown!.evidence)).toBe(false);
    rows.push({
      attack: "self-review with own one-time code, published early",
      submitted: 1,
      reachedPublic: 1,
      label: evidenceText(shown!.evidence, vouching),
    });
  });

  it("the consultant's 'verify' is his word: said in words, never the ✓; only an administrator's check earns it", async () => {
    const email = "vera.verify@verify-finanz.example";
    const consultantId = await ratedConsultant({ email });
    const me = user({ userId: "u-vera", email, consultantId });
    const [first, second] = await publicEvaluations(consultantId);
    const verified = await call(routes.verify, "PUT", `/api/evaluation/${first!.id}/verify`, { actor: me, params: { id: first!.id } });
    expect(verified.status).toBe(200);
    // He cannot make the platform's check.
    await expect(moderate(me, { evaluationId: second!.id, action: "verify" })).rejects.toMatchObject({ code: expect.stringMatching(/forbidden|not_found/) });
    const admin = platformAdmin();
    await moderate(admin, { evaluationId: second!.id, action: "verify" });

    const after = new Map((await publicEvaluations(consultantId)).map((e) => [e.id, e]));
    const byConsultant = after.get(first!.id)!;
    const byPlatform = after.get(second!.id)!;
    expect(byConsultant).toMatchObject({ evidence: "consultantConfirmed", isVerified: false });
    expect(cardText(byConsultant)).toContain("Kundenbeziehung vom Berater bestätigt");
    expect(cardText(byConsultant)).not.toContain("Von Beraterwahl geprüft");
    expect(byPlatform).toMatchObject({ evidence: "platformChecked", isVerified: true });
    expect(cardText(byPlatform)).toContain("Von Beraterwahl geprüft");
    // The administrator's check is logged with who and when.
    const log = await current().evaluationModeration.findMany({ where: { evaluationId: second!.id }, select: { action: true, decidedById: true } });
    expect(log).toEqual([{ action: "verify", decidedById: admin.userId }]);
    rows.push({ attack: "consultant verifies a review himself", submitted: 1, reachedPublic: 1, label: evidenceText(byConsultant.evidence, vouching) });
    rows.push({ attack: "(control) administrator checks a review", submitted: 1, reachedPublic: 1, label: evidenceText(byPlatform.evidence, vouching) });
  });
});

describe("abuse replay: profile figures", () => {
  /** Everything a visitor or a crawler can read of a profile's figures. */
  async function renderings(consultantId: number) {
    const api = await callJson<{ ratingAverage: number | null; ratingCount: number }>(routes.consultant, "GET", `/api/consultant/${consultantId}`, {
      params: { id: String(consultantId) },
    });
    const sealResponse = await call(routes.seal, "GET", `/consultants/${consultantId}/badge.svg`, { params: { id: String(consultantId) } });
    const seal = sealResponse.status === 200 ? await sealResponse.text() : null;
    const sealWords = seal ? [...seal.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!).slice(2) : [];
    const cards = await callJson<{ items: { id: number; ratingAverage: number | null; ratingCount: number }[] }>(routes.cards, "GET", "/api/consultant", {
      query: { pageSize: "50" },
    });
    const card = cards.body.items.find((c) => c.id === consultantId) ?? null;
    const view = api.status === 200 ? await getConsultant(ANONYMOUS, consultantId) : null;
    const jsonLd =
      view && view.view === "public"
        ? (consultantJsonLd(view, {
            topicNames: [],
            evaluations: await publicEvaluations(consultantId),
            locale: "de",
            appUrl: "https://beraterwahl.ch",
            vouching,
          }).makesOffer.itemOffered as Record<string, unknown>)
        : null;
    const inSitemap = (await sitemapEntries(0)).some((e) => e.path.startsWith(`/consultants/${consultantId}-`));
    const figuresShown = [
      api.status === 200 && api.body.ratingAverage !== null,
      seal !== null && !seal.includes("nicht öffentlich"),
      card !== null && card.ratingAverage !== null,
      jsonLd !== null && jsonLd.aggregateRating !== undefined,
      (await publicEvaluations(consultantId)).length > 0,
    ].filter(Boolean).length;
    return { apiStatus: api.status, sealStatus: sealResponse.status, sealWords, card, inSitemap, figuresShown };
  }

  it("an unclaimed profile (seeded Sandro Keller, 4.6 · 2): the seal and every other rendering show what the page shows", async () => {
    const id = await ratedConsultant({ givenName: "Sandro", familyName: "Keller", state: "unclaimed" }, [4.5, 4.7]);
    const r = await renderings(id);
    expect(r.apiStatus).toBe(200);
    expect(r.sealWords).toEqual(["Bewertungen nicht öffentlich"]);
    expect(r.figuresShown).toBe(0);
    expect(r.inSitemap).toBe(true);
    rows.push({
      attack: "seal/API/JSON-LD/search of an unclaimed profile (4.6 · 2 stored)",
      submitted: 2,
      reachedPublic: r.figuresShown,
      label: r.sealWords.join(" "),
    });
  });

  it("a profile whose owner deleted the account (4.0 · 26): the same as an unclaimed one", async () => {
    const ratings = [...Array(13).fill(5), ...Array(13).fill(3)] as number[];
    const id = await ratedConsultant({ givenName: "Lukas", familyName: "Brunner" }, ratings);
    expect(await current().$transaction((tx) => withdrawConsultantInTx(tx, id))).toBe("unclaimed");
    const stored = await current().consultant.findUniqueOrThrow({ where: { id }, select: { ratingAverage: true, ratingCount: true } });
    expect([Number(stored.ratingAverage), stored.ratingCount]).toEqual([4, 26]);
    const r = await renderings(id);
    expect(r.sealWords).toEqual(["Bewertungen nicht öffentlich"]);
    expect(r.figuresShown).toBe(0);
    rows.push({
      attack: "seal/API/JSON-LD/search after the account was deleted (4.0 · 26 stored)",
      submitted: 26,
      reachedPublic: r.figuresShown,
      label: r.sealWords.join(" "),
    });
  });

  it("a disabled profile: no seal, no API answer, not in search or the sitemap", async () => {
    const id = await ratedConsultant({ givenName: "Dora", familyName: "Aus", state: "disabled" });
    const r = await renderings(id);
    expect([r.apiStatus, r.sealStatus, r.card, r.inSitemap, r.figuresShown]).toEqual([404, 404, null, false, 0]);
    rows.push({ attack: "seal/API/JSON-LD/search of a disabled profile", submitted: 10, reachedPublic: 0, label: "(404, not listed)" });
  });
});
