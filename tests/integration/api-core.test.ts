// Problem details, validation, CSRF origin check, attachments, link rules and the privacy walk.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as attachmentGet } from "@/app/api/attachment/[id]/route";
import { POST as attachmentPost } from "@/app/api/attachment/route";
import { GET as companyList } from "@/app/api/company/route";
import { GET as companyGet } from "@/app/api/company/[id]/route";
import { POST as linkPost } from "@/app/api/company/[id]/consultant/[consultantId]/route";
import { GET as consultantList, POST as consultantPost } from "@/app/api/consultant/route";
import { GET as consultantGet, PUT as consultantPut } from "@/app/api/consultant/[id]/route";
import { GET as statsGet } from "@/app/api/consultant/[id]/stats/route";
import { GET as topGet } from "@/app/api/consultant/top/route";
import { GET as searchGet } from "@/app/api/search/route";
import { refreshAggregatesForConsultants } from "@/lib/consultants/aggregates";
import { call, callJson, insertCompany, insertConsultant, insertEvaluation, setupApiDatabase } from "@/tests/support/api";
import { anonymous, companyAdmin, consultantActor, platformAdmin, user } from "@/tests/support/actors";
import { anotherPerson, BERN_ADDRESS, consultantBody } from "@/tests/support/request-bodies";

const ctx = setupApiDatabase();
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
let topicId = 0;
let companyId = 0;
let memberId = 0;
let disabledId = 0;
let unclaimedId = 0;

const body = (overrides: Record<string, unknown> = {}) =>
  consultantBody({ ...anotherPerson("Peter", "Pfister"), ...BERN_ADDRESS, consultingTopicIds: [topicId], languages: ["de", "fr"], ...overrides });

beforeAll(async () => {
  const db = ctx.current();
  topicId = (await db.consultingTopic.findFirstOrThrow({ select: { id: true } })).id;
  companyId = (await insertCompany(db)).id;
  memberId = (await insertConsultant(db, { companyId, companyLinkState: "accepted", calensoToken: "tok", calensoWorkerId: "w1" })).id;
  disabledId = (await insertConsultant(db, { state: "disabled" })).id;
  unclaimedId = (await insertConsultant(db, { state: "unclaimed", introduction: "secret intro" })).id;
  await insertEvaluation(db, memberId, 4.5, { mandateConfirmedAt: new Date() });
  await insertEvaluation(db, unclaimedId, 5);
  await db.verificationCode.create({ data: { consultantId: memberId, codeHash: "a".repeat(64) } });
  await refreshAggregatesForConsultants(db, [memberId, unclaimedId]);
});

describe("problem details and validation", () => {
  it("answers malformed JSON with 400 problem+json", async () => {
    const res = await callJson(consultantPost, "POST", "/api/consultant", { actor: platformAdmin(), body: "{nope" });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.body).toMatchObject({ status: 400, title: "Ungültige Anfrage", instance: "/api/consultant" });
    expect(res.body.requestId).toBeTypeOf("string");
  });

  it("lists every issue (wrong types, unknown fields, oversize strings) as 422 with JSON pointers", async () => {
    const res = await callJson<{ invalidParams: { pointer: string }[] }>(consultantPost, "POST", "/api/consultant", {
      actor: platformAdmin(),
      body: body({ givenName: "x".repeat(101), languages: ["de", "xx"], ratingAverage: 5, postalCode: 123, isAdmin: true }),
    });
    expect(res.status).toBe(422);
    expect(res.body.invalidParams.map((p) => p.pointer).sort()).toEqual(["/givenName", "/isAdmin", "/languages/1", "/postalCode", "/ratingAverage"]);
  });

  it("refuses NUL characters, which PostgreSQL cannot store, with 422", async () => {
    const res = await call(consultantPost, "POST", "/api/consultant", { actor: platformAdmin(), body: body({ givenName: "Pe\u0000ter" }) });
    expect(res.status).toBe(422);
  });

  it("refuses bodies over the size limit with 413", async () => {
    const res = await call(consultantPost, "POST", "/api/consultant", { actor: platformAdmin(), body: { ...body(), introduction: "x".repeat(70_000) } });
    expect(res.status).toBe(413);
  });

  it("turns unexpected failures into a generic 500 without a stack trace", async () => {
    const res = await callJson(statsGet, "GET", "/api/consultant/999999/stats", {
      actor: platformAdmin(),
      params: { id: "999999" },
      query: { start: "2025-01-01", end: "2025-01-02" },
      headers: { "x-request-id": "test-request-0001" },
    });
    // Unknown consultant: a 404, not a 500; and the request id is echoed.
    expect(res.status).toBe(404);
    expect(res.body.requestId).toBe("test-request-0001");
  });

  it("refuses cookie-authenticated writes from another origin (403) and accepts the app's own", async () => {
    const foreign = await call(consultantPost, "POST", "/api/consultant", {
      actor: platformAdmin(),
      body: body(),
      headers: { cookie: "s=1", origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    const missing = await call(consultantPost, "POST", "/api/consultant", { actor: platformAdmin(), body: body(), headers: { cookie: "s=1" } });
    expect(missing.status).toBe(403);
    const own = await call(consultantPost, "POST", "/api/consultant", {
      actor: platformAdmin(),
      body: body(),
      headers: { cookie: "s=1", origin: "http://localhost:3000" },
    });
    expect(own.status).toBe(201);
  });
});

describe("consultants", () => {
  it("lets only platform administrators set booking credentials", async () => {
    const owner = consultantActor(memberId);
    const res = await callJson<{ invalidParams: { pointer: string }[] }>(consultantPut, "PUT", `/api/consultant/${memberId}`, {
      actor: owner,
      params: { id: String(memberId) },
      body: body({ calensoToken: "x", state: "active" }),
    });
    expect(res.status).toBe(403);
    expect(res.body.invalidParams.map((p) => p.pointer).sort()).toEqual(["/calensoToken", "/state"]);
    const ok = await callJson(consultantPut, "PUT", `/api/consultant/${memberId}`, {
      actor: platformAdmin(),
      params: { id: String(memberId) },
      body: body({ calensoToken: "tok2", calensoWorkerId: "w2" }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ calensoToken: "tok2", latitude: expect.any(Number), city: "Bern" });
  });

  it("hides disabled profiles from everybody but the owner and staff", async () => {
    expect((await call(consultantGet, "GET", "/", { params: { id: String(disabledId) } })).status).toBe(404);
    expect((await call(consultantGet, "GET", "/", { actor: consultantActor(disabledId), params: { id: String(disabledId) } })).status).toBe(200);
  });

  it("computes stats in the date range", async () => {
    const year = new Date().getFullYear();
    const res = await callJson(statsGet, "GET", "/", {
      actor: consultantActor(memberId),
      params: { id: String(memberId) },
      query: { start: `${year}-01-01`, end: `${year}-12-31` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ evaluationCount: 1, verifiedEvaluationCount: 1, totalRating: 4.5, invitedConsultantCount: 1, color: "#16a34a" });
    expect((res.body.averageRatings as unknown[]).length).toBeGreaterThan(0);
    const empty = await callJson(statsGet, "GET", "/", {
      actor: consultantActor(memberId),
      params: { id: String(memberId) },
      query: { start: "2000-01-01", end: "2000-12-31" },
    });
    expect(empty.body).toMatchObject({ evaluationCount: 0, totalRating: null, color: "#9ca3af" });
    const bad = await callJson(statsGet, "GET", "/", {
      actor: consultantActor(memberId),
      params: { id: String(memberId) },
      query: { start: "2025-02-01", end: "2025-01-01" },
    });
    expect(bad.status).toBe(422);
  });
});

describe("company links", () => {
  it("follows the link rules: request, accept by the administrator, promote", async () => {
    const db = ctx.current();
    const admin = (await insertConsultant(db, { companyId, companyLinkState: "administrator" })).id;
    const joiner = (await insertConsultant(db)).id;
    const params = { id: String(companyId), consultantId: String(joiner) };
    const asJoiner = consultantActor(joiner);
    const asAdmin = companyAdmin(admin, companyId);
    expect((await call(linkPost, "POST", "/", { actor: asJoiner, params, body: { companyLinkState: "accepted" } })).status).toBe(403);
    expect((await call(linkPost, "POST", "/", { actor: asJoiner, params, body: { companyLinkState: "requestedByConsultant" } })).status).toBe(200);
    expect((await call(linkPost, "POST", "/", { actor: asJoiner, params, body: { companyLinkState: "administrator" } })).status).toBe(403);
    expect((await call(linkPost, "POST", "/", { actor: asAdmin, params, body: { companyLinkState: "accepted" } })).status).toBe(200);
    expect((await call(linkPost, "POST", "/", { actor: asAdmin, params, body: { companyLinkState: "administrator" } })).status).toBe(200);
    expect((await db.consultant.findUniqueOrThrow({ where: { id: joiner } })).companyLinkState).toBe("administrator");
  });
});

describe("attachments", () => {
  it("stores images by their magic bytes and serves them with caching headers", async () => {
    const actor = user();
    const up = await callJson<{ id: string }>(attachmentPost, "POST", "/", {
      actor,
      body: { fileName: "p.png", mediaType: "image/jpeg", data: PNG.toString("base64") },
    });
    expect(up.status).toBe(201);
    const res = await call(attachmentGet, "GET", "/", { params: { id: up.body.id } });
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-length")).toBe(String(PNG.length));
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("etag")).toBeTruthy();
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
  });

  it("refuses other file types (415), oversize files (413) and anonymous uploads (401)", async () => {
    const gif = await call(attachmentPost, "POST", "/", { actor: user(), body: { fileName: "x.gif", data: Buffer.from("GIF89a......").toString("base64") } });
    expect(gif.status).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(2048 * 1024)]);
    const tooBig = await call(attachmentPost, "POST", "/", { actor: user(), body: { fileName: "big.png", data: big.toString("base64") } });
    expect(tooBig.status).toBe(413);
    expect((await call(attachmentPost, "POST", "/", { body: { fileName: "a.png", data: PNG.toString("base64") } })).status).toBe(401);
  });
});

describe("privacy: anonymous responses", () => {
  const PRIVATE_KEYS = [
    "email",
    "customerEmail",
    "editToken",
    "editTokenHash",
    "codeHash",
    "calensoToken",
    "calensoWorkerId",
    "trialEndsAt",
    "createdById",
    "acceptsPrivacyPolicy",
  ];

  function privateKeysIn(value: unknown, path = ""): string[] {
    if (Array.isArray(value)) return value.flatMap((v, i) => privateKeysIn(v, `${path}/${i}`));
    if (value && typeof value === "object") {
      return Object.entries(value).flatMap(([k, v]) => [...(PRIVATE_KEYS.includes(k) ? [`${path}/${k}`] : []), ...privateKeysIn(v, `${path}/${k}`)]);
    }
    return [];
  }

  it("never contain a private field", async () => {
    const responses = [
      await callJson(consultantGet, "GET", "/", { actor: anonymous, params: { id: String(memberId) } }),
      await callJson(consultantGet, "GET", "/", { actor: user(), params: { id: String(unclaimedId) } }),
      await callJson(consultantList, "GET", "/", { actor: anonymous }),
      await callJson(topGet, "GET", "/", { actor: anonymous }),
      await callJson(searchGet, "GET", "/", { actor: anonymous, query: { postalCode: "8001" } }),
      await callJson(companyList, "GET", "/", { actor: anonymous }),
      await callJson(companyGet, "GET", "/", { actor: anonymous, params: { id: String(companyId) } }),
    ];
    for (const res of responses) expect(res.status).toBe(200);
    // The company's own e-mail is its public contact address (the company page's contact details, docs/product-rules.md#public-pages).
    const leaks = responses.flatMap((r, i) => privateKeysIn(r.body).map((p) => `${i}:${p}`)).filter((p) => p !== "6:/email");
    expect(leaks).toEqual([]);
    // The walk would notice: the owner's view has them.
    const own = await callJson(consultantGet, "GET", "/", { actor: consultantActor(memberId), params: { id: String(memberId) } });
    expect(privateKeysIn(own.body)).toContain("/email");
  });

  it("shows unclaimed profiles without ratings or details", async () => {
    const res = await callJson(consultantGet, "GET", "/", { params: { id: String(unclaimedId) } });
    expect(res.body).toMatchObject({ state: "unclaimed", ratingAverage: null, ratingCount: 0, introduction: null, averageRatings: [] });
  });
});
