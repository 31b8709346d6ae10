// Generated bad input at every mutating endpoint under app/api (every POST, PUT, PATCH and DELETE):
// near-valid bodies with hostile values, missing and extra fields, random JSON, malformed and oversize
// bodies, hostile path parameters, every kind of caller (anonymous, another user, the owner, staff, or
// raw cookies and Authorization headers), signed and unsigned Stripe events, bad job secrets.
// Whatever arrives: no 5xx, every 4xx is application/problem+json, and no body shows a stack trace
// or a file of the server. SECURITY_FUZZ_RUNS overrides the 1,000 runs per endpoint (e.g. for a quick try).
import { vi } from "vitest";

// Secrets of its own; billing, the identity provider and SMTP unconfigured (read once by lib/config).
const SECRETS = await vi.hoisted(async () => (await import("@/tests/support/api-environment")).isolatedApiEnvironment("fuzz-endpoints"));

// First: next-auth's route reads next/headers, which needs the AsyncLocalStorage this module installs.
import { API_ROUTES, listRouteFiles, methodsOf, routeContract, type ApiRoute } from "@/tests/support/api-routes";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { whenDeliveredSoon } from "@/lib/email/deliver-soon";
import { submitEvaluation } from "@/lib/evaluations/submit-evaluation";
import type { RouteHandler } from "@/lib/http/route";
import { submissionFor } from "@/tests/integration/evaluation-fixtures";
import { BASE_URL, call, insertCompany, insertConsultant, insertEvaluation, setupApiDatabase } from "@/tests/support/api";
import { anonymous, companyAdmin, platformAdmin, user } from "@/tests/support/actors";
import { stripeSignature } from "@/tests/support/stripe-webhooks";
import { companyBody, consultantBody, l10n, salesAgentBody, salesAgentRow, topicBody } from "@/tests/support/request-bodies";
import { assertSafeResponse, mutated, nextClientIp, PNG_BASE64 } from "./fuzz-support";

const RUNS = Number(process.env.SECURITY_FUZZ_RUNS ?? 1000);
const ctx = setupApiDatabase();
afterAll(() => whenDeliveredSoon());
// The audit log warns of every refused bearer token: thousands of lines here. log-redaction.test.ts checks what is logged.
beforeAll(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

type Fixture = {
  consultantId: number;
  otherConsultantId: number;
  companyId: number;
  topicIds: number[];
  questionIds: number[];
  attachmentId: string;
  agentId: number;
  evaluationId: string;
  editableId: string;
  editToken: string;
  ownerEmail: string;
  submission: Record<string, unknown>;
};
let f: Fixture;

beforeAll(async () => {
  const db = ctx.current();
  const firm = await insertCompany(db);
  const owner = await insertConsultant(db, { companyId: firm.id, companyLinkState: "administrator" });
  const other = await insertConsultant(db, { state: "unclaimed" });
  const ownerRow = await db.consultant.findUniqueOrThrow({ where: { id: owner.id }, select: { email: true } });
  const topics = await db.consultingTopic.findMany({ select: { id: true }, orderBy: { id: "asc" } });
  const questions = await db.questionDefinition.findMany({ select: { id: true }, orderBy: { id: "asc" } });
  const file = await db.attachment.create({
    data: { fileName: "x.png", mediaType: "image/png", data: Buffer.from(PNG_BASE64, "base64"), size: 30, createdById: "fuzz-owner" },
  });
  const salesAgent = await db.salesAgent.create({ data: salesAgentRow({ number: "SA-FUZZ" }) });
  const inReview = await insertEvaluation(db, owner.id, 4, { state: "inReview" });
  const submission = (await submissionFor(db, owner.id)) as unknown as Record<string, unknown>;
  const editable = await submitEvaluation(submission, { db });
  f = {
    consultantId: owner.id,
    otherConsultantId: other.id,
    companyId: firm.id,
    topicIds: topics.map((t) => t.id),
    questionIds: questions.map((q) => q.id),
    attachmentId: file.id,
    agentId: salesAgent.id,
    evaluationId: inReview.id,
    editableId: editable.id,
    editToken: editable.editToken,
    ownerEmail: ownerRow.email ?? "owner@example.ch",
    submission,
  };
});

// ---------------------------------------------------------------- callers

type Caller = "anonymous" | "stranger" | "owner" | "admin" | "raw";
const callerArb = fc.constantFrom<Caller>("anonymous", "stranger", "owner", "admin", "raw");

/** Fresh user ids on every call, so that per-user rate limits do not end the fuzzing after a few runs. */
function actorFor(caller: Exclude<Caller, "raw">): Actor {
  switch (caller) {
    case "anonymous":
      return anonymous;
    case "stranger":
      return user();
    case "owner":
      return { ...companyAdmin(f.consultantId, f.companyId), email: f.ownerEmail };
    case "admin":
      return platformAdmin();
  }
}

/** What a "raw" caller sends instead of an overridden actor: forged cookies, cross-site origins, bearer tokens. */
const rawHeadersArb = fc.record(
  {
    cookie: fc.oneof(
      fc.string({ maxLength: 200 }).map((v) => `${sessionCookieName()}=${v}`),
      fc.string({ maxLength: 100 }),
    ),
    origin: fc.constantFrom("https://evil.example", "null", "http://localhost:3000", "not a url"),
    authorization: fc.oneof(
      fc.string({ maxLength: 100 }).map((v) => `Bearer ${v}`),
      fc.constantFrom("Bearer", "Basic dXNlcjpwdw==", "Bearer a.b.c", "Bearer eyJhbGciOiJub25lIn0.e30."),
    ),
  },
  { requiredKeys: [] },
);

const contentTypeArb = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "",
);

// ---------------------------------------------------------------- bodies and parameters

const OVERSIZE = `{"data":"${"A".repeat(600 * 1024)}"}`;
/** Nesting far past MAX_JSON_DEPTH: once a 500 (stack overflow while validating). */
const DEEP = ["[".repeat(32_000) + "]".repeat(32_000), '{"a":'.repeat(2_000) + "1" + "}".repeat(2_000), "[".repeat(40) + "]".repeat(40)];

/** A body as the client sends it: mostly a mutation of a valid one, sometimes anything at all. */
function bodyArb(template: () => unknown): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    {
      weight: 12,
      arbitrary: fc
        .constant(null)
        .chain(() => mutated(template()))
        .map((b) => JSON.stringify(b)),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((b) => JSON.stringify(b)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "",
        " ",
        "null",
        "[]",
        "{",
        '{"a":',
        "undefined",
        "NaN",
        '{"__proto__":{"isPlatformAdmin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
        "\u0000",
        '"\\ud800"',
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
    { weight: 1, arbitrary: fc.nat({ max: 200 }).map((cut) => JSON.stringify(template()).slice(0, cut)) },
    { weight: 1, arbitrary: fc.constant(OVERSIZE) },
    { weight: 1, arbitrary: fc.constantFrom(...DEEP) },
    // A valid body buried under 40 levels, and NUL where text is expected (raw and escaped).
    { weight: 1, arbitrary: fc.constant(null).map(() => `${'{"a":['.repeat(40)}${JSON.stringify(template())}${"]}".repeat(40)}`) },
    { weight: 1, arbitrary: fc.constantFrom("\\u0000", "\u0000").map((nul) => JSON.stringify(template()).replace(/:"/, `:"${nul}`)) },
  );
}

const BAD_PARAMS = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "2147483648",
  "99999999999999999999",
  " 1",
  "0x10",
  "NaN",
  "",
  "../1",
  "%00",
  "\u0000",
  "1\u0000",
  "%E0%A4%A",
  "%zz",
  "1;DROP TABLE",
  "00000000-0000-4000-8000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "not-a-uuid",
];
/** A valid id most of the time, otherwise anything. */
const paramArb = (valid: () => string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(null).map(() => valid()) },
    { weight: 1, arbitrary: fc.constantFrom(...BAD_PARAMS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );

// ---------------------------------------------------------------- the endpoints

const companyWithLogo = () => companyBody({ logoAttachmentId: f.attachmentId });
const consultantWithEverything = () =>
  consultantBody({ consultingTopicIds: f.topicIds.slice(0, 2), languages: ["de", "fr"], photoAttachmentId: f.attachmentId, companyId: f.companyId });
const EMAIL_BODIES = () => [
  { purpose: "feedback", topic: "usability", comment: "Gut", privacyAgreement: true, locale: "de" },
  { purpose: "contactConsultant", consultantId: f.consultantId, name: "Eva", email: "eva@example.ch", text: "Hallo" },
  { purpose: "contactCompany", companyId: f.companyId, name: "Eva", email: "eva@example.ch", text: "Hallo" },
  { purpose: "contactTeam", name: "Eva", email: "eva@example.ch", text: "Hallo" },
  { purpose: "inviteConsultant", name: "Eva", email: "eva@example.ch", consultantName: "Max", consultantEmail: "max@example.ch", consent: true },
  {
    purpose: "inviteCompany",
    name: "Eva",
    email: "eva@example.ch",
    companyName: "AG",
    companyEmail: "ag@example.ch",
    contactName: "",
    contactEmail: "",
    contactPhone: "",
    privacyConsent: true,
  },
  {
    purpose: "corporateRequest",
    givenName: "Eva",
    familyName: "Muster",
    company: "AG",
    email: "eva@example.ch",
    phone: "044",
    consultantsCount: 5,
    language: "de",
    comment: "",
    privacyPolicyAndTermsAndConditions: true,
  },
];
let emailPick = 0;
const emailBody = () => EMAIL_BODIES()[emailPick++ % EMAIL_BODIES().length];

type Target = {
  name: string;
  /** Whether the route parses a JSON body (its contract's body schema). */
  parsesBody: boolean;
  handler: RouteHandler;
  method: string;
  path: string;
  params?: Record<string, fc.Arbitrary<string>>;
  /** A valid body to mutate; absent: the endpoint takes none (it gets random ones anyway). */
  body?: () => unknown;
  /** next-auth answers with its own redirects and pages, not problem+json. */
  problemJson?: boolean;
};

const badgeBody = () => ({ kind: "ombudsman", identifier: "OFS-1", registrar: "Ombudsstelle", checkedOn: "2026-01-15" });
const consultantParam = () => ({ id: paramArb(() => String(f.consultantId)) });
const evaluationParam = () => ({ id: paramArb(() => f.evaluationId) });

/** The target of `method` at `route` (its folder below app/api): name and handler follow from the route, and the
 * request path puts x, y for its parameters unless `options.path` says otherwise. */
function at(method: string, route: ApiRoute, options: Omit<Target, "name" | "parsesBody" | "handler" | "method" | "path"> & { path?: string } = {}): Target {
  let placeholder = 0;
  return {
    name: `${method} /api/${route.replace(/\[(\.\.\.)?(\w+)\]/g, "{$1$2}")}`,
    parsesBody: Boolean(routeContract(route, method)?.body),
    handler: (API_ROUTES[route] as Record<string, unknown>)[method] as RouteHandler,
    method,
    path: `/api/${route.replace(/\[[^[\]]+\]/g, () => "xyz"[placeholder++]!)}`,
    ...options,
  };
}

function targets(): Target[] {
  return [
    at("POST", "attachment", {
      body: () => ({ fileName: "a.png", mediaType: "image/png", data: PNG_BASE64 }),
    }),
    at("PUT", "attachment/[id]", {
      params: { id: paramArb(() => f.attachmentId) },
      body: () => ({ fileName: "b.png", data: PNG_BASE64 }),
    }),
    at("DELETE", "attachment/[id]", {
      params: { id: paramArb(() => f.attachmentId) },
    }),
    at("POST", "company", { body: companyWithLogo }),
    at("PUT", "company/[id]", {
      params: { id: paramArb(() => String(f.companyId)) },
      body: companyWithLogo,
    }),
    at("DELETE", "company/[id]", {
      params: { id: paramArb(() => String(f.companyId)) },
    }),
    at("POST", "company/[id]/consultant/[consultantId]", {
      params: { id: paramArb(() => String(f.companyId)), consultantId: paramArb(() => String(f.otherConsultantId)) },
      body: () => ({ companyLinkState: "requestedByCompany" }),
    }),
    at("DELETE", "company/[id]/consultant/[consultantId]", {
      params: { id: paramArb(() => String(f.companyId)), consultantId: paramArb(() => String(f.otherConsultantId)) },
    }),
    at("POST", "consultant", { body: consultantWithEverything }),
    at("PUT", "consultant/[id]", {
      params: consultantParam(),
      body: consultantWithEverything,
    }),
    at("DELETE", "consultant/[id]", {
      params: { id: paramArb(() => String(f.otherConsultantId)) },
    }),
    at("PUT", "consultant/[id]/activate", {
      params: consultantParam(),
    }),
    at("PUT", "consultant/[id]/disable", {
      params: consultantParam(),
    }),
    // A number that never matches: the fuzzing must not erase the fixture it keeps using.
    at("POST", "consultant/[id]/erase", {
      params: { id: paramArb(() => String(f.otherConsultantId)) },
      body: () => ({ confirmNumber: "NOT-ITS-NUMBER" }),
    }),
    // A number that never matches: the fuzzing must not merge away the fixture it keeps using.
    at("POST", "consultant/[id]/merge", {
      params: { id: paramArb(() => String(f.otherConsultantId)) },
      body: () => ({ survivorId: f.consultantId, confirmNumber: "NOT-ITS-NUMBER" }),
    }),
    // Register badges: platform administrators only; the registration id is any (mostly unknown: 404).
    at("POST", "consultant/[id]/registration", {
      params: consultantParam(),
      body: badgeBody,
    }),
    at("PUT", "consultant/[id]/registration/[registrationId]", {
      params: { ...consultantParam(), registrationId: paramArb(() => "1") },
      body: badgeBody,
    }),
    at("DELETE", "consultant/[id]/registration/[registrationId]", {
      params: { ...consultantParam(), registrationId: paramArb(() => "1") },
    }),
    at("POST", "consultingTopic", {
      body: () => topicBody(),
    }),
    at("PUT", "consultingTopic/[id]", {
      params: { id: paramArb(() => String(f.topicIds[0])) },
      body: () => ({ key: "k", name: l10n, description: l10n, icon: "x.svg" }),
    }),
    at("DELETE", "consultingTopic/[id]", {
      params: { id: paramArb(() => String(f.topicIds.at(-1))) },
    }),
    at("PUT", "consultingTopic/order", {
      body: () => ({ ids: [...f.topicIds].reverse() }),
    }),
    at("POST", "questionDefinition", {
      body: () => ({ type: "select", text: l10n, required: false, options: [{ text: l10n, points: 1 }] }),
    }),
    at("PUT", "questionDefinition/[id]", {
      params: { id: paramArb(() => String(f.questionIds[0])) },
      body: () => ({ type: "rating", text: l10n }),
    }),
    at("DELETE", "questionDefinition/[id]", {
      params: { id: paramArb(() => String(f.questionIds.at(-1))) },
    }),
    at("PUT", "questionDefinition/order", {
      body: () => ({ ids: [...f.questionIds].reverse() }),
    }),
    at("POST", "salesAgent", { body: () => salesAgentBody() }),
    at("PUT", "salesAgent/[id]", {
      params: { id: paramArb(() => String(f.agentId)) },
      body: () => salesAgentBody(),
    }),
    at("DELETE", "salesAgent/[id]", {
      params: { id: paramArb(() => String(f.agentId)) },
    }),
    at("POST", "account", { body: consultantWithEverything }),
    at("DELETE", "account", { body: () => ({ confirmEmail: f.ownerEmail }) }),
    at("POST", "email", { body: emailBody }),
    at("POST", "email/confirm", {
      body: () => ({ token: "A".repeat(43), locale: "fr" }),
    }),
    at("POST", "email/confirmation", {
      body: () => ({ consultantId: f.consultantId, locale: "it" }),
    }),
    at("POST", "evaluation", {
      body: () => ({ ...f.submission, customer: { ...(f.submission.customer as object), email: `k${Math.random().toString(36).slice(2, 8)}@example.ch` } }),
    }),
    at("PUT", "evaluation/[id]", {
      params: { id: paramArb(() => f.editableId) },
      body: () => ({ ...f.submission, editToken: f.editToken }),
    }),
    at("DELETE", "evaluation/[id]", {
      params: evaluationParam(),
    }),
    // A dry run: the fuzzing must not mail anybody (the real send is covered by review-invitations.test.ts).
    at("POST", "invitation", {
      body: () => ({ recipients: "kunde@example.ch\nkaputt", locale: "fr", dryRun: true }),
    }),
    // One-click unsubscribe: the token in the query is the credential; the body ("List-Unsubscribe=One-Click") is never read.
    at("POST", "invitation/unsubscribe", {
      path: "/api/invitation/unsubscribe?token=unknown_token_0123456789abcdef",
    }),
    at("POST", "evaluation/verification-code", {
      body: () => ({ consultantId: f.consultantId, locale: "fr" }),
    }),
    at("POST", "evaluation/[id]/comment", {
      params: evaluationParam(),
      body: () => ({ comment: "Danke!" }),
    }),
    at("PUT", "evaluation/[id]/publish", {
      params: evaluationParam(),
    }),
    at("PUT", "evaluation/[id]/verify", {
      params: evaluationParam(),
    }),
    // Due process: a notice from anyone, its confirmation, a moderator's decision, an appeal and its decision.
    at("POST", "evaluation/[id]/notice", {
      params: evaluationParam(),
      body: () => ({ subject: "review", reason: "insultOrThreat", explanation: "Beleidigend.", name: "Eva", email: "eva@example.ch", goodFaith: true }),
    }),
    at("POST", "consultant/[id]/notice", {
      params: consultantParam(),
      body: () => ({ reason: "personalDataOfOthers", explanation: "Adresse eines Dritten.", name: "Eva", email: "eva@example.ch", goodFaith: true }),
    }),
    // The profile page's insights beacon (issue 32): no body, an event in the query.
    at("POST", "consultant/[id]/view", { params: consultantParam() }),
    // The search results page's beacon (issue 34): no body, the search in the query.
    at("POST", "search/appearances"),
    at("POST", "moderation/notice/[id]/confirm", { params: { id: paramArb(() => "1") }, body: () => ({ token: "x".repeat(43) }) }),
    at("POST", "moderation/notice/[id]/decision", { params: { id: paramArb(() => "1") }, body: () => ({ outcome: "hidden", publicReason: "Beleidigung." }) }),
    at("POST", "moderation/appeal", { body: () => ({ token: "x".repeat(43), text: "Ich widerspreche." }) }),
    at("POST", "moderation/appeal/[id]/decision", { params: { id: paramArb(() => "1") }, body: () => ({ outcome: "reversed", publicReason: "Falsch." }) }),
    at("POST", "evaluation/[id]/report", {
      params: evaluationParam(),
      body: () => ({ reason: "otherReasons", comment: "Falsch" }),
    }),
    // The dispute procedure: the consultant's dispute, the moderators' steps, the reviewer's answer with files.
    at("POST", "evaluation/[id]/dispute", {
      params: evaluationParam(),
      body: () => ({ reason: "falseFacts", explanation: "Die Kosten waren vorab schriftlich vereinbart." }),
    }),
    at("POST", "dispute/[id]/screening", {
      params: { id: paramArb(() => "1") },
      body: () => ({ action: "reject", reason: "Kein konkreter Grund." }),
    }),
    at("POST", "dispute/[id]/decision", {
      params: { id: paramArb(() => "1") },
      body: () => ({ outcome: "hidden", summaryForConsultant: "Geschildert.", publicReason: "Unbelegt." }),
    }),
    at("POST", "dispute/[id]/answer", {
      params: { id: paramArb(() => "1") },
      body: () => ({
        token: "a".repeat(43),
        consultationDate: "2026-03-02",
        consultationSubject: "Hypothek",
        answer: "Termin in Zürich.",
        evidence: [{ fileName: "x.png", content: PNG_BASE64 }],
      }),
    }),
    // The lead inbox: marking and answering a conversation (the contact messages fuzzed above make some).
    at("PUT", "conversation/[id]/answered", { params: { id: paramArb(() => "1") }, body: () => ({ answered: true }) }),
    at("POST", "conversation/[id]/reply", { params: { id: paramArb(() => "1") }, body: () => ({ text: "Gerne, rufen Sie mich an." }) }),
    at("POST", "evaluation/[id]/confirm", {
      params: { id: paramArb(() => f.editableId) },
      body: () => ({ token: "a".repeat(43) }),
    }),
    at("POST", "evaluation/[id]/confirmation-email", {
      params: { id: paramArb(() => f.editableId) },
      body: () => ({ editToken: f.editToken }),
    }),
    at("POST", "auth/[...nextauth]", {
      // A catch-all route only matches one or more non-empty segments (/api/auth itself is no route).
      params: {
        nextauth: fc.oneof(
          fc.constantFrom(
            "signin/local",
            "callback/local",
            "signout",
            "session",
            "_log",
            "csrf",
            "providers",
            "signin/oidc",
            "callback/oidc",
            "error",
            "verify-request",
            "signin",
            "callback",
          ),
          fc.string({ minLength: 1, maxLength: 30 }).filter((v) => v.split("/").every((segment) => segment.length > 0)),
        ),
      },
      body: () => "csrfToken=x&email=admin%40beraterwahl.ch&callbackUrl=%2Fde",
      problemJson: false,
    }),
  ];
}

// ---------------------------------------------------------------- the runs

type Input = {
  params: Record<string, string>;
  body: string | undefined;
  caller: Caller;
  raw: Record<string, string>;
  contentType: string;
  requestId: string | null;
};

async function send(t: Target, input: Input): Promise<Response> {
  const headers: Record<string, string> = { "x-forwarded-for": nextClientIp() };
  if (input.contentType) headers["content-type"] = input.contentType;
  if (input.requestId !== null) headers["x-request-id"] = input.requestId;
  if (input.caller !== "raw") return call(t.handler, t.method, t.path, { params: input.params, body: input.body, headers, actor: actorFor(input.caller) });
  // No actor override: the route settles the caller from the headers, as in production.
  const request = new Request(new URL(t.path, BASE_URL), { method: t.method, headers: { ...headers, ...input.raw }, body: input.body });
  return t.handler(request, { params: Promise.resolve(input.params) });
}

describe("generated bad input at every mutating endpoint", () => {
  it("covers every POST, PUT, PATCH and DELETE under app/api", async () => {
    const mutating = listRouteFiles().flatMap((folder) => {
      const route = `/api/${folder}`.replace(/\[\.\.\.(\w+)\]/g, "{...$1}").replace(/\[(\w+)\]/g, "{$1}");
      return methodsOf(folder)
        .filter((m) => m !== "GET")
        .map((m) => `${m} ${route}`);
    });
    const fuzzed = [...targets().map((t) => t.name), "POST /api/webhooks/stripe", "POST /api/jobs/publish-evaluations"];
    expect(mutating.filter((name) => !fuzzed.includes(name))).toEqual([]);
  });

  it("mutates a valid body wherever the route parses one", () => {
    // Without a valid body to start from, the runs would test only the validation, never the service.
    expect(
      targets()
        .filter((t) => t.parsesBody && !t.body)
        .map((t) => t.name),
    ).toEqual([]);
  });

  for (const t of targets()) {
    it(`${t.name}: ${RUNS} runs, no 5xx, problem+json, no stack trace`, async () => {
      const paramsArb = fc.record(Object.fromEntries(Object.entries(t.params ?? {})) as Record<string, fc.Arbitrary<string>>);
      const inputArb = fc.record({
        params: paramsArb,
        body: t.body
          ? bodyArb(t.body)
          : fc.oneof(
              fc.constant(undefined),
              bodyArb(() => ({ x: 1 })),
            ),
        caller: callerArb,
        raw: rawHeadersArb,
        contentType: t.problemJson === false ? fc.constantFrom("application/x-www-form-urlencoded", "application/json", "text/plain") : contentTypeArb,
        requestId: fc.oneof(fc.constant(null), fc.string({ maxLength: 120 })),
      });
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(inputArb, async (input) => {
          const response = await send(t, input);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          await assertSafeResponse(response, { problemJson: t.problemJson ?? true, context: t.name });
        }),
        { numRuns: RUNS },
      );
      // The input is near enough to valid to get past validation some of the time: the services were fuzzed too.
      const histogram = JSON.stringify(Object.fromEntries(statuses));
      expect(
        [...statuses.keys()].some((status) => ![400, 413, 415, 422].includes(status)),
        histogram,
      ).toBe(true);
    });
  }

  it("inputs the fuzzing found to cause a 500 now answer 4xx (regressions)", async () => {
    const check = async (response: Response, context: string) => {
      await assertSafeResponse(response, { problemJson: true, context });
      expect(response.status, context).toBeGreaterThanOrEqual(400);
    };
    // A session cookie with a malformed %-escape (any cookie-authenticated route).
    const cookie = { cookie: `${sessionCookieName()}=%`, origin: "http://localhost:3000", "x-forwarded-for": nextClientIp() };
    await check(
      await API_ROUTES["evaluation/verification-code"].POST(new Request(`${BASE_URL}/api/evaluation/verification-code`, { method: "POST", headers: cookie }), {
        params: Promise.resolve({}),
      }),
      "cookie %",
    );
    // Half a surrogate pair, escaped in JSON (PostgreSQL stores no such text).
    await check(
      await call(API_ROUTES.email.POST, "POST", "/api/email", {
        body: '{"purpose":"contactTeam","name":"Eva","email":"eva@example.ch","text":"\\ud800"}',
        headers: { "x-forwarded-for": nextClientIp() },
      }),
      "lone surrogate",
    );
    await check(
      await call(API_ROUTES["consultingTopic/[id]"].PUT, "PUT", "/api/consultingTopic/x", {
        params: { id: String(f.topicIds[0]) },
        body: { key: "k", name: { ...l10n, fr: "\udc00x" }, description: l10n, icon: "x.svg" },
        actor: platformAdmin(),
      }),
      "lone surrogate in JSON",
    );
    // A signed Stripe event whose type is a property of every object.
    for (const type of ["__proto__", "toString", "constructor"]) {
      const payload = JSON.stringify({ id: `evt_regression_${type}`, type, created: Math.floor(Date.now() / 1000), data: { object: {} } });
      const signature = stripeSignature(payload, SECRETS.webhook);
      const response = await call(API_ROUTES["webhooks/stripe"].POST as RouteHandler, "POST", "/api/webhooks/stripe", {
        body: payload,
        headers: { "stripe-signature": signature },
      });
      expect(response.status, type).toBe(200);
      expect(((await response.json()) as { outcome: string }).outcome, type).toBe("ignored");
    }
    // A database id beyond PostgreSQL's integer.
    await check(
      await call(API_ROUTES.evaluation.POST, "POST", "/api/evaluation", {
        body: { ...f.submission, consultantId: 2 ** 31 },
        headers: { "x-forwarded-for": nextClientIp() },
      }),
      "consultantId 2^31",
    );
    await check(
      await call(API_ROUTES["evaluation/verification-code"].POST, "POST", "/api/evaluation/verification-code", {
        body: { consultantId: 2 ** 31 },
        actor: platformAdmin(),
        headers: { "x-forwarded-for": nextClientIp() },
      }),
      "code for 2^31",
    );
    // next-auth with a JSON content type and a body that is no JSON.
    const signout = API_ROUTES["auth/[...nextauth]"].POST as RouteHandler;
    await check(
      await call(signout, "POST", "/api/auth/signout", { params: { nextauth: "signout" }, body: "", headers: { "content-type": "application/json" } }),
      "next-auth empty JSON",
    );
  });

  it(`POST /api/webhooks/stripe: ${RUNS} hostile events, signed and unsigned, no 5xx`, async () => {
    const types = [
      "checkout.session.completed",
      "customer.subscription.created",
      "customer.subscription.updated",
      "customer.subscription.deleted",
      "invoice.paid",
      "invoice.payment_failed",
      "customer.created",
    ];
    const now = Math.floor(Date.now() / 1000);
    const subscription = () => ({
      id: "sub_fuzz",
      object: "subscription",
      customer: "cus_fuzz",
      status: "active",
      cancel_at_period_end: false,
      metadata: { consultantId: String(f.consultantId) },
      items: {
        data: [
          {
            quantity: 1,
            current_period_end: now + 86_400,
            price: { id: "price_professional", unit_amount: 9900, recurring: { interval: "month", interval_count: 1 } },
          },
        ],
      },
    });
    const objects: Record<string, () => unknown> = {
      "checkout.session.completed": () => ({
        id: "cs_fuzz",
        object: "checkout.session",
        mode: "subscription",
        client_reference_id: String(f.consultantId),
        customer: "cus_fuzz",
        subscription: "sub_fuzz",
        metadata: { consultantId: String(f.consultantId) },
      }),
      "invoice.paid": () => ({ id: "in_fuzz", object: "invoice", customer: "cus_fuzz", parent: { subscription_details: { subscription: "sub_fuzz" } } }),
      "invoice.payment_failed": () => ({ id: "in_fuzz", object: "invoice", customer: "cus_fuzz", subscription: "sub_fuzz" }),
    };
    let counter = 0;
    const eventArb = fc
      .record({ type: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...types) }, { weight: 1, arbitrary: fc.string({ maxLength: 30 }) }), n: fc.nat() })
      .chain(({ type }) =>
        mutated({ id: `evt_fuzz_${++counter}`, type, created: now - 10, data: { object: (Object.hasOwn(objects, type) ? objects[type]! : subscription)() } }),
      );
    const payloadArb = fc.oneof(
      { weight: 6, arbitrary: eventArb.map((e) => JSON.stringify(e)) },
      { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    );
    const signatureArb = fc.constantFrom("valid", "valid", "valid", "none", "forged", "stale", "garbage", "tampered");
    await fc.assert(
      fc.asyncProperty(payloadArb, signatureArb, fc.string({ maxLength: 80 }), callerArb, async (payload, mode, garbage, caller) => {
        const sign = (secret: string, timestamp?: number) => stripeSignature(payload, secret, timestamp);
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (mode === "valid" || mode === "tampered") headers["stripe-signature"] = sign(SECRETS.webhook);
        if (mode === "forged") headers["stripe-signature"] = sign("whsec_forged");
        if (mode === "stale") headers["stripe-signature"] = sign(SECRETS.webhook, now - 3600);
        if (mode === "garbage") headers["stripe-signature"] = garbage;
        const body = mode === "tampered" ? `${payload} ` : payload;
        const response = await call(API_ROUTES["webhooks/stripe"].POST as RouteHandler, "POST", "/api/webhooks/stripe", {
          body,
          headers,
          actor: caller === "raw" ? anonymous : actorFor(caller),
        });
        await assertSafeResponse(response, { problemJson: true, context: `webhook (${mode})` });
        // Only a valid signature over the exact body is ever accepted.
        if (mode !== "valid") expect(response.status).toBe(400);
      }),
      { numRuns: RUNS },
    );
  });

  it(`POST /api/jobs/publish-evaluations: ${RUNS} bad or absent secrets are refused`, async () => {
    const authorizationArb = fc.oneof(
      fc.constant(undefined),
      fc.string({ maxLength: 80 }).map((v) => `Bearer ${v}`),
      fc.string({ maxLength: 80 }),
      fc.constantFrom(
        `Bearer ${SECRETS.jobs}x`,
        `Bearer ${SECRETS.jobs.slice(0, -1)}`,
        `Bearer ${SECRETS.jobs.toUpperCase()}`,
        `Basic ${SECRETS.jobs}`,
        SECRETS.jobs,
        "Bearer",
        "Bearer  ",
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        authorizationArb,
        bodyArb(() => ({})),
        callerArb,
        fc.constantFrom("GET", "POST"),
        async (authorization, body, caller, method) => {
          const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
          const handler = (method === "GET" ? API_ROUTES["jobs/publish-evaluations"].GET : API_ROUTES["jobs/publish-evaluations"].POST) as RouteHandler;
          const response = await call(handler, method, "/api/jobs/publish-evaluations", {
            body: method === "GET" ? undefined : body,
            headers,
            actor: caller === "raw" ? anonymous : actorFor(caller),
          });
          await assertSafeResponse(response, { problemJson: true, context: "jobs" });
          expect([401, 403]).toContain(response.status);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
