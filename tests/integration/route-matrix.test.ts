// Every route file under app/api must have a row here: each method of each route, called as an
// anonymous visitor, an unrelated signed-in user, the record's owner and a platform administrator.
// A new route without a row fails this test.
// First: next-auth's route reads next/headers, which needs the AsyncLocalStorage this module installs.
import { API_ROUTES, listRouteFiles, methodsOf, routeContract } from "@/tests/support/api-routes";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import type { RouteHandler } from "@/lib/http/route";
import type { Db } from "@/lib/db/create-client";
import { whenDeliveredSoon } from "@/lib/email/deliver-soon";
import { submitEvaluation } from "@/lib/evaluations/submit-evaluation";
import { confirmationTokenFromOutbox, submissionFor, submitAndConfirm } from "./evaluation-fixtures";
import { call, insertCompany, insertConsultant, insertEvaluation, setupApiDatabase, type CallOptions } from "@/tests/support/api";
import { anonymous, companyAdmin, platformAdmin, user } from "@/tests/support/actors";
import { companyBody, consultantBody, l10n, salesAgentBody, salesAgentRow, topicBody } from "@/tests/support/request-bodies";

// Secrets of its own; billing, the identity provider and SMTP unconfigured (read once by lib/config).
const SECRETS = await vi.hoisted(async () => (await import("@/tests/support/api-environment")).isolatedApiEnvironment("route-matrix"));

const ctx = setupApiDatabase();
// POST /api/email delivers in the background: let it finish before the database goes.
afterAll(() => whenDeliveredSoon());

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex").toString("base64");

type ActorKey = "anonymous" | "stranger" | "owner" | "admin";
// owner: the consultant (and administrator of the company) that owns the fixture's records, evaluationId among them.
type Fixture = {
  consultantId: number;
  companyId: number;
  attachmentId: string;
  topicId: number;
  questionId: number;
  agentId: number;
  evaluationId: string;
  owner: Actor;
};
/** `label` tells apart several rows of one method (e.g. with and without a secret). */
type Row = {
  route: string;
  method: string;
  label?: string;
  setup: (db: Db, f: Fixture) => CallOptions | Promise<CallOptions>;
  expect: Record<ActorKey, number>;
};

/** Every method of the given routes that no row covers. */
function missingRows(routes: { route: string; methods: string[] }[], rows: Row[]): string[] {
  return routes.flatMap(({ route, methods }) =>
    methods.filter((method) => !rows.some((r) => r.route === route && r.method === method)).map((method) => `${method} /api/${route}`),
  );
}

const questionBody = { type: "rating", text: l10n };
const id = (n: number | string) => ({ id: String(n) });
const badgeBody = { kind: "fidlegAdviser", identifier: "BR-1", registrar: "Regservices AG", checkedOn: "2026-01-15" };
async function insertBadge(db: Db, consultantId: number): Promise<number> {
  const row = await db.consultantRegistration.create({
    data: {
      consultantId,
      kind: "ombudsman",
      identifier: "OFS-1",
      checkedOn: new Date("2026-01-15T00:00:00Z"),
      checkedByUserId: "seed",
      checkedByEmail: "admin@example.ch",
    },
  });
  return row.id;
}
/** A complete rating of the seeded questionnaire: the questions this file's fixture adds are retired first. */
async function rating(db: Db, consultantId: number) {
  await db.questionDefinition.updateMany({ where: { text: { equals: { de: "Frage" } } }, data: { active: false } });
  return submissionFor(db, consultantId);
}

/** A dispute of a fresh published review of the fixture's consultant, in the given status, with its reviewer's answer token. */
async function insertDispute(
  db: Db,
  f: Fixture,
  status: "screening" | "awaitingReviewer" | "answered" = "screening",
): Promise<{ id: number; evaluationId: string; token: string }> {
  const evaluation = await insertEvaluation(db, f.consultantId, 3);
  const { createHash, randomBytes } = await import("node:crypto");
  const token = randomBytes(32).toString("base64url");
  const row = await db.evaluationDispute.create({
    data: {
      evaluationId: evaluation.id,
      consultantId: f.consultantId,
      reason: "falseFacts",
      explanation: "Die Kosten waren anders vereinbart.",
      status,
      reviewerAskedAt: status === "screening" ? null : new Date(),
      answerDueAt: status === "screening" ? null : new Date(Date.now() + 14 * 86_400_000),
      reviewerTokenHash: createHash("sha256").update(token, "utf8").digest("hex"),
    },
    select: { id: true, evaluationId: true },
  });
  return { ...row, token };
}

/** A contact message to the fixture's consultant, kept in their inbox. */
async function insertConversation(db: Db, f: Fixture): Promise<number> {
  const row = await db.conversation.create({
    data: {
      consultantId: f.consultantId,
      senderName: "Eva Muster",
      senderEmail: "eva@example.ch",
      locale: "de",
      messages: { create: { direction: "received", text: "Hallo" } },
    },
  });
  return row.id;
}

const noticeBody = { reason: "insultOrThreat", explanation: "Beleidigend.", name: "Eva Muster", email: "eva@example.ch", goodFaith: true };
/** A confirmed notice on a published review of the fixture's consultant, waiting for a moderator. */
async function openNotice(db: Db, f: Fixture) {
  const evaluation = await insertEvaluation(db, f.consultantId, 2);
  return db.moderationNotice.create({
    data: {
      subject: "review",
      evaluationId: evaluation.id,
      consultantId: f.consultantId,
      reason: "insultOrThreat",
      explanation: "Beleidigend.",
      reporterName: "Eva Muster",
      reporterEmail: "eva@example.ch",
      reporterEmailKey: "eva@example.ch",
      locale: "de",
      goodFaith: true,
      status: "open",
      confirmedAt: new Date(),
    },
  });
}
/** The reviewer's open appeal of a rule's hold. */
async function openAppeal(db: Db, f: Fixture) {
  const evaluation = await insertEvaluation(db, f.consultantId, 2, { state: "inReview", heldAt: new Date(), holdReasons: ["burst"] });
  const decision = await db.moderationDecision.create({
    data: { subject: "review", evaluationId: evaluation.id, consultantId: f.consultantId, outcome: "held", source: "rule", ground: "burst", automated: true },
  });
  return db.moderationAppeal.create({ data: { decisionId: decision.id, party: "reviewer", text: "Ich bin echte Kundin." } });
}

const ROWS: Row[] = [
  { route: "attachment", method: "GET", setup: () => ({}), expect: { anonymous: 401, stranger: 200, owner: 200, admin: 200 } },
  {
    route: "attachment",
    method: "POST",
    setup: () => ({ body: { fileName: "a.png", mediaType: "image/png", data: PNG } }),
    expect: { anonymous: 401, stranger: 201, owner: 201, admin: 201 },
  },
  {
    route: "attachment/[id]",
    method: "GET",
    setup: (_db, f) => ({ params: id(f.attachmentId) }),
    expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 },
  },
  {
    route: "attachment/[id]",
    method: "PUT",
    setup: (_db, f) => ({ params: id(f.attachmentId), body: { fileName: "b.png", data: PNG } }),
    expect: { anonymous: 401, stranger: 404, owner: 200, admin: 200 },
  },
  {
    route: "attachment/[id]",
    method: "DELETE",
    setup: (_db, f) => ({ params: id(f.attachmentId) }),
    expect: { anonymous: 401, stranger: 404, owner: 204, admin: 204 },
  },
  { route: "company", method: "GET", setup: () => ({}), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  { route: "company", method: "POST", setup: () => ({ body: companyBody() }), expect: { anonymous: 401, stranger: 403, owner: 403, admin: 201 } },
  { route: "company/[id]", method: "GET", setup: (_db, f) => ({ params: id(f.companyId) }), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  {
    route: "company/[id]",
    method: "PUT",
    setup: (_db, f) => ({ params: id(f.companyId), body: companyBody() }),
    expect: { anonymous: 401, stranger: 403, owner: 200, admin: 200 },
  },
  {
    route: "company/[id]",
    method: "DELETE",
    setup: (_db, f) => ({ params: id(f.companyId) }),
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 204 },
  },
  // The owner here is the company's administrator, who may not invite a consultant already in the company.
  {
    route: "company/[id]/consultant/[consultantId]",
    method: "POST",
    setup: (_db, f) => ({ params: { id: String(f.companyId), consultantId: String(f.consultantId) }, body: { companyLinkState: "requestedByCompany" } }),
    expect: { anonymous: 401, stranger: 404, owner: 403, admin: 200 },
  },
  {
    route: "company/[id]/consultant/[consultantId]",
    method: "DELETE",
    setup: (_db, f) => ({ params: { id: String(f.companyId), consultantId: String(f.consultantId) } }),
    expect: { anonymous: 401, stranger: 404, owner: 200, admin: 200 },
  },
  { route: "consultant", method: "GET", setup: () => ({}), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  // The owner already has a profile (409); a stranger without one registers their own.
  {
    route: "consultant",
    method: "POST",
    setup: (_db, f) => ({ body: consultantBody({ consultingTopicIds: [f.topicId] }) }),
    expect: { anonymous: 401, stranger: 201, owner: 409, admin: 201 },
  },
  { route: "consultant/top", method: "GET", setup: () => ({}), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  {
    route: "consultant/[id]",
    method: "GET",
    setup: (_db, f) => ({ params: id(f.consultantId) }),
    expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 },
  },
  {
    route: "consultant/[id]",
    method: "PUT",
    setup: (_db, f) => ({ params: id(f.consultantId), body: consultantBody({ consultingTopicIds: [f.topicId] }) }),
    expect: { anonymous: 401, stranger: 403, owner: 200, admin: 200 },
  },
  {
    route: "consultant/[id]",
    method: "DELETE",
    setup: (_db, f) => ({ params: id(f.consultantId) }),
    expect: { anonymous: 401, stranger: 403, owner: 204, admin: 204 },
  },
  {
    route: "consultant/[id]/erase",
    method: "POST",
    setup: async (db, f) => ({
      params: id(f.consultantId),
      body: { confirmNumber: (await db.consultant.findUniqueOrThrow({ where: { id: f.consultantId } })).number },
    }),
    // Erasing a profile with its evaluations is a platform administrator's decision only, its owner's never.
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 },
  },
  {
    route: "consultant/[id]/merge",
    method: "POST",
    setup: async (db, f) => ({
      params: id(f.consultantId),
      body: {
        survivorId: (await insertConsultant(db, { state: "unclaimed" })).id,
        confirmNumber: (await db.consultant.findUniqueOrThrow({ where: { id: f.consultantId } })).number,
      },
    }),
    // Merging profiles is a platform administrator's decision only, never the owner's.
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 },
  },
  // Register badges: public to read; only platform administrators record them, the consultant themself never.
  {
    route: "consultant/[id]/registration",
    method: "GET",
    setup: (_db, f) => ({ params: id(f.consultantId) }),
    expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 },
  },
  {
    route: "consultant/[id]/registration",
    method: "POST",
    setup: (_db, f) => ({ params: id(f.consultantId), body: badgeBody }),
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 201 },
  },
  {
    route: "consultant/[id]/registration/[registrationId]",
    method: "PUT",
    setup: async (db, f) => ({
      params: { id: String(f.consultantId), registrationId: String(await insertBadge(db, f.consultantId)) },
      body: { ...badgeBody, identifier: "BR-2" },
    }),
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 },
  },
  {
    route: "consultant/[id]/registration/[registrationId]",
    method: "DELETE",
    setup: async (db, f) => ({ params: { id: String(f.consultantId), registrationId: String(await insertBadge(db, f.consultantId)) } }),
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 204 },
  },
  {
    route: "consultant/[id]/stats",
    method: "GET",
    setup: (_db, f) => ({ params: id(f.consultantId), query: { start: "2025-01-01", end: "2025-12-31" } }),
    expect: { anonymous: 401, stranger: 403, owner: 200, admin: 200 },
  },
  // The fixture's owner has neither a trial nor a subscription: the insights are part of the plan
  // (tests/integration/insights.test.ts shows the owner's 200 during the trial).
  {
    route: "consultant/[id]/insights",
    method: "GET",
    setup: (_db, f) => ({ params: id(f.consultantId), query: { start: "2025-01-01", end: "2025-12-31" } }),
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 },
  },
  // The profile page's beacon: anyone, answered alike whether or not it counted.
  {
    route: "consultant/[id]/view",
    method: "POST",
    setup: (_db, f) => ({ params: id(f.consultantId) }),
    expect: { anonymous: 204, stranger: 204, owner: 204, admin: 204 },
  },
  // The search results page's beacon: anyone, answered alike whether or not it counted.
  {
    route: "search/appearances",
    method: "POST",
    setup: () => ({ query: { type: "perimeter", postalCode: "8001" } }),
    expect: { anonymous: 204, stranger: 204, owner: 204, admin: 204 },
  },
  {
    route: "consultant/[id]/activate",
    method: "PUT",
    setup: (_db, f) => ({ params: id(f.consultantId) }),
    expect: { anonymous: 401, stranger: 403, owner: 200, admin: 200 },
  },
  {
    route: "consultant/[id]/disable",
    method: "PUT",
    setup: (_db, f) => ({ params: id(f.consultantId) }),
    expect: { anonymous: 401, stranger: 403, owner: 200, admin: 200 },
  },
  {
    route: "account/claim-search",
    method: "GET",
    setup: () => ({ query: { name: "Muster" } }),
    expect: { anonymous: 401, stranger: 200, owner: 200, admin: 200 },
  },
  // Only the caller's own consultant is exported; users without one have nothing to export.
  { route: "account/export", method: "GET", setup: () => ({}), expect: { anonymous: 401, stranger: 404, owner: 200, admin: 404 } },
  // The account services match the caller's consultant by sign-in e-mail, and this fixture's owner has a
  // different e-mail than its consultant: so here it registers anew (201) and has nothing to delete (404).
  // tests/integration/account-*.test.ts cover the 409 of a second registration and a real deletion.
  {
    route: "account",
    method: "POST",
    setup: (_db, f) => ({ body: consultantBody({ consultingTopicIds: [f.topicId] }) }),
    expect: { anonymous: 401, stranger: 201, owner: 201, admin: 201 },
  },
  // The confirmation is the owner's e-mail: anybody else typed the wrong one (422).
  {
    route: "account",
    method: "DELETE",
    setup: (_db, f) => ({ body: { confirmEmail: f.owner.kind === "user" ? f.owner.email : "" } }),
    expect: { anonymous: 401, stranger: 422, owner: 404, admin: 422 },
  },
  // Billing is not configured here (no STRIPE_SECRET_KEY): whoever may manage the consultant's billing gets the
  // documented 503 "not configured"; nobody else learns the consultant exists. billing-checkout.test.ts covers Stripe.
  {
    route: "consultant/[id]/checkout/[priceId]",
    method: "GET",
    setup: (_db, f) => ({ params: { id: String(f.consultantId), priceId: "price_x" } }),
    expect: { anonymous: 401, stranger: 404, owner: 503, admin: 503 },
  },
  {
    route: "consultant/[id]/portal",
    method: "GET",
    setup: (_db, f) => ({ params: id(f.consultantId) }),
    expect: { anonymous: 401, stranger: 404, owner: 503, admin: 503 },
  },
  { route: "consultingTopic", method: "GET", setup: () => ({}), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  { route: "consultingTopic", method: "POST", setup: () => ({ body: topicBody() }), expect: { anonymous: 401, stranger: 403, owner: 403, admin: 201 } },
  {
    route: "consultingTopic/[id]",
    method: "GET",
    setup: (_db, f) => ({ params: id(f.topicId) }),
    expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 },
  },
  {
    route: "consultingTopic/[id]",
    method: "PUT",
    setup: (_db, f) => ({ params: id(f.topicId), body: topicBody() }),
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 },
  },
  {
    route: "consultingTopic/[id]",
    method: "DELETE",
    setup: (_db, f) => ({ params: id(f.topicId) }),
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 204 },
  },
  // The fixture adds a topic for every actor, so a one-id order is incomplete: the administrator passes the
  // permission check and gets the 409 of a stale order. tests/integration/admin-reorder.test.ts applies real orders.
  {
    route: "consultingTopic/order",
    method: "PUT",
    setup: (_db, f) => ({ body: { ids: [f.topicId] } }),
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 409 },
  },
  { route: "questionDefinition", method: "GET", setup: () => ({}), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  { route: "questionDefinition", method: "POST", setup: () => ({ body: questionBody }), expect: { anonymous: 401, stranger: 403, owner: 403, admin: 201 } },
  {
    route: "questionDefinition/[id]",
    method: "GET",
    setup: (_db, f) => ({ params: id(f.questionId) }),
    expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 },
  },
  {
    route: "questionDefinition/[id]",
    method: "PUT",
    setup: (_db, f) => ({ params: id(f.questionId), body: questionBody }),
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 },
  },
  {
    route: "questionDefinition/[id]",
    method: "DELETE",
    setup: (_db, f) => ({ params: id(f.questionId) }),
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 204 },
  },
  {
    route: "questionDefinition/order",
    method: "PUT",
    setup: (_db, f) => ({ body: { ids: [f.questionId] } }),
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 409 },
  },
  { route: "salesAgent", method: "GET", setup: () => ({}), expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 } },
  { route: "salesAgent", method: "POST", setup: () => ({ body: salesAgentBody() }), expect: { anonymous: 401, stranger: 403, owner: 403, admin: 201 } },
  {
    route: "salesAgent/[id]",
    method: "GET",
    setup: (_db, f) => ({ params: id(f.agentId) }),
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 },
  },
  {
    route: "salesAgent/[id]",
    method: "PUT",
    setup: (_db, f) => ({ params: id(f.agentId), body: salesAgentBody() }),
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 },
  },
  {
    route: "salesAgent/[id]",
    method: "DELETE",
    setup: (_db, f) => ({ params: id(f.agentId) }),
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 204 },
  },
  { route: "search", method: "GET", setup: () => ({ query: { postalCode: "8001" } }), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  { route: "postalCode", method: "GET", setup: () => ({ query: { q: "80" } }), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  { route: "openapi.json", method: "GET", setup: () => ({}), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  { route: "docs", method: "GET", setup: () => ({}), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  { route: "health", method: "GET", setup: () => ({}), expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 } },
  // next-auth answers by its own cookies, not by our actor: the same for everybody.
  {
    route: "auth/[...nextauth]",
    method: "GET",
    label: "providers",
    setup: () => ({ params: { nextauth: "providers" } }),
    expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 },
  },
  {
    route: "auth/[...nextauth]",
    method: "GET",
    label: "csrf",
    setup: () => ({ params: { nextauth: "csrf" } }),
    expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 },
  },
  // A sign-out without the CSRF token is sent back to the confirmation page.
  {
    route: "auth/[...nextauth]",
    method: "POST",
    label: "signout without CSRF token",
    setup: () => ({ params: { nextauth: "signout" }, body: "", headers: { "content-type": "application/x-www-form-urlencoded" } }),
    expect: { anonymous: 302, stranger: 302, owner: 302, admin: 302 },
  },
  // The public forms: open to everybody (within the rate limit).
  {
    route: "email",
    method: "POST",
    setup: () => ({ body: { purpose: "contactTeam", name: "Eva", email: "eva@example.ch", text: "Hallo" } }),
    expect: { anonymous: 202, stranger: 202, owner: 202, admin: 202 },
  },
  // The link's token is the only authorization, whoever follows it: a made-up one is unknown to everybody.
  {
    route: "email/confirm",
    method: "POST",
    setup: () => ({ body: { token: "x".repeat(43) } }),
    expect: { anonymous: 404, stranger: 404, owner: 404, admin: 404 },
  },
  // The consultant's own address (or staff's): nobody else learns it exists.
  {
    route: "email/confirmation",
    method: "POST",
    setup: (_db, f) => ({ body: { consultantId: f.consultantId } }),
    expect: { anonymous: 401, stranger: 404, owner: 202, admin: 202 },
  },
  // The signature is the only authentication, whoever calls.
  {
    route: "webhooks/stripe",
    method: "POST",
    label: "without signature",
    setup: () => ({ body: { id: "evt_1", type: "customer.created", created: 1, data: { object: {} } } }),
    expect: { anonymous: 400, stranger: 400, owner: 400, admin: 400 },
  },
  {
    route: "webhooks/stripe",
    method: "POST",
    label: "forged signature",
    setup: () => ({
      body: { id: "evt_1", type: "customer.created", created: 1, data: { object: {} } },
      headers: { "stripe-signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` },
    }),
    expect: { anonymous: 400, stranger: 400, owner: 400, admin: 400 },
  },
  // The cron's bearer secret is the only authentication, whoever calls (GET for Vercel Cron, POST for others).
  {
    route: "jobs/publish-evaluations",
    method: "GET",
    label: "without the secret",
    setup: () => ({}),
    expect: { anonymous: 401, stranger: 401, owner: 401, admin: 401 },
  },
  {
    route: "jobs/publish-evaluations",
    method: "GET",
    label: "with the secret",
    setup: () => ({ headers: { authorization: `Bearer ${SECRETS.jobs}` } }),
    expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 },
  },
  {
    route: "jobs/publish-evaluations",
    method: "POST",
    label: "without the secret",
    setup: () => ({}),
    expect: { anonymous: 401, stranger: 401, owner: 401, admin: 401 },
  },
  {
    route: "jobs/publish-evaluations",
    method: "POST",
    label: "with the secret",
    setup: () => ({ headers: { authorization: `Bearer ${SECRETS.jobs}` } }),
    expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 },
  },
  // The consultant's list with every state (scope=owner); the public list is open to all.
  {
    route: "evaluation",
    method: "GET",
    setup: (_db, f) => ({ query: { consultantId: String(f.consultantId), scope: "owner" } }),
    expect: { anonymous: 401, stranger: 404, owner: 200, admin: 200 },
  },
  // Rating is open to everybody, signed in or not.
  {
    route: "evaluation",
    method: "POST",
    setup: async (db, f) => ({ body: await rating(db, f.consultantId) }),
    expect: { anonymous: 201, stranger: 201, owner: 201, admin: 201 },
  },
  // A code for this consultant: for the consultant or an administrator only.
  {
    route: "evaluation/verification-code",
    method: "POST",
    setup: (_db, f) => ({ body: { consultantId: f.consultantId } }),
    expect: { anonymous: 401, stranger: 404, owner: 201, admin: 201 },
  },
  // The fixture's evaluation is still in review: only its consultant and staff see it.
  {
    route: "evaluation/[id]",
    method: "GET",
    setup: (_db, f) => ({ params: id(f.evaluationId) }),
    expect: { anonymous: 404, stranger: 404, owner: 200, admin: 200 },
  },
  // The edit token is the customer's authorization, whoever sends it.
  {
    route: "evaluation/[id]",
    method: "PUT",
    setup: async (db, f) => {
      const submission = await rating(db, f.consultantId);
      const submitted = await submitAndConfirm(submission, { db });
      return { params: id(submitted.id), body: { ...submission, editToken: submitted.editToken, comment: "Geändert." } };
    },
    expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 },
  },
  // The evaluation's own consultant sees it but may not delete it (403); nobody but staff may.
  {
    route: "evaluation/[id]",
    method: "DELETE",
    setup: (_db, f) => ({ params: id(f.evaluationId) }),
    expect: { anonymous: 401, stranger: 404, owner: 403, admin: 204 },
  },
  {
    route: "evaluation/[id]/comment",
    method: "POST",
    setup: (_db, f) => ({ params: id(f.evaluationId), body: { comment: "Danke!" } }),
    expect: { anonymous: 401, stranger: 404, owner: 200, admin: 200 },
  },
  {
    route: "evaluation/[id]/publish",
    method: "PUT",
    setup: (_db, f) => ({ params: id(f.evaluationId) }),
    expect: { anonymous: 401, stranger: 404, owner: 200, admin: 200 },
  },
  {
    route: "evaluation/[id]/verify",
    method: "PUT",
    setup: (_db, f) => ({ params: id(f.evaluationId) }),
    expect: { anonymous: 401, stranger: 404, owner: 200, admin: 200 },
  },
  // The dispute procedure: the rated consultant disputes and reads their dispute; moderators screen, read and
  // decide; the reviewer answers with the mailed token, whoever sends it; evidence exists for moderators only.
  {
    route: "evaluation/[id]/dispute",
    method: "POST",
    setup: async (db, f) => ({
      params: id((await insertEvaluation(db, f.consultantId, 2)).id),
      body: { reason: "falseFacts", explanation: "Die Kosten waren vorab schriftlich vereinbart." },
    }),
    // Disputing is the rated consultant's right, not an administrator's.
    expect: { anonymous: 401, stranger: 404, owner: 201, admin: 404 },
  },
  {
    route: "evaluation/[id]/dispute",
    method: "GET",
    setup: async (db, f) => ({ params: id((await insertDispute(db, f)).evaluationId) }),
    expect: { anonymous: 401, stranger: 404, owner: 200, admin: 404 },
  },
  {
    route: "dispute/[id]",
    method: "GET",
    setup: async (db, f) => ({ params: id((await insertDispute(db, f)).id) }),
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 },
  },
  {
    route: "dispute/[id]/screening",
    method: "POST",
    setup: async (db, f) => ({ params: id((await insertDispute(db, f)).id), body: { action: "reject", reason: "Kein konkreter Grund." } }),
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 },
  },
  {
    route: "dispute/[id]/decision",
    method: "POST",
    setup: async (db, f) => ({ params: id((await insertDispute(db, f, "answered")).id), body: { outcome: "kept", summaryForConsultant: "Geschildert." } }),
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 },
  },
  {
    route: "dispute/[id]/answer",
    method: "POST",
    setup: async (db, f) => {
      const dispute = await insertDispute(db, f, "awaitingReviewer");
      return {
        params: id(dispute.id),
        body: { token: dispute.token, consultationDate: "2026-03-02", consultationSubject: "Hypothek", answer: "Termin in Zürich." },
      };
    },
    expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 },
  },
  {
    route: "dispute/[id]/evidence/[evidenceId]",
    method: "GET",
    setup: async (db, f) => {
      const dispute = await insertDispute(db, f, "answered");
      const file = await db.disputeEvidence.create({
        data: { disputeId: dispute.id, fileName: "a.pdf", mediaType: "application/pdf", data: new Uint8Array(Buffer.from("%PDF-1.7")) },
        select: { id: true },
      });
      return { params: { id: String(dispute.id), evidenceId: String(file.id) } };
    },
    expect: { anonymous: 401, stranger: 404, owner: 404, admin: 200 },
  },
  {
    route: "evaluation/[id]/report",
    method: "POST",
    setup: (_db, f) => ({ params: id(f.evaluationId), body: { reason: "inappropriateContent" } }),
    expect: { anonymous: 401, stranger: 404, owner: 201, admin: 201 },
  },
  // The token of the customer's mail confirms, and the edit token asks for the mail again, whoever sends them.
  {
    route: "evaluation/[id]/confirm",
    method: "POST",
    setup: async (db, f) => {
      const submitted = await submitEvaluation(await rating(db, f.consultantId), { db });
      return { params: id(submitted.id), body: { token: await confirmationTokenFromOutbox(db, submitted.id) } };
    },
    expect: { anonymous: 200, stranger: 200, owner: 200, admin: 200 },
  },
  {
    route: "evaluation/[id]/confirmation-email",
    method: "POST",
    setup: async (db, f) => {
      const submitted = await submitEvaluation(await rating(db, f.consultantId), { db });
      return { params: id(submitted.id), body: { editToken: submitted.editToken } };
    },
    expect: { anonymous: 202, stranger: 202, owner: 202, admin: 202 },
  },
  // Due process (docs/product-rules.md#due-process): anyone reports a published review, comment or profile; the
  // answer is the same whether or not the reporter's open notice on the item exists.
  {
    route: "evaluation/[id]/notice",
    method: "POST",
    setup: async (db, f) => ({ params: id((await insertEvaluation(db, f.consultantId, 2)).id), body: noticeBody }),
    expect: { anonymous: 202, stranger: 202, owner: 202, admin: 202 },
  },
  {
    route: "consultant/[id]/notice",
    method: "POST",
    setup: (_db, f) => ({ params: id(f.consultantId), body: noticeBody }),
    expect: { anonymous: 202, stranger: 202, owner: 202, admin: 202 },
  },
  // The mailed token is the only authorization: a made-up one is refused to everybody.
  {
    route: "moderation/notice/[id]/confirm",
    method: "POST",
    setup: async (db, f) => ({ params: id((await openNotice(db, f)).id), body: { token: "x".repeat(43) } }),
    expect: { anonymous: 403, stranger: 403, owner: 403, admin: 403 },
  },
  {
    route: "moderation/notice/[id]/decision",
    method: "POST",
    setup: async (db, f) => ({ params: id((await openNotice(db, f)).id), body: { outcome: "kept" } }),
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 },
  },
  {
    route: "moderation/appeal",
    method: "POST",
    setup: () => ({ body: { token: "x".repeat(43), text: "Ich widerspreche." } }),
    expect: { anonymous: 403, stranger: 403, owner: 403, admin: 403 },
  },
  // Another administrator than the one who decided (here a rule decided, so any administrator may).
  {
    route: "moderation/appeal/[id]/decision",
    method: "POST",
    setup: async (db, f) => ({ params: id((await openAppeal(db, f)).id), body: { outcome: "upheld", publicReason: "Die Regel wurde richtig angewandt." } }),
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 },
  },
  // The lead inbox: the consultant's (and their company's) correspondence; nobody else learns a conversation
  // exists, platform administrators included. A user without a profile or company has no inbox (404).
  { route: "conversation", method: "GET", setup: () => ({}), expect: { anonymous: 401, stranger: 404, owner: 200, admin: 404 } },
  {
    route: "conversation/[id]",
    method: "GET",
    setup: async (db, f) => ({ params: id(await insertConversation(db, f)) }),
    expect: { anonymous: 401, stranger: 404, owner: 200, admin: 404 },
  },
  {
    route: "conversation/[id]/answered",
    method: "PUT",
    setup: async (db, f) => ({ params: id(await insertConversation(db, f)), body: { answered: true } }),
    expect: { anonymous: 401, stranger: 404, owner: 200, admin: 404 },
  },
  {
    route: "conversation/[id]/reply",
    method: "POST",
    setup: async (db, f) => ({ params: id(await insertConversation(db, f)), body: { text: "Gerne, rufen Sie mich an." } }),
    expect: { anonymous: 401, stranger: 404, owner: 201, admin: 404 },
  },
  // Invitations and cards exist in a consultant's own name only: not even administrators act for them.
  { route: "invitation", method: "GET", setup: () => ({}), expect: { anonymous: 401, stranger: 404, owner: 200, admin: 404 } },
  {
    route: "invitation",
    method: "POST",
    setup: () => ({ body: { recipients: "kundin@example.ch", locale: "de" } }),
    expect: { anonymous: 401, stranger: 404, owner: 201, admin: 404 },
  },
  {
    route: "invitation/unsubscribe",
    method: "POST",
    setup: () => ({ query: { token: "x".repeat(32) } }),
    expect: { anonymous: 404, stranger: 404, owner: 404, admin: 404 },
  },
  {
    route: "consultant/[id]/qr-card",
    method: "GET",
    setup: (_db, f) => ({ params: id(f.consultantId), query: { size: "card", lang: "fr" } }),
    expect: { anonymous: 401, stranger: 404, owner: 200, admin: 404 },
  },
];

describe("route × actor matrix", () => {
  it("has a row for every method of every route file under app/api", () => {
    const routes = listRouteFiles().map((route) => ({ route, methods: methodsOf(route) }));
    expect(missingRows(routes, ROWS)).toEqual([]);
  });

  it("agrees with the sign-in each route declares: 401 for the anonymous visitor, 403 for a user where administrators only", () => {
    // The rows are written out by hand; the routes' contracts say which need a sign-in (lib/http/route-contract.ts).
    const disagreeing = ROWS.flatMap((row) => {
      const auth = routeContract(row.route, row.method)?.auth;
      const name = `${row.method} /api/${row.route}${row.label ? ` (${row.label})` : ""}`;
      if (auth && row.expect.anonymous !== 401) return [`${name}: anonymous ${row.expect.anonymous}, declares auth ${auth}`];
      if (auth === "platformAdmin" && row.expect.stranger !== 403) return [`${name}: stranger ${row.expect.stranger}, declares auth ${auth}`];
      return [];
    });
    expect(disagreeing).toEqual([]);
  });

  it("reports a route or a method that has no row", () => {
    expect(methodsOf("search")).toEqual(["GET"]);
    expect(methodsOf("auth/[...nextauth]")).toEqual(["GET", "POST"]);
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
    const agent = await db.salesAgent.create({ data: salesAgentRow() });
    const owner = companyAdmin(consultant.id, company.id);
    const attachment = await db.attachment.create({
      data: { fileName: "x.png", mediaType: "image/png", data: Buffer.from(PNG, "base64"), size: 30, createdById: owner.userId },
    });
    const evaluation = await insertEvaluation(db, consultant.id, 4, { state: "inReview" });
    const actors: Record<ActorKey, Actor> = { anonymous, stranger: user(), owner, admin: platformAdmin() };
    return {
      f: {
        consultantId: consultant.id,
        companyId: company.id,
        attachmentId: attachment.id,
        topicId: topic.id,
        questionId: question.id,
        agentId: agent.id,
        evaluationId: evaluation.id,
        owner,
      },
      actor: actors[actorKey],
    };
  }

  for (const row of ROWS) {
    it(`${row.method} /api/${row.route}${row.label ? ` (${row.label})` : ""}`, async () => {
      const handler = (API_ROUTES as Record<string, Record<string, unknown>>)[row.route]?.[row.method] as RouteHandler;
      expect(handler, `${row.method} exported`).toBeTypeOf("function");
      const got: Record<string, number> = {};
      for (const key of Object.keys(row.expect) as ActorKey[]) {
        const { f, actor } = await fixture(ctx.current(), key);
        const res = await call(handler, row.method, `/api/${row.route}`, { ...(await row.setup(ctx.current(), f)), actor });
        got[key] = res.status;
      }
      expect(got).toEqual(row.expect);
    });
  }
});
