// Private stays private (issue 21, item 6): every anonymous GET of the API, called as a real Request
// against its route handler, about a seeded unclaimed profile (a member of a company) and about
// evaluations in every non-public state, must carry none of their private values: street, mobile,
// e-mails and links of the unclaimed profile, customers' e-mail addresses, family names the display
// style hides, edit tokens, answer protocols. The summary page's service (the answer protocol) opens
// only with the edit token or for a platform administrator. The cases live in tests/support/privacy-walk.ts.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { RouteHandler } from "@/lib/http/route";
import { refreshAggregatesForConsultants } from "@/lib/consultants/aggregates";
import { openEvaluationSummary } from "@/lib/evaluations/get-evaluation-summary";
import { call, insertCompany, insertConsultant, setupApiDatabase, type CallOptions } from "@/tests/support/api";
import { anonymous, platformAdmin } from "@/tests/support/actors";
import {
  EVALUATION_CASES,
  evaluationColumns,
  evaluationMarkers,
  forbiddenOfRun,
  leaks,
  PROTOCOL_QUESTION,
  unclaimedMarkers,
} from "@/tests/support/privacy-walk";

const { current } = setupApiDatabase();
const RUN = `i${process.pid}`;
const API_DIR = path.resolve(import.meta.dirname, "../../app/api");
const ROUTE_MODULES = import.meta.glob("@/app/api/**/route.ts");

type Seeded = { companyId: number; unclaimedId: number; activeId: number; topicId: number; evaluations: Record<string, string> };
let seeded: Seeded;
const forbidden: string[] = [];

/** GET routes whose anonymous answers carry nothing of profiles or evaluations, with the reason. */
const NOT_WALKED: Record<string, string> = {
  "auth/[...nextauth]": "the sign-in protocol of next-auth (no profile or evaluation data; needs Next's request scope)",
};

/** The anonymous requests of each GET route: everything that could show the seeded subjects. */
function walk(s: Seeded): Record<string, CallOptions[]> {
  const evaluationIds = Object.values(s.evaluations);
  const name = unclaimedMarkers(RUN).familyName;
  return {
    "account/claim-search": [{ query: { name } }],
    "account/export": [{}],
    attachment: [{}],
    "attachment/[id]": [{ params: { id: "00000000-0000-4000-8000-000000000000" } }],
    company: [{}, { query: { q: "Firma" } }],
    "company/[id]": [{ params: { id: String(s.companyId) } }],
    consultant: [{}, { query: { q: name } }, { query: { sort: "rating" } }, { query: { consultingTopics: String(s.topicId) } }],
    "consultant/[id]": [{ params: { id: String(s.unclaimedId) } }, { params: { id: String(s.activeId) } }],
    "consultant/[id]/checkout/[priceId]": [{ params: { id: String(s.unclaimedId), priceId: "price_x" } }],
    "consultant/[id]/portal": [{ params: { id: String(s.unclaimedId) } }],
    "consultant/[id]/qr-card": [{ params: { id: String(s.activeId) }, query: { size: "a6" } }],
    // Register badges are public, but never who checked them.
    "consultant/[id]/registration": [{ params: { id: String(s.unclaimedId) } }, { params: { id: String(s.activeId) } }],
    "consultant/[id]/stats": [{ params: { id: String(s.unclaimedId) }, query: { start: "2025-01-01", end: "2025-12-31" } }],
    "consultant/[id]/insights": [{ params: { id: String(s.unclaimedId) }, query: { start: "2025-01-01", end: "2025-12-31" } }],
    "consultant/top": [{}, { query: { limit: "50" } }],
    consultingTopic: [{}],
    "consultingTopic/[id]": [{ params: { id: String(s.topicId) } }],
    // The lead inbox is its owner's correspondence.
    conversation: [{}, { query: { filter: "unread" } }],
    "conversation/[id]": [{ params: { id: "1" } }],
    // A dispute's record and its evidence are for moderators, its state for the rated consultant.
    "dispute/[id]": [{ params: { id: "1" } }],
    "dispute/[id]/evidence/[evidenceId]": [{ params: { id: "1", evidenceId: "1" } }],
    docs: [{}],
    evaluation: [s.unclaimedId, s.activeId].flatMap((id): CallOptions[] => [
      { query: { consultantId: String(id), pageSize: "32" } },
      { query: { consultantId: String(id), pageSize: "32", sort: "rating" } },
      { query: { consultantId: String(id), scope: "owner" } },
    ]),
    "evaluation/[id]": evaluationIds.map((id) => ({ params: { id } })),
    "evaluation/[id]/dispute": evaluationIds.map((id) => ({ params: { id } })),
    health: [{}],
    invitation: [{}],
    "jobs/publish-evaluations": [{}],
    "openapi.json": [{}],
    postalCode: [{ query: { q: "8001" } }],
    questionDefinition: [{}],
    "questionDefinition/[id]": [{ params: { id: "1" } }],
    salesAgent: [{}],
    "salesAgent/[id]": [{ params: { id: "1" } }],
    search: [
      { query: { type: "name", name } },
      { query: { type: "perimeter", postalCode: "8001" } },
      { query: { type: "canton", canton: "ZH" } },
      { query: { type: "name", name, sort: "name" } },
    ],
  };
}

function getRoutesOnDisk(dir = API_DIR): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return getRoutesOnDisk(full);
    if (entry !== "route.ts") return [];
    const source = readFileSync(full, "utf8");
    return /export\s+(?:const|async function|function)\s+GET\b|\bas\s+GET\b/.test(source)
      ? [path.relative(API_DIR, path.dirname(full)).split(path.sep).join("/")]
      : [];
  });
}

async function seed(): Promise<Seeded> {
  const db = current();
  const topicId = (await db.consultingTopic.findFirstOrThrow({ where: { active: true } })).id;
  const company = await insertCompany(db);
  const u = unclaimedMarkers(RUN);
  const unclaimed = await insertConsultant(db, {
    state: "unclaimed",
    givenName: u.givenName,
    familyName: u.familyName,
    email: u.email,
    publicEmail: u.publicEmail,
    streetName: u.streetName,
    streetNumber: "17b",
    phoneCellular: u.phoneCellular,
    websiteUrl: u.websiteUrl,
    introduction: u.introduction,
    calensoToken: u.calensoToken,
    calensoWorkerId: "w-1",
    companyId: company.id,
    companyLinkState: "accepted",
    consultingTopics: { create: [{ consultingTopicId: topicId }] },
  });
  const active = await insertConsultant(db, {
    companyId: company.id,
    companyLinkState: "accepted",
    consultingTopics: { create: [{ consultingTopicId: topicId }] },
  });
  const categories = await db.ratingCategory.findMany({ select: { id: true } });
  const evaluations: Record<string, string> = {};
  for (const c of EVALUATION_CASES) {
    const m = evaluationMarkers(c, RUN);
    const row = await db.evaluation.create({
      data: {
        consultantId: c.ofUnclaimed ? unclaimed.id : active.id,
        ...evaluationColumns(c, RUN),
        ratings: { create: categories.map((rc) => ({ ratingCategoryId: rc.id, value: 2 })) },
        topics: { create: [{ consultingTopicId: topicId }] },
        questionResults: {
          create: [
            {
              points: 0,
              value: 0,
              textValue: m.protocolAnswer,
              questionSnapshot: PROTOCOL_QUESTION,
            },
          ],
        },
      } as Parameters<typeof db.evaluation.create>[0]["data"],
      select: { id: true },
    });
    evaluations[c.key] = row.id;
  }
  await db.$transaction((tx) => refreshAggregatesForConsultants(tx, [unclaimed.id, active.id]));
  forbidden.push(...forbiddenOfRun(RUN));
  return { companyId: company.id, unclaimedId: unclaimed.id, activeId: active.id, topicId, evaluations };
}

beforeAll(async () => {
  seeded = await seed();
});

describe("anonymous API answers about an unclaimed profile and non-public evaluations", () => {
  it("walks every GET route of app/api (a new route needs its requests here)", () => {
    const walked = Object.keys(walk(seeded)).concat(Object.keys(NOT_WALKED)).sort();
    expect(walked).toEqual(getRoutesOnDisk().sort());
  });

  it("no answer carries a private value", async () => {
    const found: string[] = [];
    const statuses: string[] = [];
    for (const [route, requests] of Object.entries(walk(seeded))) {
      const handler = ((await ROUTE_MODULES[`/app/api/${route}/route.ts`]!()) as { GET: RouteHandler }).GET;
      for (const options of requests) {
        const response = await call(handler, "GET", `/api/${route}`, { ...options, actor: anonymous });
        const text = await response.text();
        statuses.push(`${route} ${response.status}`);
        for (const marker of leaks(text, forbidden)) found.push(`GET /api/${route} ${JSON.stringify(options)}: ${marker}`);
      }
    }
    expect(found).toEqual([]);
    // The walk reached the data: the profile, the company with its members, the public cards answered.
    expect(statuses).toContain("consultant/[id] 200");
    expect(statuses).toContain("company/[id] 200");
  });

  it("the unclaimed profile's answer holds what its page shows: name, place, company; no contact details, no ratings", async () => {
    const { GET } = await import("@/app/api/consultant/[id]/route");
    const body = (await (await call(GET, "GET", `/api/consultant/${seeded.unclaimedId}`, { params: { id: String(seeded.unclaimedId) } })).json()) as Record<
      string,
      unknown
    >;
    const u = unclaimedMarkers(RUN);
    expect(body).toMatchObject({
      state: "unclaimed",
      givenName: u.givenName,
      familyName: u.familyName,
      postalCode: "8001",
      city: "Zürich",
      companyId: seeded.companyId,
    });
    expect(body).toMatchObject({
      streetName: null,
      streetNumber: null,
      latitude: null,
      longitude: null,
      publicEmail: null,
      phoneCellular: null,
      websiteUrl: null,
      introduction: null,
      booking: null,
      ratingAverage: null,
      ratingCount: 0,
      averageRatings: [],
    });
    expect(body).not.toHaveProperty("email");
    expect(body).not.toHaveProperty("calensoToken");
  });

  it("the company's figures count only what its members' pages show (not the unclaimed member's ratings)", async () => {
    const { GET } = await import("@/app/api/company/[id]/route");
    const body = (await (await call(GET, "GET", `/api/company/${seeded.companyId}`, { params: { id: String(seeded.companyId) } })).json()) as {
      ratingCount: number;
    };
    expect(body.ratingCount).toBe(EVALUATION_CASES.filter((c) => c.publicCard).length);
  });

  it("the public cards of the published evaluations show the display name, never the hidden family name", async () => {
    const { GET } = await import("@/app/api/evaluation/[id]/route");
    for (const c of EVALUATION_CASES) {
      const id = seeded.evaluations[c.key]!;
      const response = await call(GET, "GET", `/api/evaluation/${id}`, { params: { id } });
      expect(response.status, c.label).toBe(c.publicCard ? 200 : 404);
      if (c.publicCard) {
        const body = (await response.json()) as { displayName: string; comment: string };
        const m = evaluationMarkers(c, RUN);
        expect(body.displayName).toBe(c.nameDisplayStyle === "givenName" ? m.customerGivenName : `${m.customerGivenName} G.`);
        expect(body.comment).toBe(m.comment);
      }
    }
  });
});

describe("the summary (answer protocol) of /evaluation/{id}/summary", () => {
  for (const c of EVALUATION_CASES) {
    it(`${c.label}: the protocol with the edit token or for an administrator; otherwise ${c.publicCard ? "the public page" : "not found"}`, async () => {
      const id = seeded.evaluations[c.key]!;
      const m = evaluationMarkers(c, RUN);
      const withToken = await openEvaluationSummary(anonymous, id, "de", m.editToken);
      expect(withToken.kind).toBe("summary");
      if (withToken.kind === "summary") expect(withToken.summary.protocol.map((p) => p.textValue)).toEqual([m.protocolAnswer]);
      expect((await openEvaluationSummary(platformAdmin(), id, "de", null)).kind).toBe("summary");

      const expected = c.publicCard ? { kind: "public", evaluationId: id } : { kind: "missing" };
      expect(await openEvaluationSummary(anonymous, id, "de", null)).toEqual(expected);
      expect(await openEvaluationSummary(anonymous, id, "de", "not-the-token")).toEqual(expected);
      // A consultant (even the rated one) is no platform administrator: the protocol is the customer's.
      const consultant = { ...platformAdmin(), isPlatformAdmin: false, permissions: [], consultantId: seeded.activeId };
      expect(await openEvaluationSummary(consultant, id, "de", null)).toEqual(expected);
    });
  }
});
