// Every route file under app/api must have a row here: each method of each route, called as an
// anonymous visitor, an unrelated signed-in user, the record's owner and a platform administrator.
// A new route without a row fails this test; routes of other workers are listed as pending.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Actor } from "../../lib/auth/actor";
import type { RouteHandler } from "../../lib/http/route";
import type { Db } from "../../lib/db/create-client";
import * as r0 from "../../app/api/attachment/route";
import * as r1 from "../../app/api/attachment/[id]/route";
import * as r2 from "../../app/api/company/route";
import * as r3 from "../../app/api/company/[id]/route";
import * as r4 from "../../app/api/company/[id]/consultant/[consultantId]/route";
import * as r5 from "../../app/api/consultant/route";
import * as r6 from "../../app/api/consultant/top/route";
import * as r7 from "../../app/api/consultant/[id]/route";
import * as r8 from "../../app/api/consultant/[id]/stats/route";
import * as r9 from "../../app/api/consultant/[id]/activate/route";
import * as r10 from "../../app/api/consultant/[id]/disable/route";
import * as r11 from "../../app/api/consultingTopic/route";
import * as r12 from "../../app/api/consultingTopic/[id]/route";
import * as r13 from "../../app/api/questionDefinition/route";
import * as r14 from "../../app/api/questionDefinition/[id]/route";
import * as r15 from "../../app/api/salesAgent/route";
import * as r16 from "../../app/api/salesAgent/[id]/route";
import * as r17 from "../../app/api/search/route";
import * as r18 from "../../app/api/postalCode/route";
import * as r19 from "../../app/api/openapi.json/route";
import * as r20 from "../../app/api/docs/route";
import * as r21 from "../../app/api/account/route";
import * as r22 from "../../app/api/account/export/route";
import * as r23 from "../../app/api/account/claim-search/route";
import { anonymous, call, companyAdmin, insertCompany, insertConsultant, platformAdmin, user, setupApiDatabase, type CallOptions } from "../support/api";

const ctx = setupApiDatabase();

// Static imports: the bundler cannot resolve dynamic imports of bracketed folder names.
const MODULES: Record<string, Record<string, unknown>> = {
  "attachment": r0,
  "attachment/[id]": r1,
  "company": r2,
  "company/[id]": r3,
  "company/[id]/consultant/[consultantId]": r4,
  "consultant": r5,
  "consultant/top": r6,
  "consultant/[id]": r7,
  "consultant/[id]/stats": r8,
  "consultant/[id]/activate": r9,
  "consultant/[id]/disable": r10,
  "consultingTopic": r11,
  "consultingTopic/[id]": r12,
  "questionDefinition": r13,
  "questionDefinition/[id]": r14,
  "salesAgent": r15,
  "salesAgent/[id]": r16,
  "search": r17,
  "postalCode": r18,
  "openapi.json": r19,
  "docs": r20,
  "account": r21,
  "account/export": r22,
  "account/claim-search": r23,
};
const API_DIR = path.resolve(import.meta.dirname, "../../app/api");
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex").toString("base64");

type ActorKey = "anonymous" | "stranger" | "owner" | "admin";
type Fixture = { consultantId: number; companyId: number; attachmentId: string; topicId: number; questionId: number; agentId: number; owner: Actor };
type Row =
  | { route: string; method: string; pending: string }
  | { route: string; method: string; setup: (db: Db, f: Fixture) => CallOptions; expect: Record<ActorKey, number> };

function listRouteFiles(dir = API_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listRouteFiles(full);
    return name === "route.ts" ? [path.relative(API_DIR, path.dirname(full)).split(path.sep).join("/")] : [];
  });
}

function methodsOf(route: string): string[] {
  const source = readFileSync(path.join(API_DIR, route, "route.ts"), "utf8");
  return ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) => new RegExp(`export\\s+(const|async function|function)\\s+${m}\\b`).test(source));
}

/** Every method of the given routes that no row covers (a pending "*" row covers all methods of its route). */
function missingRows(routes: { route: string; methods: string[] }[], rows: Row[]): string[] {
  return routes.flatMap(({ route, methods }) =>
    methods
      .filter((method) => !rows.some((r) => r.route === route && (r.method === method || ("pending" in r && r.method === "*"))))
      .map((method) => `${method} /api/${route}`),
  );
}

const consultantBody = (topicId: number) => ({
  honorific: "mrs", givenName: "Anna", familyName: "Muster", streetName: "Gasse", streetNumber: "2", postalCode: "8001",
  city: "Zürich", canton: "ZH", publicEmail: "anna@example.ch", consultingTopicIds: [topicId], languages: ["de"],
  acceptsPrivacyPolicy: true, termsAndConditions: true,
});
const companyBody = { name: "Neue AG", streetName: "Weg", streetNumber: "1", postalCode: "3011", city: "Bern", canton: "BE", email: "info@neue.ch" };
const l10n = { de: "x", en: "x", fr: "x", it: "x" };
const topicBody = () => ({ key: `t${Math.random().toString(36).slice(2, 10)}`, name: l10n, description: l10n, icon: "x.svg" });
const questionBody = { type: "rating", text: l10n };
const agentBody = () => ({
  number: `SA${Math.random().toString(36).slice(2, 10)}`, salutation: "mr" as const, givenName: "Sam", familyName: "Seller", dateOfBirth: "1980-01-01",
  dateOfJoining: "2024-01-01", streetName: "Weg", streetNumber: "1", postalCode: "8001", city: "Zürich", email: "sam@example.ch", commissionLevelId: 1,
});
const id = (n: number | string) => ({ id: String(n) });

const ROWS: Row[] = [
  { route: "attachment", method: "GET", setup: () => ({}), expect: { anonymous: 401, stranger: 200, owner: 200, admin: 200 } },
  { route: "attachment", method: "POST", setup: () => ({ body: { fileName: "a.png", mediaType: "image/png", data: PNG } }), expect: { anonymous: 401, stranger: 201, owner: 201, admin: 201 } },
  { route: "attachment/[id]", method: "GET", setup: (_db, f) => ({ params: id(f.attachmentId) }), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  { route: "attachment/[id]", method: "PUT", setup: (_db, f) => ({ params: id(f.attachmentId), body: { fileName: "b.png", data: PNG } }), expect: { anonymous: 401, stranger: 404, owner: 200, admin: 200 } },
  { route: "attachment/[id]", method: "DELETE", setup: (_db, f) => ({ params: id(f.attachmentId) }), expect: { anonymous: 401, stranger: 404, owner: 204, admin: 204 } },
  { route: "company", method: "GET", setup: () => ({}), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  { route: "company", method: "POST", setup: () => ({ body: companyBody }), expect: { anonymous: 401, stranger: 403, owner: 403, admin: 201 } },
  { route: "company/[id]", method: "GET", setup: (_db, f) => ({ params: id(f.companyId) }), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  { route: "company/[id]", method: "PUT", setup: (_db, f) => ({ params: id(f.companyId), body: companyBody }), expect: { anonymous: 401, stranger: 403, owner: 200, admin: 200 } },
  { route: "company/[id]", method: "DELETE", setup: (_db, f) => ({ params: id(f.companyId) }), expect: { anonymous: 401, stranger: 403, owner: 403, admin: 204 } },
  // The owner here is the company's administrator, who may not invite a consultant already in the company.
  { route: "company/[id]/consultant/[consultantId]", method: "POST", setup: (_db, f) => ({ params: { id: String(f.companyId), consultantId: String(f.consultantId) }, body: { companyLinkState: "requestedByCompany" } }), expect: { anonymous: 401, stranger: 404, owner: 403, admin: 200 } },
  { route: "company/[id]/consultant/[consultantId]", method: "DELETE", setup: (_db, f) => ({ params: { id: String(f.companyId), consultantId: String(f.consultantId) } }), expect: { anonymous: 401, stranger: 404, owner: 200, admin: 200 } },
  { route: "consultant", method: "GET", setup: () => ({}), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  // The owner already has a profile (409); a stranger without one registers their own.
  { route: "consultant", method: "POST", setup: (_db, f) => ({ body: consultantBody(f.topicId) }), expect: { anonymous: 401, stranger: 201, owner: 409, admin: 201 } },
  { route: "consultant/top", method: "GET", setup: () => ({}), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  { route: "consultant/[id]", method: "GET", setup: (_db, f) => ({ params: id(f.consultantId) }), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  { route: "consultant/[id]", method: "PUT", setup: (_db, f) => ({ params: id(f.consultantId), body: consultantBody(f.topicId) }), expect: { anonymous: 401, stranger: 403, owner: 200, admin: 200 } },
  { route: "consultant/[id]", method: "DELETE", setup: (_db, f) => ({ params: id(f.consultantId) }), expect: { anonymous: 401, stranger: 403, owner: 204, admin: 204 } },
  { route: "consultant/[id]/stats", method: "GET", setup: (_db, f) => ({ params: id(f.consultantId), query: { start: "2025-01-01", end: "2025-12-31" } }), expect: { anonymous: 401, stranger: 403, owner: 200, admin: 200 } },
  { route: "consultant/[id]/activate", method: "PUT", setup: (_db, f) => ({ params: id(f.consultantId) }), expect: { anonymous: 401, stranger: 403, owner: 200, admin: 200 } },
  { route: "consultant/[id]/disable", method: "PUT", setup: (_db, f) => ({ params: id(f.consultantId) }), expect: { anonymous: 401, stranger: 403, owner: 200, admin: 200 } },
  { route: "account/claim-search", method: "GET", setup: () => ({ query: { name: "Muster" } }), expect: { anonymous: 401, stranger: 200, owner: 200, admin: 200 } },
  // Only the caller's own consultant is exported; users without one have nothing to export.
  { route: "account/export", method: "GET", setup: () => ({}), expect: { anonymous: 401, stranger: 404, owner: 200, admin: 404 } },
  // The account services match the caller's consultant by sign-in e-mail, and this fixture's owner has a
  // different e-mail than its consultant: so here it registers anew (201) and has nothing to delete (404).
  // tests/integration/account-*.test.ts cover the 409 of a second registration and a real deletion.
  { route: "account", method: "POST", setup: (_db, f) => ({ body: consultantBody(f.topicId) }), expect: { anonymous: 401, stranger: 201, owner: 201, admin: 201 } },
  // The confirmation is the owner's e-mail: anybody else typed the wrong one (422).
  { route: "account", method: "DELETE", setup: (_db, f) => ({ body: { confirmEmail: f.owner.kind === "user" ? f.owner.email : "" } }), expect: { anonymous: 401, stranger: 422, owner: 404, admin: 422 } },
  { route: "consultant/[id]/checkout/[priceId]", method: "*", pending: "billing worker" },
  { route: "consultant/[id]/portal", method: "*", pending: "billing worker" },
  { route: "consultingTopic", method: "GET", setup: () => ({}), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  { route: "consultingTopic", method: "POST", setup: () => ({ body: topicBody() }), expect: { anonymous: 401, stranger: 403, owner: 403, admin: 201 } },
  { route: "consultingTopic/[id]", method: "GET", setup: (_db, f) => ({ params: id(f.topicId) }), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  { route: "consultingTopic/[id]", method: "PUT", setup: (_db, f) => ({ params: id(f.topicId), body: topicBody() }), expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 } },
  { route: "consultingTopic/[id]", method: "DELETE", setup: (_db, f) => ({ params: id(f.topicId) }), expect: { anonymous: 401, stranger: 403, owner: 403, admin: 204 } },
  { route: "questionDefinition", method: "GET", setup: () => ({}), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  { route: "questionDefinition", method: "POST", setup: () => ({ body: questionBody }), expect: { anonymous: 401, stranger: 403, owner: 403, admin: 201 } },
  { route: "questionDefinition/[id]", method: "GET", setup: (_db, f) => ({ params: id(f.questionId) }), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  { route: "questionDefinition/[id]", method: "PUT", setup: (_db, f) => ({ params: id(f.questionId), body: questionBody }), expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 } },
  { route: "questionDefinition/[id]", method: "DELETE", setup: (_db, f) => ({ params: id(f.questionId) }), expect: { anonymous: 401, stranger: 403, owner: 403, admin: 204 } },
  { route: "salesAgent", method: "GET", setup: () => ({}), expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 } },
  { route: "salesAgent", method: "POST", setup: () => ({ body: agentBody() }), expect: { anonymous: 401, stranger: 403, owner: 403, admin: 201 } },
  { route: "salesAgent/[id]", method: "GET", setup: (_db, f) => ({ params: id(f.agentId) }), expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 } },
  { route: "salesAgent/[id]", method: "PUT", setup: (_db, f) => ({ params: id(f.agentId), body: agentBody() }), expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 } },
  { route: "salesAgent/[id]", method: "DELETE", setup: (_db, f) => ({ params: id(f.agentId) }), expect: { anonymous: 401, stranger: 403, owner: 403, admin: 204 } },
  { route: "search", method: "GET", setup: () => ({ query: { postalCode: "8001" } }), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  { route: "postalCode", method: "GET", setup: () => ({ query: { q: "80" } }), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  { route: "openapi.json", method: "GET", setup: () => ({}), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  { route: "docs", method: "GET", setup: () => ({}), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  // Owned elsewhere: one row per route covers all its methods ("*") until its owner adds real rows.
  { route: "health", method: "*", pending: "foundation (lead)" },
  { route: "auth/[...nextauth]", method: "*", pending: "sign-in worker" },
  { route: "email", method: "*", pending: "billing/e-mail worker" },
  { route: "webhooks/stripe", method: "*", pending: "billing/e-mail worker" },
  { route: "jobs/publish-evaluations", method: "*", pending: "rating worker" },
  { route: "evaluation", method: "*", pending: "rating worker" },
  { route: "evaluation/verification-code", method: "*", pending: "rating worker" },
  { route: "evaluation/[id]", method: "*", pending: "rating worker" },
  { route: "evaluation/[id]/comment", method: "*", pending: "rating worker" },
  { route: "evaluation/[id]/publish", method: "*", pending: "rating worker" },
  { route: "evaluation/[id]/verify", method: "*", pending: "rating worker" },
  { route: "evaluation/[id]/report", method: "*", pending: "rating worker" },
];

describe("route × actor matrix", () => {
  it("has a row for every method of every route file under app/api", () => {
    const routes = listRouteFiles().map((route) => ({ route, methods: methodsOf(route) }));
    expect(missingRows(routes, ROWS)).toEqual([]);
  });

  it("reports a route or a method that has no row", () => {
    expect(methodsOf("search")).toEqual(["GET"]);
    const routes = [
      { route: "search", methods: ["GET", "DELETE"] },
      { route: "made-up/[id]", methods: ["GET"] },
      { route: "email", methods: ["POST"] },
    ];
    expect(missingRows(routes, ROWS)).toEqual(["DELETE /api/search", "GET /api/made-up/[id]"]);
  });

  async function fixture(db: Db, actorKey: ActorKey): Promise<{ f: Fixture; actor: Actor }> {
    const company = await insertCompany(db);
    const consultant = await insertConsultant(db, { companyId: company.id, companyLinkState: "administrator" });
    const topic = await db.consultingTopic.create({ data: { key: `m${Math.random().toString(36).slice(2, 10)}`, name: {}, description: {}, icon: "x.svg" } });
    const question = await db.questionDefinition.create({ data: { type: "rating", text: { de: "Frage" } } });
    const agent = await db.salesAgent.create({ data: { ...agentBody(), dateOfBirth: new Date("1980-01-01"), dateOfJoining: new Date("2024-01-01") } });
    const owner = companyAdmin(consultant.id, company.id);
    const attachment = await db.attachment.create({ data: { fileName: "x.png", mediaType: "image/png", data: Buffer.from(PNG, "base64"), size: 30, createdById: owner.userId } });
    const actors: Record<ActorKey, Actor> = { anonymous, stranger: user(), owner, admin: platformAdmin() };
    return { f: { consultantId: consultant.id, companyId: company.id, attachmentId: attachment.id, topicId: topic.id, questionId: question.id, agentId: agent.id, owner }, actor: actors[actorKey] };
  }

  for (const row of ROWS) {
    if ("pending" in row) {
      it.skip(`${row.method} /api/${row.route}: owned elsewhere (${row.pending}): pending`, () => {});
      continue;
    }
    it(`${row.method} /api/${row.route}`, async () => {
      const handler = MODULES[row.route]?.[row.method] as RouteHandler;
      expect(handler, `${row.method} exported`).toBeTypeOf("function");
      const got: Record<string, number> = {};
      for (const key of Object.keys(row.expect) as ActorKey[]) {
        const { f, actor } = await fixture(ctx.current(), key);
        const res = await call(handler, row.method, `/api/${row.route}`, { ...row.setup(ctx.current(), f), actor });
        got[key] = res.status;
      }
      expect(got).toEqual(row.expect);
    });
  }
});

