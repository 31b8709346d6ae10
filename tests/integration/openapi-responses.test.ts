// The response schemas of the OpenAPI document (lib/openapi/responses.ts) against what the real
// handlers answer on PostgreSQL: every documented field is there with its type, so a client
// generated from the document can rely on it. Each operation that documents a schema is called here
// (lists with at least one item, so that the items are checked too), except the few listed in
// NOT_CALLED with the reason.
import { vi } from "vitest";

const SECRETS = vi.hoisted(() => {
  const secrets = { jobs: "openapi-responses-jobs-secret-0123456789", webhook: "whsec_openapi_responses" };
  Object.assign(process.env, { JOBS_SECRET: secrets.jobs, STRIPE_WEBHOOK_SECRET: secrets.webhook });
  for (const key of ["SMTP_URL", "STRIPE_SECRET_KEY", "OIDC_ISSUER"]) delete process.env[key];
  return secrets;
});

import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as account from "@/app/api/account/route";
import * as claimSearch from "@/app/api/account/claim-search/route";
import * as accountExport from "@/app/api/account/export/route";
import * as attachment from "@/app/api/attachment/route";
import * as attachmentId from "@/app/api/attachment/[id]/route";
import * as company from "@/app/api/company/route";
import * as companyId from "@/app/api/company/[id]/route";
import * as companyLink from "@/app/api/company/[id]/consultant/[consultantId]/route";
import * as consultant from "@/app/api/consultant/route";
import * as consultantTop from "@/app/api/consultant/top/route";
import * as consultantId from "@/app/api/consultant/[id]/route";
import * as activate from "@/app/api/consultant/[id]/activate/route";
import * as disable from "@/app/api/consultant/[id]/disable/route";
import * as erase from "@/app/api/consultant/[id]/erase/route";
import * as registration from "@/app/api/consultant/[id]/registration/route";
import * as registrationId from "@/app/api/consultant/[id]/registration/[registrationId]/route";
import * as stats from "@/app/api/consultant/[id]/stats/route";
import * as topic from "@/app/api/consultingTopic/route";
import * as topicId from "@/app/api/consultingTopic/[id]/route";
import * as topicOrder from "@/app/api/consultingTopic/order/route";
import * as email from "@/app/api/email/route";
import * as emailConfirm from "@/app/api/email/confirm/route";
import * as emailConfirmation from "@/app/api/email/confirmation/route";
import * as evaluation from "@/app/api/evaluation/route";
import * as evaluationId from "@/app/api/evaluation/[id]/route";
import * as comment from "@/app/api/evaluation/[id]/comment/route";
import * as confirm from "@/app/api/evaluation/[id]/confirm/route";
import * as confirmationEmail from "@/app/api/evaluation/[id]/confirmation-email/route";
import * as publish from "@/app/api/evaluation/[id]/publish/route";
import * as report from "@/app/api/evaluation/[id]/report/route";
import * as verify from "@/app/api/evaluation/[id]/verify/route";
import * as verificationCode from "@/app/api/evaluation/verification-code/route";
import * as invitation from "@/app/api/invitation/route";
import * as unsubscribe from "@/app/api/invitation/unsubscribe/route";
import * as health from "@/app/api/health/route";
import * as jobs from "@/app/api/jobs/publish-evaluations/route";
import * as openapi from "@/app/api/openapi.json/route";
import * as postalCode from "@/app/api/postalCode/route";
import * as question from "@/app/api/questionDefinition/route";
import * as questionId from "@/app/api/questionDefinition/[id]/route";
import * as questionOrder from "@/app/api/questionDefinition/order/route";
import * as salesAgent from "@/app/api/salesAgent/route";
import * as salesAgentId from "@/app/api/salesAgent/[id]/route";
import * as search from "@/app/api/search/route";
import * as stripeWebhook from "@/app/api/webhooks/stripe/route";
import type { Db } from "@/lib/db/create-client";
import { whenDeliveredSoon } from "@/lib/email/deliver-soon";
import { submitEvaluation } from "@/lib/evaluations/submit-evaluation";
import type { RouteHandler } from "@/lib/http/route";
import "@/lib/openapi/operations";
import { buildOpenApiDocument, listOperations } from "@/lib/openapi/registry";
import { PNG_BASE64 } from "@/tests/security/fuzz-support";
import {
  call,
  companyAdmin,
  consultantActor,
  insertCompany,
  insertConsultant,
  insertEvaluation,
  platformAdmin,
  setupApiDatabase,
  user,
  type CallOptions,
} from "@/tests/support/api";
import { confirmationTokenFromOutbox, submissionFor, submitAndConfirm } from "./evaluation-fixtures";
import { firstItem } from "@/tests/support/first-item";

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

const l10n = { de: "Wort", en: "Word", fr: "Mot", it: "Parola" };
const id = (n: number | string) => ({ id: String(n) });
const consultantBody = (topicId: number) => ({
  honorific: "mrs",
  givenName: "Anna",
  familyName: "Muster",
  streetName: "Gasse",
  streetNumber: "2",
  postalCode: "8001",
  city: "Zürich",
  canton: "ZH",
  publicEmail: "anna@example.ch",
  consultingTopicIds: [topicId],
  languages: ["de"],
  acceptsPrivacyPolicy: true,
  termsAndConditions: true,
});
const badgeBody = (kind: string) => ({ kind, identifier: "FINMA-123", registrar: "FINMA", checkedOn: "2026-01-15" });
const companyBody = { name: "Neue AG", streetName: "Weg", streetNumber: "1", postalCode: "3011", city: "Bern", canton: "BE", email: "info@neue.ch" };
const topicBody = () => ({ key: `t${Math.random().toString(36).slice(2, 10)}`, name: l10n, description: l10n, icon: "x.svg" });
const questionBody = {
  type: "select",
  text: l10n,
  required: false,
  options: [
    { text: l10n, points: 1 },
    { text: l10n, points: 2 },
  ],
};
const agentBody = () => ({
  number: `S-${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
  salutation: "mr" as const,
  givenName: "Sam",
  familyName: "Seller",
  dateOfBirth: "1980-01-01",
  dateOfJoining: "2024-01-01",
  streetName: "Weg",
  streetNumber: "1",
  postalCode: "8001",
  city: "Zürich",
  email: "sam@example.ch",
  commissionLevelId: 1,
});

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
  const agent = await db.salesAgent.create({ data: { ...agentBody(), dateOfBirth: new Date("1980-01-01"), dateOfJoining: new Date("2024-01-01") } });
  const attachmentOwner = user();
  const upload = await call(attachment.POST, "POST", "/api/attachment", {
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
async function spareConsultant(overrides: Record<string, unknown> = {}) {
  return (await insertConsultant(db(), overrides)).id;
}

/** A new evaluation of the fixture's consultant, submitted like a customer would (unconfirmed). */
async function submitted() {
  return submitEvaluation(await submissionFor(db(), f.consultantId), { db: db() });
}

function documented(method: string, path: string) {
  const op = listOperations().find((o) => o.method === method && o.path === path);
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

const CASES: Case[] = [
  // attachments
  { method: "get", path: "/api/attachment", handler: attachment.GET, options: () => ({ actor: f.attachmentOwner }) },
  {
    method: "post",
    path: "/api/attachment",
    handler: attachment.POST,
    options: () => ({ actor: user(), body: { fileName: "a.png", mediaType: "image/png", data: PNG_BASE64 } }),
  },
  {
    method: "put",
    path: "/api/attachment/{id}",
    handler: attachmentId.PUT,
    options: () => ({ actor: f.attachmentOwner, params: id(f.attachmentId), body: { fileName: "b.png", mediaType: "image/png", data: PNG_BASE64 } }),
  },

  // companies
  { method: "get", path: "/api/company", handler: company.GET, options: () => ({}) },
  { method: "post", path: "/api/company", handler: company.POST, options: () => ({ actor: platformAdmin(), body: companyBody }) },
  { label: "public", method: "get", path: "/api/company/{id}", handler: companyId.GET, options: () => ({ params: id(f.companyId) }) },
  {
    label: "its administrator",
    method: "get",
    path: "/api/company/{id}",
    handler: companyId.GET,
    options: () => ({ actor: companyAdmin(f.consultantId, f.companyId), params: id(f.companyId) }),
  },
  {
    method: "put",
    path: "/api/company/{id}",
    handler: companyId.PUT,
    options: () => ({ actor: companyAdmin(f.consultantId, f.companyId), params: id(f.companyId), body: { ...companyBody, name: "Umbenannt AG" } }),
  },
  {
    method: "post",
    path: "/api/company/{id}/consultant/{consultantId}",
    handler: companyLink.POST,
    options: async () => ({
      actor: platformAdmin(),
      params: { id: String(f.companyId), consultantId: String(await spareConsultant()) },
      body: { companyLinkState: "requestedByCompany" },
    }),
  },
  {
    method: "delete",
    path: "/api/company/{id}/consultant/{consultantId}",
    handler: companyLink.DELETE,
    options: async () => ({
      actor: platformAdmin(),
      params: { id: String(f.companyId), consultantId: String(await spareConsultant({ companyId: f.companyId, companyLinkState: "accepted" })) },
    }),
  },

  // consultants
  { label: "public cards", method: "get", path: "/api/consultant", handler: consultant.GET, options: () => ({ query: { pageSize: "all" } }) },
  { label: "administration table", method: "get", path: "/api/consultant", handler: consultant.GET, options: () => ({ actor: platformAdmin() }) },
  { method: "post", path: "/api/consultant", handler: consultant.POST, options: () => ({ actor: user(), body: consultantBody(f.topicId) }) },
  { method: "get", path: "/api/consultant/top", handler: consultantTop.GET, options: () => ({}) },
  { label: "public", method: "get", path: "/api/consultant/{id}", handler: consultantId.GET, options: () => ({ params: id(f.consultantId) }) },
  {
    label: "unclaimed",
    method: "get",
    path: "/api/consultant/{id}",
    handler: consultantId.GET,
    options: async () => ({ params: id(await spareConsultant({ state: "unclaimed", email: null })) }),
  },
  { label: "owner", method: "get", path: "/api/consultant/{id}", handler: consultantId.GET, options: () => ({ actor: owner(), params: id(f.consultantId) }) },
  {
    method: "put",
    path: "/api/consultant/{id}",
    handler: consultantId.PUT,
    options: () => ({ actor: owner(), params: id(f.consultantId), body: consultantBody(f.topicId) }),
  },
  {
    method: "post",
    path: "/api/consultant/{id}/erase",
    handler: erase.POST,
    options: async () => {
      const spare = await spareConsultant();
      await insertEvaluation(db(), spare, 3);
      const { number } = await db().consultant.findUniqueOrThrow({ where: { id: spare } });
      return { actor: platformAdmin(), params: id(spare), body: { confirmNumber: number } };
    },
  },
  {
    method: "get",
    path: "/api/consultant/{id}/stats",
    handler: stats.GET,
    options: () => ({ actor: owner(), params: id(f.consultantId), query: { start: "2022-01-01", end: "2026-12-31" } }),
  },
  {
    method: "put",
    path: "/api/consultant/{id}/activate",
    handler: activate.PUT,
    options: async () => {
      const spare = await spareConsultant({ state: "disabled" });
      return { actor: consultantActor(spare), params: id(spare) };
    },
  },
  {
    method: "put",
    path: "/api/consultant/{id}/disable",
    handler: disable.PUT,
    options: async () => {
      const spare = await spareConsultant();
      return { actor: consultantActor(spare), params: id(spare) };
    },
  },

  // consulting topics, questionnaire, sales agents
  { method: "get", path: "/api/consultingTopic", handler: topic.GET, options: () => ({}) },
  { method: "post", path: "/api/consultingTopic", handler: topic.POST, options: () => ({ actor: platformAdmin(), body: topicBody() }) },
  { method: "get", path: "/api/consultingTopic/{id}", handler: topicId.GET, options: () => ({ params: id(f.topicId) }) },
  {
    method: "put",
    path: "/api/consultingTopic/{id}",
    handler: topicId.PUT,
    options: async () => {
      const created = await db().consultingTopic.create({ data: topicBody() });
      return { actor: platformAdmin(), params: id(created.id), body: topicBody() };
    },
  },
  {
    method: "put",
    path: "/api/consultingTopic/order",
    handler: topicOrder.PUT,
    options: async () => ({
      actor: platformAdmin(),
      body: { ids: (await db().consultingTopic.findMany({ orderBy: [{ sortOrder: "asc" }, { id: "asc" }] })).map((t) => t.id).reverse() },
    }),
  },
  { method: "get", path: "/api/questionDefinition", handler: question.GET, options: () => ({}) },
  {
    method: "post",
    path: "/api/questionDefinition",
    handler: question.POST,
    options: () => ({ actor: platformAdmin(), body: { ...questionBody, active: false } }),
  },
  { method: "get", path: "/api/questionDefinition/{id}", handler: questionId.GET, options: () => ({ params: id(f.questionId) }) },
  {
    method: "put",
    path: "/api/questionDefinition/{id}",
    handler: questionId.PUT,
    options: async () => {
      const created = await db().questionDefinition.create({ data: { type: "text", text: l10n, active: false } });
      return { actor: platformAdmin(), params: id(created.id), body: { ...questionBody, active: false } };
    },
  },
  {
    method: "put",
    path: "/api/questionDefinition/order",
    handler: questionOrder.PUT,
    options: async () => ({
      actor: platformAdmin(),
      body: { ids: (await db().questionDefinition.findMany({ orderBy: [{ sortOrder: "asc" }, { id: "asc" }] })).map((q) => q.id) },
    }),
  },
  { method: "get", path: "/api/salesAgent", handler: salesAgent.GET, options: () => ({ actor: platformAdmin() }) },
  { method: "post", path: "/api/salesAgent", handler: salesAgent.POST, options: () => ({ actor: platformAdmin(), body: agentBody() }) },
  { method: "get", path: "/api/salesAgent/{id}", handler: salesAgentId.GET, options: () => ({ actor: platformAdmin(), params: id(f.agentId) }) },
  {
    method: "put",
    path: "/api/salesAgent/{id}",
    handler: salesAgentId.PUT,
    options: () => ({ actor: platformAdmin(), params: id(f.agentId), body: agentBody() }),
  },

  // register badges
  {
    method: "post",
    path: "/api/consultant/{id}/registration",
    handler: registration.POST,
    options: () => ({ actor: platformAdmin(), params: id(f.consultantId), body: badgeBody("fidlegAdviser") }),
  },
  { label: "public", method: "get", path: "/api/consultant/{id}/registration", handler: registration.GET, options: () => ({ params: id(f.consultantId) }) },
  {
    label: "administrator",
    method: "get",
    path: "/api/consultant/{id}/registration",
    handler: registration.GET,
    options: () => ({ actor: platformAdmin(), params: id(f.consultantId) }),
  },
  {
    method: "put",
    path: "/api/consultant/{id}/registration/{registrationId}",
    handler: registrationId.PUT,
    options: async () => {
      const created = await call(registration.POST, "POST", "/api/consultant/{id}/registration", {
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
    handler: invitation.POST,
    options: () => ({ actor: owner(), body: { recipients: "kunde@example.ch\nkaputt", locale: "fr" } }),
  },
  { method: "get", path: "/api/invitation", handler: invitation.GET, options: () => ({ actor: owner() }) },
  {
    method: "post",
    path: "/api/invitation/unsubscribe",
    handler: unsubscribe.POST,
    options: async () => {
      await call(invitation.POST, "POST", "/api/invitation", { actor: owner(), body: { recipients: "abmelden@example.ch", locale: "de" } });
      const message = await db().emailMessage.findFirstOrThrow({ where: { recipientEmail: "abmelden@example.ch" }, orderBy: { createdAt: "desc" } });
      const token = new URL((message.values as { unsubscribeUrl: string }).unsubscribeUrl).searchParams.get("token") as string;
      return { query: { token }, body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } };
    },
  },

  // search and meta
  { method: "get", path: "/api/search", handler: search.GET, options: () => ({ query: { postalCode: "8001" } }) },
  { method: "get", path: "/api/postalCode", handler: postalCode.GET, options: () => ({ query: { q: "80" } }) },
  { method: "get", path: "/api/health", handler: h(health.GET), options: () => ({}) },
  { method: "get", path: "/api/openapi.json", handler: openapi.GET, options: () => ({}) },

  // evaluations
  { label: "public", method: "get", path: "/api/evaluation", handler: evaluation.GET, options: () => ({ query: { consultantId: String(f.consultantId) } }) },
  {
    label: "filtered",
    method: "get",
    path: "/api/evaluation",
    handler: evaluation.GET,
    options: () => ({ query: { consultantId: String(f.consultantId), stars: "4", evidence: "none", language: "de", sort: "lowest" } }),
  },
  {
    label: "owner",
    method: "get",
    path: "/api/evaluation",
    handler: evaluation.GET,
    options: () => ({ actor: owner(), query: { consultantId: String(f.consultantId), scope: "owner" } }),
  },
  {
    method: "post",
    path: "/api/evaluation",
    handler: evaluation.POST,
    options: async () => ({ body: await submissionFor(db(), f.consultantId), headers: { "x-forwarded-for": "198.18.1.1" } }),
  },
  { label: "public", method: "get", path: "/api/evaluation/{id}", handler: evaluationId.GET, options: () => ({ params: id(f.publishedId) }) },
  {
    label: "owner",
    method: "get",
    path: "/api/evaluation/{id}",
    handler: evaluationId.GET,
    options: () => ({ actor: owner(), params: id(f.publishedId), query: { locale: "fr" } }),
  },
  {
    method: "put",
    path: "/api/evaluation/{id}",
    handler: evaluationId.PUT,
    options: async () => {
      const submission = await submissionFor(db(), f.consultantId);
      const done = await submitAndConfirm(submission, { db: db() });
      return { params: id(done.id), body: { ...submission, editToken: done.editToken, comment: "Geändert." } };
    },
  },
  {
    method: "put",
    path: "/api/evaluation/{id}/publish",
    handler: publish.PUT,
    options: async () => ({ actor: owner(), params: id((await insertEvaluation(db(), f.consultantId, 5, { state: "inReview" })).id) }),
  },
  {
    method: "put",
    path: "/api/evaluation/{id}/verify",
    handler: verify.PUT,
    options: async () => ({ actor: owner(), params: id((await insertEvaluation(db(), f.consultantId, 5)).id) }),
  },
  {
    method: "post",
    path: "/api/evaluation/{id}/comment",
    handler: comment.POST,
    options: async () => ({ actor: owner(), params: id((await insertEvaluation(db(), f.consultantId, 5)).id), body: { comment: "Danke!" } }),
  },
  {
    method: "post",
    path: "/api/evaluation/{id}/confirm",
    handler: confirm.POST,
    options: async () => {
      const { id: evaluationId } = await submitted();
      return { params: id(evaluationId), body: { token: await confirmationTokenFromOutbox(db(), evaluationId) } };
    },
  },
  {
    method: "post",
    path: "/api/evaluation/{id}/confirmation-email",
    handler: confirmationEmail.POST,
    options: async () => {
      const { id: evaluationId, editToken } = await submitted();
      return { params: id(evaluationId), body: { editToken } };
    },
  },
  {
    method: "post",
    path: "/api/evaluation/{id}/report",
    handler: report.POST,
    options: async () => ({
      actor: owner(),
      params: id((await insertEvaluation(db(), f.consultantId, 1)).id),
      body: { reason: "inappropriateContent", comment: "Falsch" },
    }),
  },
  { method: "post", path: "/api/evaluation/verification-code", handler: verificationCode.POST, options: () => ({ actor: owner() }) },

  // account
  { method: "post", path: "/api/account", handler: account.POST, options: () => ({ actor: user(), body: consultantBody(f.topicId) }) },
  { method: "get", path: "/api/account/export", handler: accountExport.GET, options: () => ({ actor: owner() }) },
  {
    method: "get",
    path: "/api/account/claim-search",
    handler: claimSearch.GET,
    options: async () => {
      await spareConsultant({ state: "unclaimed", email: null });
      return { actor: user(), query: { name: "Muster" } };
    },
  },

  // e-mail
  {
    method: "post",
    path: "/api/email",
    handler: email.POST,
    options: () => ({ body: { purpose: "contactTeam", name: "Eva", email: "eva@example.ch", text: "Hallo" } }),
  },
  // A consultant of its own: the address of the fixture's (set by the PUT above) is shared with the registrations and has had its daily share of links.
  {
    method: "post",
    path: "/api/email/confirmation",
    handler: emailConfirmation.POST,
    options: async () => {
      const spare = await spareConsultant();
      return { actor: consultantActor(spare), body: { consultantId: spare } };
    },
  },
  {
    method: "post",
    path: "/api/email/confirm",
    handler: emailConfirm.POST,
    options: async () => {
      const spare = await spareConsultant();
      const sent = await call(emailConfirmation.POST, "POST", "/api/email/confirmation", { actor: consultantActor(spare), body: { consultantId: spare } });
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
  { method: "get", path: "/api/jobs/publish-evaluations", handler: jobs.GET, options: () => ({ headers: { authorization: `Bearer ${SECRETS.jobs}` } }) },
  { method: "post", path: "/api/jobs/publish-evaluations", handler: jobs.POST, options: () => ({ headers: { authorization: `Bearer ${SECRETS.jobs}` } }) },
  {
    method: "post",
    path: "/api/webhooks/stripe",
    handler: h(stripeWebhook.POST),
    options: () => {
      const payload = JSON.stringify({
        id: "evt_openapi",
        object: "event",
        type: "customer.created",
        created: Math.floor(Date.now() / 1000),
        data: { object: {} },
      });
      return { body: payload, headers: { "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRETS.webhook }) } };
    },
  },
];

describe("documented responses match the real ones", () => {
  it.each(CASES.map((c) => [`${c.method.toUpperCase()} ${c.path}${c.label ? ` (${c.label})` : ""}`, c] as const))("%s", async (_name, c) => {
    const response = await call(c.handler, c.method.toUpperCase(), c.path, await c.options());
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBeLessThan(300);
    const op = listOperations().find((o) => o.method === c.method && o.path === c.path);
    expect(response.status).toBe(op?.success?.status ?? 200);
    const parsed = documented(c.method, c.path).safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    const items = itemsOf(body);
    if (items) expect(items.length, "a list with items to check").toBeGreaterThan(0);
  });

  it("calls every operation that documents a response schema", () => {
    const called = new Set(CASES.map((c) => `${c.method} ${c.path}`));
    const missing = listOperations()
      .filter((o) => o.response)
      .map((o) => `${o.method} ${o.path}`)
      .filter((key) => !called.has(key) && !(key in NOT_CALLED));
    expect(missing).toEqual([]);
  });

  it("a validation problem carries what the Problem schema documents: a text in the caller's language and its message key", async () => {
    const response = await call(stats.GET, "GET", `/api/consultant/${f.consultantId}/stats`, {
      actor: owner(),
      params: id(f.consultantId),
      query: { start: "2000-01-01", end: "2026-12-31" },
      headers: { "accept-language": "fr-CH" },
    });
    expect(response.status).toBe(422);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    const problem = (await response.json()) as Record<string, unknown> & { invalidParams: Record<string, unknown>[] };
    const schema = buildOpenApiDocument().components.schemas.Problem as {
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
