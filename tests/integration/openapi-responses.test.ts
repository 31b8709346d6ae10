// The response schemas of the OpenAPI document (lib/openapi/responses.ts) against what the real
// handlers answer on PostgreSQL: every documented field is there with its type, so a client
// generated from the document can rely on it. Each operation that documents a schema is called here
// (lists with at least one item, so that the items are checked too), except the few listed in
// NOT_CALLED with the reason.
import { vi } from "vitest";

// Secrets of its own; billing, the identity provider and SMTP unconfigured (read once by lib/config).
const SECRETS = await vi.hoisted(async () => (await import("@/tests/support/api-environment")).isolatedApiEnvironment("openapi-responses"));

import { API_ROUTES } from "@/tests/support/api-routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/create-client";
import { whenDeliveredSoon } from "@/lib/email/deliver-soon";
import { submitEvaluation } from "@/lib/evaluations/submit-evaluation";
import type { RouteHandler } from "@/lib/http/route";
import { API_ROUTES as APP_ROUTES } from "@/app/api/routes";
import { buildOpenApiDocument } from "@/lib/openapi/registry";
import { operationsOf } from "@/lib/openapi/route-operations";
import { PNG_BASE64 } from "@/tests/security/fuzz-support";
import { call, insertCompany, insertConsultant, insertEvaluation, setupApiDatabase, type CallOptions } from "@/tests/support/api";
import { companyAdmin, consultantActor, platformAdmin, user } from "@/tests/support/actors";
import { signedWebhook } from "@/tests/support/stripe-webhooks";
import { companyBody, consultantBody, l10n, salesAgentBody, salesAgentRow, topicBody } from "@/tests/support/request-bodies";
import { confirmationTokenFromOutbox, submissionFor, submitAndConfirm } from "./evaluation-fixtures";
import { firstItem } from "@/tests/support/first-item";
import { createHash } from "node:crypto";

const ctx = setupApiDatabase();
afterAll(() => whenDeliveredSoon());

/**
 * Operations with a documented schema that are not called here, and why. Their schemas are still
 * checked against the services' types by tests/unit/openapi-response-types.test.ts.
 */
const NOT_CALLED: Record<string, string> = {
  // Stripe's API creates the session: not reachable from the tests (billing-checkout.test.ts stubs Stripe instead).
  "get /api/consultant/{id}/checkout/{priceId}": "needs Stripe's API",
  "get /api/consultant/{id}/portal": "needs Stripe's API",
};

const id = (n: number | string) => ({ id: String(n) });
const badgeBody = (kind: string) => ({ kind, identifier: "FINMA-123", registrar: "FINMA", checkedOn: "2026-01-15" });
const questionBody = {
  type: "select",
  text: l10n,
  required: false,
  options: [
    { text: l10n, points: 1 },
    { text: l10n, points: 2 },
  ],
};

// The records the calls read and change, made once (beforeAll).
type Fixture = {
  consultantId: number;
  consultantEmail: string;
  /** Has enough ratings for the top list. */
  rankedId: number;
  companyId: number;
  topicId: number;
  questionId: number;
  agentId: number;
  attachmentId: string;
  attachmentOwner: ReturnType<typeof user>;
  /** Published: the public sees it. */
  publishedId: string;
};
let f: Fixture;

beforeAll(async () => {
  const db = ctx.current();
  const companyRow = await insertCompany(db);
  const consultantEmail = `owner-${process.pid}@example.ch`;
  const consultantRow = await insertConsultant(db, { companyId: companyRow.id, companyLinkState: "administrator", email: consultantEmail, tags: ["Vorsorge"] });
  await db.company.update({ where: { id: companyRow.id }, data: { ratingAverage: 4.5, ratingCount: 2, ratingSum: 9 } });
  const ranked = await insertConsultant(db, { ratingCount: 6, evaluationCount: 6, ratingAverage: 4.8, ratingSum: 28.8 });
  const topicRow = await db.consultingTopic.findFirstOrThrow({ where: { active: true }, orderBy: { id: "asc" } });
  await db.consultantTopic.create({ data: { consultantId: consultantRow.id, consultingTopicId: topicRow.id } });
  const questionRow = await db.questionDefinition.findFirstOrThrow({ where: { active: true }, orderBy: { id: "asc" } });
  const agent = await db.salesAgent.create({ data: salesAgentRow() });
  const attachmentOwner = user();
  const upload = await call(API_ROUTES.attachment.POST, "POST", "/api/attachment", {
    actor: attachmentOwner,
    body: { fileName: "a.png", mediaType: "image/png", data: PNG_BASE64 },
  });
  const published = await insertEvaluation(db, consultantRow.id, 4);
  await db.evaluationTopic.create({ data: { evaluationId: published.id, consultingTopicId: topicRow.id } });
  f = {
    consultantId: consultantRow.id,
    consultantEmail,
    rankedId: ranked.id,
    companyId: companyRow.id,
    topicId: topicRow.id,
    questionId: questionRow.id,
    agentId: agent.id,
    attachmentId: ((await upload.json()) as { id: string }).id,
    attachmentOwner,
    publishedId: published.id,
  };
});

const owner = () => consultantActor(f.consultantId, f.consultantEmail);
const db = (): Db => ctx.current();

/** A consultant of its own, for the calls that change or remove one. */

/** A contact message to the fixture's consultant with one answer, kept in their inbox. */
async function conversation(): Promise<number> {
  const row = await db().conversation.create({
    data: {
      consultantId: f.consultantId,
      senderName: "Eva Muster",
      senderEmail: "eva@example.ch",
      locale: "de",
      messages: {
        create: [
          { direction: "received", text: "Hallo" },
          { direction: "sent", text: "Guten Tag", authorName: "Anna Muster" },
        ],
      },
    },
  });
  return row.id;
}

/** A token and its stored hash, as the mailed links carry them. */
const LINK_TOKEN = "t".repeat(43);
const LINK_HASH = createHash("sha256").update(LINK_TOKEN).digest("hex");
const noticeBody = { reason: "insultOrThreat", explanation: "Beleidigend.", name: "Eva Muster", email: "eva.openapi@example.ch", goodFaith: true };

/** A notice of a published review by the fixture's consultant: confirmed (open) or waiting for its link. */
async function notice(status: "open" | "unconfirmed") {
  const evaluation = await insertEvaluation(db(), f.consultantId, 2);
  return db().moderationNotice.create({
    data: {
      subject: "review",
      evaluationId: evaluation.id,
      consultantId: f.consultantId,
      reason: "insultOrThreat",
      explanation: "Beleidigend.",
      reporterName: "Eva Muster",
      reporterEmail: "eva@example.ch",
      reporterEmailKey: `eva-${evaluation.id}@example.ch`,
      locale: "de",
      goodFaith: true,
      status,
      confirmationTokenHash: status === "unconfirmed" ? LINK_HASH : null,
      confirmedAt: status === "open" ? new Date() : null,
    },
  });
}

/** A rule's hold of a new review with its statement to the reviewer (token LINK_TOKEN unless given). */
async function heldWithStatement(tokenHash = LINK_HASH) {
  const evaluation = await insertEvaluation(db(), f.consultantId, 2, { state: "inReview", heldAt: new Date(), holdReasons: ["burst"] });
  const decision = await db().moderationDecision.create({
    data: { subject: "review", evaluationId: evaluation.id, consultantId: f.consultantId, outcome: "held", source: "rule", ground: "burst", automated: true },
  });
  await db().statementOfReasons.create({ data: { decisionId: decision.id, recipient: "reviewer", email: "kunde@example.ch", locale: "de", tokenHash } });
  return decision;
}

async function spareConsultant(overrides: Record<string, unknown> = {}) {
  return (await insertConsultant(db(), overrides)).id;
}

/** A new evaluation of the fixture's consultant, submitted like a customer would (unconfirmed). */
async function submitted() {
  return submitEvaluation(await submissionFor(db(), f.consultantId), { db: db() });
}

// The operations as the document has them: read off the handlers' contracts.
const OPERATIONS = operationsOf(APP_ROUTES);

function documented(method: string, path: string) {
  const op = OPERATIONS.find((o) => o.method === method && o.path === path);
  if (!op?.response) throw new Error(`${method} ${path} has no documented response`);
  return op.response;
}

/** A list that is empty checks nothing of its items. */
function itemsOf(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body;
  if (body && typeof body === "object" && Array.isArray((body as { items?: unknown }).items)) return (body as { items: unknown[] }).items;
  return undefined;
}

type Case = { label?: string; method: string; path: string; handler: RouteHandler; options: () => Promise<CallOptions> | CallOptions };
const h = (handler: unknown) => handler as RouteHandler;

/** A dispute of a fresh published review of the fixture's consultant, in the given status, with the reviewer's answer token. */
async function disputeOf(status: "screening" | "awaitingReviewer" | "answered" | "decided"): Promise<{ id: number; evaluationId: string; token: string }> {
  const evaluation = await insertEvaluation(db(), f.consultantId, 3);
  const { createHash, randomBytes } = await import("node:crypto");
  const token = randomBytes(32).toString("base64url");
  const row = await db().evaluationDispute.create({
    data: {
      evaluationId: evaluation.id,
      consultantId: f.consultantId,
      reason: "other",
      explanation: "Die Beratung fand so nicht statt.",
      status,
      reviewerAskedAt: status === "screening" ? null : new Date(),
      answerDueAt: status === "screening" ? null : new Date(Date.now() + 14 * 86_400_000),
      reviewerTokenHash: createHash("sha256").update(token, "utf8").digest("hex"),
      consultationDate: status === "answered" || status === "decided" ? new Date("2026-03-02T00:00:00Z") : null,
      consultationSubject: status === "answered" || status === "decided" ? "Hypothek" : null,
      reviewerAnswer: status === "answered" || status === "decided" ? "Termin in Zürich." : null,
      reviewerAnsweredAt: status === "answered" || status === "decided" ? new Date() : null,
      summaryForConsultant: status === "decided" ? "Geschildert." : null,
    },
    select: { id: true, evaluationId: true },
  });
  if (status === "answered") {
    await db().disputeEvidence.create({
      data: { disputeId: row.id, fileName: "a.pdf", mediaType: "application/pdf", data: new Uint8Array(Buffer.from("%PDF-1.7")) },
    });
  }
  return { ...row, token };
}

const CASES: Case[] = [
  // attachments
  { method: "get", path: "/api/attachment", handler: API_ROUTES.attachment.GET, options: () => ({ actor: f.attachmentOwner }) },
  {
    method: "post",
    path: "/api/attachment",
    handler: API_ROUTES.attachment.POST,
    options: () => ({ actor: user(), body: { fileName: "a.png", mediaType: "image/png", data: PNG_BASE64 } }),
  },
  {
    method: "put",
    path: "/api/attachment/{id}",
    handler: API_ROUTES["attachment/[id]"].PUT,
    options: () => ({ actor: f.attachmentOwner, params: id(f.attachmentId), body: { fileName: "b.png", mediaType: "image/png", data: PNG_BASE64 } }),
  },

  // companies
  { method: "get", path: "/api/company", handler: API_ROUTES.company.GET, options: () => ({}) },
  { method: "post", path: "/api/company", handler: API_ROUTES.company.POST, options: () => ({ actor: platformAdmin(), body: companyBody() }) },
  { label: "public", method: "get", path: "/api/company/{id}", handler: API_ROUTES["company/[id]"].GET, options: () => ({ params: id(f.companyId) }) },
  {
    label: "its administrator",
    method: "get",
    path: "/api/company/{id}",
    handler: API_ROUTES["company/[id]"].GET,
    options: () => ({ actor: companyAdmin(f.consultantId, f.companyId), params: id(f.companyId) }),
  },
  {
    method: "put",
    path: "/api/company/{id}",
    handler: API_ROUTES["company/[id]"].PUT,
    options: () => ({ actor: companyAdmin(f.consultantId, f.companyId), params: id(f.companyId), body: { ...companyBody(), name: "Umbenannt AG" } }),
  },
  {
    method: "post",
    path: "/api/company/{id}/consultant/{consultantId}",
    handler: API_ROUTES["company/[id]/consultant/[consultantId]"].POST,
    options: async () => ({
      actor: platformAdmin(),
      params: { id: String(f.companyId), consultantId: String(await spareConsultant()) },
      body: { companyLinkState: "requestedByCompany" },
    }),
  },
  {
    method: "delete",
    path: "/api/company/{id}/consultant/{consultantId}",
    handler: API_ROUTES["company/[id]/consultant/[consultantId]"].DELETE,
    options: async () => ({
      actor: platformAdmin(),
      params: { id: String(f.companyId), consultantId: String(await spareConsultant({ companyId: f.companyId, companyLinkState: "accepted" })) },
    }),
  },

  // consultants
  { label: "public cards", method: "get", path: "/api/consultant", handler: API_ROUTES.consultant.GET, options: () => ({ query: { pageSize: "all" } }) },
  { label: "administration table", method: "get", path: "/api/consultant", handler: API_ROUTES.consultant.GET, options: () => ({ actor: platformAdmin() }) },
  {
    method: "post",
    path: "/api/consultant",
    handler: API_ROUTES.consultant.POST,
    options: () => ({ actor: user(), body: consultantBody({ consultingTopicIds: [f.topicId] }) }),
  },
  { method: "get", path: "/api/consultant/top", handler: API_ROUTES["consultant/top"].GET, options: () => ({}) },
  { label: "public", method: "get", path: "/api/consultant/{id}", handler: API_ROUTES["consultant/[id]"].GET, options: () => ({ params: id(f.consultantId) }) },
  {
    label: "unclaimed",
    method: "get",
    path: "/api/consultant/{id}",
    handler: API_ROUTES["consultant/[id]"].GET,
    options: async () => ({ params: id(await spareConsultant({ state: "unclaimed", email: null })) }),
  },
  {
    label: "owner",
    method: "get",
    path: "/api/consultant/{id}",
    handler: API_ROUTES["consultant/[id]"].GET,
    options: () => ({ actor: owner(), params: id(f.consultantId) }),
  },
  {
    method: "put",
    path: "/api/consultant/{id}",
    handler: API_ROUTES["consultant/[id]"].PUT,
    options: () => ({ actor: owner(), params: id(f.consultantId), body: consultantBody({ consultingTopicIds: [f.topicId] }) }),
  },
  {
    method: "post",
    path: "/api/consultant/{id}/erase",
    handler: API_ROUTES["consultant/[id]/erase"].POST,
    options: async () => {
      const spare = await spareConsultant();
      await insertEvaluation(db(), spare, 3);
      const { number } = await db().consultant.findUniqueOrThrow({ where: { id: spare } });
      return { actor: platformAdmin(), params: id(spare), body: { confirmNumber: number } };
    },
  },
  {
    method: "post",
    path: "/api/consultant/{id}/merge",
    handler: API_ROUTES["consultant/[id]/merge"].POST,
    options: async () => {
      const [merged, survivor] = [await spareConsultant(), await spareConsultant()];
      await insertEvaluation(db(), merged, 4);
      const { number } = await db().consultant.findUniqueOrThrow({ where: { id: merged } });
      return { actor: platformAdmin(), params: id(merged), body: { survivorId: survivor, confirmNumber: number } };
    },
  },
  {
    method: "get",
    path: "/api/consultant/{id}/stats",
    handler: API_ROUTES["consultant/[id]/stats"].GET,
    options: () => ({ actor: owner(), params: id(f.consultantId), query: { start: "2022-01-01", end: "2026-12-31" } }),
  },
  {
    method: "get",
    path: "/api/consultant/{id}/insights",
    handler: API_ROUTES["consultant/[id]/insights"].GET,
    options: () => ({ actor: platformAdmin(), params: id(f.consultantId), query: { start: "2026-01-01", end: "2026-12-31" } }),
  },
  {
    method: "put",
    path: "/api/consultant/{id}/activate",
    handler: API_ROUTES["consultant/[id]/activate"].PUT,
    options: async () => {
      const spare = await spareConsultant({ state: "disabled" });
      return { actor: consultantActor(spare), params: id(spare) };
    },
  },
  {
    method: "put",
    path: "/api/consultant/{id}/disable",
    handler: API_ROUTES["consultant/[id]/disable"].PUT,
    options: async () => {
      const spare = await spareConsultant();
      return { actor: consultantActor(spare), params: id(spare) };
    },
  },

  // consulting topics, questionnaire, sales agents
  { method: "get", path: "/api/consultingTopic", handler: API_ROUTES.consultingTopic.GET, options: () => ({}) },
  { method: "post", path: "/api/consultingTopic", handler: API_ROUTES.consultingTopic.POST, options: () => ({ actor: platformAdmin(), body: topicBody() }) },
  { method: "get", path: "/api/consultingTopic/{id}", handler: API_ROUTES["consultingTopic/[id]"].GET, options: () => ({ params: id(f.topicId) }) },
  {
    method: "put",
    path: "/api/consultingTopic/{id}",
    handler: API_ROUTES["consultingTopic/[id]"].PUT,
    options: async () => {
      const created = await db().consultingTopic.create({ data: topicBody() });
      return { actor: platformAdmin(), params: id(created.id), body: topicBody() };
    },
  },
  {
    method: "put",
    path: "/api/consultingTopic/order",
    handler: API_ROUTES["consultingTopic/order"].PUT,
    options: async () => ({
      actor: platformAdmin(),
      body: { ids: (await db().consultingTopic.findMany({ orderBy: [{ sortOrder: "asc" }, { id: "asc" }] })).map((t) => t.id).reverse() },
    }),
  },
  { method: "get", path: "/api/questionDefinition", handler: API_ROUTES.questionDefinition.GET, options: () => ({}) },
  {
    method: "post",
    path: "/api/questionDefinition",
    handler: API_ROUTES.questionDefinition.POST,
    options: () => ({ actor: platformAdmin(), body: { ...questionBody, active: false } }),
  },
  { method: "get", path: "/api/questionDefinition/{id}", handler: API_ROUTES["questionDefinition/[id]"].GET, options: () => ({ params: id(f.questionId) }) },
  {
    method: "put",
    path: "/api/questionDefinition/{id}",
    handler: API_ROUTES["questionDefinition/[id]"].PUT,
    options: async () => {
      const created = await db().questionDefinition.create({ data: { type: "text", text: l10n, active: false } });
      return { actor: platformAdmin(), params: id(created.id), body: { ...questionBody, active: false } };
    },
  },
  {
    method: "put",
    path: "/api/questionDefinition/order",
    handler: API_ROUTES["questionDefinition/order"].PUT,
    options: async () => ({
      actor: platformAdmin(),
      body: { ids: (await db().questionDefinition.findMany({ orderBy: [{ sortOrder: "asc" }, { id: "asc" }] })).map((q) => q.id) },
    }),
  },
  { method: "get", path: "/api/salesAgent", handler: API_ROUTES.salesAgent.GET, options: () => ({ actor: platformAdmin() }) },
  { method: "post", path: "/api/salesAgent", handler: API_ROUTES.salesAgent.POST, options: () => ({ actor: platformAdmin(), body: salesAgentBody() }) },
  {
    method: "get",
    path: "/api/salesAgent/{id}",
    handler: API_ROUTES["salesAgent/[id]"].GET,
    options: () => ({ actor: platformAdmin(), params: id(f.agentId) }),
  },
  {
    method: "put",
    path: "/api/salesAgent/{id}",
    handler: API_ROUTES["salesAgent/[id]"].PUT,
    options: () => ({ actor: platformAdmin(), params: id(f.agentId), body: salesAgentBody() }),
  },

  // register badges
  {
    method: "post",
    path: "/api/consultant/{id}/registration",
    handler: API_ROUTES["consultant/[id]/registration"].POST,
    options: () => ({ actor: platformAdmin(), params: id(f.consultantId), body: badgeBody("fidlegAdviser") }),
  },
  {
    label: "public",
    method: "get",
    path: "/api/consultant/{id}/registration",
    handler: API_ROUTES["consultant/[id]/registration"].GET,
    options: () => ({ params: id(f.consultantId) }),
  },
  {
    label: "administrator",
    method: "get",
    path: "/api/consultant/{id}/registration",
    handler: API_ROUTES["consultant/[id]/registration"].GET,
    options: () => ({ actor: platformAdmin(), params: id(f.consultantId) }),
  },
  {
    method: "put",
    path: "/api/consultant/{id}/registration/{registrationId}",
    handler: API_ROUTES["consultant/[id]/registration/[registrationId]"].PUT,
    options: async () => {
      const created = await call(API_ROUTES["consultant/[id]/registration"].POST, "POST", "/api/consultant/{id}/registration", {
        actor: platformAdmin(),
        params: id(f.consultantId),
        body: badgeBody("ombudsman"),
      });
      const { id: badgeId } = (await created.json()) as { id: number };
      return {
        actor: platformAdmin(),
        params: { id: String(f.consultantId), registrationId: String(badgeId) },
        body: { ...badgeBody("ombudsman"), identifier: "OFS-2" },
      };
    },
  },

  // invitations
  {
    method: "post",
    path: "/api/invitation",
    handler: API_ROUTES.invitation.POST,
    options: () => ({ actor: owner(), body: { recipients: "kunde@example.ch\nkaputt", locale: "fr" } }),
  },
  { method: "get", path: "/api/invitation", handler: API_ROUTES.invitation.GET, options: () => ({ actor: owner() }) },
  {
    method: "post",
    path: "/api/invitation/unsubscribe",
    handler: API_ROUTES["invitation/unsubscribe"].POST,
    options: async () => {
      await call(API_ROUTES.invitation.POST, "POST", "/api/invitation", { actor: owner(), body: { recipients: "abmelden@example.ch", locale: "de" } });
      const message = await db().emailMessage.findFirstOrThrow({ where: { recipientEmail: "abmelden@example.ch" }, orderBy: { createdAt: "desc" } });
      const token = new URL((message.values as { unsubscribeUrl: string }).unsubscribeUrl).searchParams.get("token") as string;
      return { query: { token }, body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } };
    },
  },

  // the lead inbox
  { method: "get", path: "/api/conversation", handler: API_ROUTES.conversation.GET, options: async () => (await conversation(), { actor: owner() }) },
  {
    method: "get",
    path: "/api/conversation/{id}",
    handler: API_ROUTES["conversation/[id]"].GET,
    options: async () => ({ actor: owner(), params: id(await conversation()) }),
  },
  {
    method: "put",
    path: "/api/conversation/{id}/answered",
    handler: API_ROUTES["conversation/[id]/answered"].PUT,
    options: async () => ({ actor: owner(), params: id(await conversation()), body: { answered: true } }),
  },
  {
    method: "post",
    path: "/api/conversation/{id}/reply",
    handler: API_ROUTES["conversation/[id]/reply"].POST,
    options: async () => ({ actor: owner(), params: id(await conversation()), body: { text: "Gerne, rufen Sie mich an." } }),
  },

  // search and meta
  { method: "get", path: "/api/search", handler: API_ROUTES.search.GET, options: () => ({ query: { postalCode: "8001" } }) },
  { method: "get", path: "/api/postalCode", handler: API_ROUTES.postalCode.GET, options: () => ({ query: { q: "80" } }) },
  { method: "get", path: "/api/health", handler: h(API_ROUTES.health.GET), options: () => ({}) },
  { method: "get", path: "/api/openapi.json", handler: API_ROUTES["openapi.json"].GET, options: () => ({}) },

  // evaluations
  {
    label: "public",
    method: "get",
    path: "/api/evaluation",
    handler: API_ROUTES.evaluation.GET,
    options: () => ({ query: { consultantId: String(f.consultantId) } }),
  },
  {
    label: "filtered",
    method: "get",
    path: "/api/evaluation",
    handler: API_ROUTES.evaluation.GET,
    options: () => ({ query: { consultantId: String(f.consultantId), stars: "4", evidence: "none", language: "de", sort: "lowest" } }),
  },
  {
    label: "owner",
    method: "get",
    path: "/api/evaluation",
    handler: API_ROUTES.evaluation.GET,
    options: () => ({ actor: owner(), query: { consultantId: String(f.consultantId), scope: "owner" } }),
  },
  {
    method: "post",
    path: "/api/evaluation",
    handler: API_ROUTES.evaluation.POST,
    options: async () => ({ body: await submissionFor(db(), f.consultantId), headers: { "x-forwarded-for": "198.18.1.1" } }),
  },
  { label: "public", method: "get", path: "/api/evaluation/{id}", handler: API_ROUTES["evaluation/[id]"].GET, options: () => ({ params: id(f.publishedId) }) },
  {
    label: "owner",
    method: "get",
    path: "/api/evaluation/{id}",
    handler: API_ROUTES["evaluation/[id]"].GET,
    options: () => ({ actor: owner(), params: id(f.publishedId), query: { locale: "fr" } }),
  },
  {
    method: "put",
    path: "/api/evaluation/{id}",
    handler: API_ROUTES["evaluation/[id]"].PUT,
    options: async () => {
      const submission = await submissionFor(db(), f.consultantId);
      const done = await submitAndConfirm(submission, { db: db() });
      return { params: id(done.id), body: { ...submission, editToken: done.editToken, comment: "Geändert." } };
    },
  },
  {
    method: "put",
    path: "/api/evaluation/{id}/publish",
    handler: API_ROUTES["evaluation/[id]/publish"].PUT,
    options: async () => ({ actor: owner(), params: id((await insertEvaluation(db(), f.consultantId, 5, { state: "inReview" })).id) }),
  },
  {
    method: "put",
    path: "/api/evaluation/{id}/verify",
    handler: API_ROUTES["evaluation/[id]/verify"].PUT,
    options: async () => ({ actor: owner(), params: id((await insertEvaluation(db(), f.consultantId, 5)).id) }),
  },
  {
    method: "post",
    path: "/api/evaluation/{id}/comment",
    handler: API_ROUTES["evaluation/[id]/comment"].POST,
    options: async () => ({ actor: owner(), params: id((await insertEvaluation(db(), f.consultantId, 5)).id), body: { comment: "Danke!" } }),
  },
  {
    method: "post",
    path: "/api/evaluation/{id}/confirm",
    handler: API_ROUTES["evaluation/[id]/confirm"].POST,
    options: async () => {
      const { id: evaluationId } = await submitted();
      return { params: id(evaluationId), body: { token: await confirmationTokenFromOutbox(db(), evaluationId) } };
    },
  },
  {
    method: "post",
    path: "/api/evaluation/{id}/confirmation-email",
    handler: API_ROUTES["evaluation/[id]/confirmation-email"].POST,
    options: async () => {
      const { id: evaluationId, editToken } = await submitted();
      return { params: id(evaluationId), body: { editToken } };
    },
  },
  {
    method: "post",
    path: "/api/evaluation/{id}/report",
    handler: API_ROUTES["evaluation/[id]/report"].POST,
    options: async () => ({
      actor: owner(),
      params: id((await insertEvaluation(db(), f.consultantId, 1)).id),
      body: { reason: "inappropriateContent", comment: "Falsch" },
    }),
  },
  { method: "post", path: "/api/evaluation/verification-code", handler: API_ROUTES["evaluation/verification-code"].POST, options: () => ({ actor: owner() }) },

  // account
  {
    method: "post",
    path: "/api/account",
    handler: API_ROUTES.account.POST,
    options: () => ({ actor: user(), body: consultantBody({ consultingTopicIds: [f.topicId] }) }),
  },
  { method: "get", path: "/api/account/export", handler: API_ROUTES["account/export"].GET, options: () => ({ actor: owner() }) },
  {
    method: "get",
    path: "/api/account/claim-search",
    handler: API_ROUTES["account/claim-search"].GET,
    options: async () => {
      await spareConsultant({ state: "unclaimed", email: null });
      return { actor: user(), query: { name: "Muster" } };
    },
  },

  // e-mail
  {
    method: "post",
    path: "/api/email",
    handler: API_ROUTES.email.POST,
    options: () => ({ body: { purpose: "contactTeam", name: "Eva", email: "eva@example.ch", text: "Hallo" } }),
  },
  // A consultant of its own: the address of the fixture's (set by the PUT above) is shared with the registrations and has had its daily share of links.
  {
    method: "post",
    path: "/api/email/confirmation",
    handler: API_ROUTES["email/confirmation"].POST,
    options: async () => {
      const spare = await spareConsultant();
      return { actor: consultantActor(spare), body: { consultantId: spare } };
    },
  },
  {
    method: "post",
    path: "/api/email/confirm",
    handler: API_ROUTES["email/confirm"].POST,
    options: async () => {
      const spare = await spareConsultant();
      const sent = await call(API_ROUTES["email/confirmation"].POST, "POST", "/api/email/confirmation", {
        actor: consultantActor(spare),
        body: { consultantId: spare },
      });
      expect(sent.status).toBe(202);
      const mail = firstItem(
        await db().$queryRaw<{ url: string }[]>`
        SELECT "values"->>'callToActionUrl' AS "url" FROM "EmailMessage"
        WHERE "purpose" = 'contactEmailConfirmation' ORDER BY "createdAt" DESC, "id" DESC LIMIT 1`,
      );
      return { body: { token: new URL(mail.url).searchParams.get("token") } };
    },
  },

  // jobs and billing
  {
    method: "post",
    path: "/api/evaluation/{id}/notice",
    handler: API_ROUTES["evaluation/[id]/notice"].POST,
    options: async () => ({ params: id((await insertEvaluation(db(), f.consultantId, 2)).id), body: { ...noticeBody, subject: "review" } }),
  },
  {
    method: "post",
    path: "/api/consultant/{id}/notice",
    handler: API_ROUTES["consultant/[id]/notice"].POST,
    options: () => ({ params: id(f.consultantId), body: noticeBody }),
  },
  {
    method: "post",
    path: "/api/moderation/notice/{id}/confirm",
    handler: API_ROUTES["moderation/notice/[id]/confirm"].POST,
    options: async () => ({ params: id((await notice("unconfirmed")).id), body: { token: LINK_TOKEN } }),
  },
  {
    method: "post",
    path: "/api/moderation/notice/{id}/decision",
    handler: API_ROUTES["moderation/notice/[id]/decision"].POST,
    options: async () => ({ actor: platformAdmin(), params: id((await notice("open")).id), body: { outcome: "hidden", publicReason: "Beleidigung." } }),
  },
  {
    method: "post",
    path: "/api/moderation/appeal",
    handler: API_ROUTES["moderation/appeal"].POST,
    options: async () => {
      const token = `a${Math.random().toString(36).slice(2)}${"b".repeat(30)}`;
      await heldWithStatement(createHash("sha256").update(token).digest("hex"));
      return { body: { token, text: "Ich bin eine echte Kundin." } };
    },
  },
  {
    method: "post",
    path: "/api/moderation/appeal/{id}/decision",
    handler: API_ROUTES["moderation/appeal/[id]/decision"].POST,
    options: async () => {
      const decision = await heldWithStatement(createHash("sha256").update(`c${Math.random()}`).digest("hex"));
      const appeal = await db().moderationAppeal.create({ data: { decisionId: decision.id, party: "reviewer", text: "Echte Kundin." } });
      return { actor: platformAdmin(), params: id(appeal.id), body: { outcome: "reversed", publicReason: "Die Kundin ist echt." } };
    },
  },
  {
    method: "get",
    path: "/api/jobs/publish-evaluations",
    handler: API_ROUTES["jobs/publish-evaluations"].GET,
    options: () => ({ headers: { authorization: `Bearer ${SECRETS.jobs}` } }),
  },
  {
    method: "post",
    path: "/api/jobs/publish-evaluations",
    handler: API_ROUTES["jobs/publish-evaluations"].POST,
    options: () => ({ headers: { authorization: `Bearer ${SECRETS.jobs}` } }),
  },
  // The dispute procedure, step by step on disputes of their own.
  {
    method: "post",
    path: "/api/evaluation/{id}/dispute",
    handler: API_ROUTES["evaluation/[id]/dispute"].POST,
    options: async () => ({
      actor: owner(),
      params: id((await insertEvaluation(db(), f.consultantId, 2)).id),
      body: { reason: "falseFacts", explanation: "Die Kosten waren vorab schriftlich vereinbart." },
    }),
  },
  {
    method: "get",
    path: "/api/evaluation/{id}/dispute",
    handler: API_ROUTES["evaluation/[id]/dispute"].GET,
    options: async () => ({ actor: owner(), params: id((await disputeOf("decided")).evaluationId) }),
  },
  {
    method: "get",
    path: "/api/dispute/{id}",
    handler: API_ROUTES["dispute/[id]"].GET,
    options: async () => ({ actor: platformAdmin(), params: id((await disputeOf("answered")).id) }),
  },
  {
    method: "post",
    path: "/api/dispute/{id}/screening",
    handler: API_ROUTES["dispute/[id]/screening"].POST,
    options: async () => ({ actor: platformAdmin(), params: id((await disputeOf("screening")).id), body: { action: "ask" } }),
  },
  {
    method: "post",
    path: "/api/dispute/{id}/answer",
    handler: API_ROUTES["dispute/[id]/answer"].POST,
    options: async () => {
      const dispute = await disputeOf("awaitingReviewer");
      return {
        params: id(dispute.id),
        body: {
          token: dispute.token,
          consultationDate: "2026-03-02",
          consultationSubject: "Hypothek",
          answer: "Termin in Zürich.",
          evidence: [{ fileName: "x.png", content: PNG_BASE64 }],
        },
      };
    },
  },
  {
    method: "post",
    path: "/api/dispute/{id}/decision",
    handler: API_ROUTES["dispute/[id]/decision"].POST,
    options: async () => ({
      actor: platformAdmin(),
      params: id((await disputeOf("answered")).id),
      body: { outcome: "kept", consultationShown: true, summaryForConsultant: "Geschildert." },
    }),
  },
  {
    method: "post",
    path: "/api/webhooks/stripe",
    handler: h(API_ROUTES["webhooks/stripe"].POST),
    options: () =>
      signedWebhook(
        { id: "evt_openapi", object: "event", type: "customer.created", created: Math.floor(Date.now() / 1000), data: { object: {} } },
        SECRETS.webhook,
      ),
  },
];

describe("documented responses match the real ones", () => {
  it.each(CASES.map((c) => [`${c.method.toUpperCase()} ${c.path}${c.label ? ` (${c.label})` : ""}`, c] as const))("%s", async (_name, c) => {
    const response = await call(c.handler, c.method.toUpperCase(), c.path, await c.options());
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBeLessThan(300);
    const op = OPERATIONS.find((o) => o.method === c.method && o.path === c.path);
    expect(response.status).toBe(op?.success?.status ?? 200);
    const parsed = documented(c.method, c.path).safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    const items = itemsOf(body);
    if (items) expect(items.length, "a list with items to check").toBeGreaterThan(0);
  });

  it("calls every operation that documents a response schema", () => {
    const called = new Set(CASES.map((c) => `${c.method} ${c.path}`));
    const missing = OPERATIONS.filter((o) => o.response)
      .map((o) => `${o.method} ${o.path}`)
      .filter((key) => !called.has(key) && !(key in NOT_CALLED));
    expect(missing).toEqual([]);
  });

  it("a validation problem carries what the Problem schema documents: a text in the caller's language and its message key", async () => {
    const response = await call(API_ROUTES["consultant/[id]/stats"].GET, "GET", `/api/consultant/${f.consultantId}/stats`, {
      actor: owner(),
      params: id(f.consultantId),
      query: { start: "2000-01-01", end: "2026-12-31" },
      headers: { "accept-language": "fr-CH" },
    });
    expect(response.status).toBe(422);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    const problem = (await response.json()) as Record<string, unknown> & { invalidParams: Record<string, unknown>[] };
    const schema = buildOpenApiDocument(OPERATIONS).components.schemas.Problem as {
      required: string[];
      properties: Record<string, unknown> & { invalidParams: { items: { properties: Record<string, unknown> } } };
    };
    expect(Object.keys(problem).filter((k) => !(k in schema.properties))).toEqual([]);
    for (const k of schema.required) expect(problem).toHaveProperty(k);
    expect(problem.invalidParams).toEqual([
      { pointer: "/query/end", message: "La période est trop longue", code: "custom", messageKey: "validation.rangeTooLong" },
    ]);
    expect(Object.keys(problem.invalidParams[0]!).filter((k) => !(k in schema.properties.invalidParams.items.properties))).toEqual([]);
  });
});
