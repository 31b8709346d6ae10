// Registration (POST /api/account): claims are decided by the server, new profiles start active
// with a trial, the welcome e-mail is queued in the same transaction.
import { beforeAll, describe, expect, it } from "vitest";
import type { RouteHandler } from "@/lib/http/route";
import { callJson, insertConsultant, setupApiDatabase } from "@/tests/support/api";
import { user } from "@/tests/support/actors";

const { current } = setupApiDatabase();
let POST: RouteHandler;
let search: RouteHandler;
let topicId: number;

const details = (overrides: Record<string, unknown> = {}) => ({
  honorific: "mrs",
  givenName: "Petra",
  familyName: "Keller",
  streetName: "Marktgasse",
  streetNumber: "5",
  postalCode: "3011",
  city: "Bern",
  canton: "BE",
  publicEmail: "kontakt@keller.example",
  consultingTopicIds: [topicId],
  languages: ["de", "fr"],
  acceptsPrivacyPolicy: true,
  termsAndConditions: true,
  locale: "de",
  ...overrides,
});

beforeAll(async () => {
  ({ POST } = await import("@/app/api/account/route"));
  ({ GET: search } = await import("@/app/api/account/claim-search/route"));
  topicId = (await current().consultingTopic.findFirstOrThrow({ where: { active: true } })).id;
});

describe("POST /api/account", () => {
  it("registers without claiming: active, trial started, welcome queued, geocoded", async () => {
    const actor = user({ email: "petra.keller@example.ch" });
    const before = Date.now();
    const { status, body } = await callJson<{ consultantId: number; claimed: boolean }>(POST, "POST", "/api/account", { actor, body: details() });
    expect(status).toBe(201);
    expect(body.claimed).toBe(false);
    const row = await current().consultant.findUniqueOrThrow({ where: { id: body.consultantId }, include: { consultingTopics: true } });
    expect(row.state).toBe("active");
    expect(row.email).toBe("petra.keller@example.ch");
    expect(row.consultingTopics.map((t) => t.consultingTopicId)).toEqual([topicId]);
    expect(row.trialEndsAt!.getTime()).toBeGreaterThanOrEqual(before + 14 * 86_400_000 - 1000);
    expect(row.trialEndsAt!.getTime()).toBeLessThanOrEqual(Date.now() + 14 * 86_400_000 + 1000);
    expect(row.latitude).not.toBeNull();
    expect(await current().emailMessage.count({ where: { recipientEmail: "petra.keller@example.ch" } })).toBe(1);
  });

  it("refuses a second registration of an active consultant", async () => {
    const actor = user({ email: "petra.keller@example.ch" });
    const { status } = await callJson(POST, "POST", "/api/account", { actor, body: details() });
    expect(status).toBe(409);
    expect(await current().emailMessage.count({ where: { recipientEmail: "petra.keller@example.ch" } })).toBe(1);
  });

  it("claims an unclaimed profile whose e-mail matches (case-insensitive)", async () => {
    const profile = await insertConsultant(current(), { state: "unclaimed", email: "Hans.Claim@Example.ch", givenName: "Hans", familyName: "Claimer" });
    const actor = user({ email: "hans.claim@example.ch" });
    const { status, body } = await callJson<{ consultantId: number; claimed: boolean }>(POST, "POST", "/api/account", {
      actor,
      body: details({ claimConsultantId: profile.id, givenName: "Hans", familyName: "Claimer" }),
    });
    expect(status).toBe(201);
    expect(body).toEqual({ consultantId: profile.id, claimed: true });
    const row = await current().consultant.findUniqueOrThrow({ where: { id: profile.id } });
    expect(row.state).toBe("active");
    expect(row.trialEndsAt).not.toBeNull();
    expect(row.acceptsPrivacyPolicy).toBe(true);
  });

  it("refuses a claim with a mismatching e-mail on the server and changes nothing", async () => {
    const profile = await insertConsultant(current(), { state: "unclaimed", email: "owner@example.ch", givenName: "Otto", familyName: "Owner" });
    const actor = user({ email: "intruder@example.ch" });
    const { status, body } = await callJson<{ detail?: string }>(POST, "POST", "/api/account", { actor, body: details({ claimConsultantId: profile.id }) });
    expect(status).toBe(403);
    expect(JSON.stringify(body)).toContain("emailMismatch");
    const row = await current().consultant.findUniqueOrThrow({ where: { id: profile.id } });
    expect(row.state).toBe("unclaimed");
    expect(row.givenName).toBe("Otto");
    expect(await current().consultant.count({ where: { email: "intruder@example.ch" } })).toBe(0);
    expect(await current().emailMessage.count({ where: { recipientEmail: "intruder@example.ch" } })).toBe(0);
  });

  it("refuses to claim a profile that is already active", async () => {
    const profile = await insertConsultant(current(), { state: "active", email: "active@example.ch" });
    const { status } = await callJson(POST, "POST", "/api/account", {
      actor: user({ email: "active@example.ch" }),
      body: details({ claimConsultantId: profile.id }),
    });
    expect(status).toBe(409);
  });

  it("requires both agreements and the step fields", async () => {
    const { status, body } = await callJson<{ invalidParams?: { pointer: string }[] }>(POST, "POST", "/api/account", {
      actor: user(),
      body: details({ termsAndConditions: false, consultingTopicIds: [], givenName: "" }),
    });
    expect(status).toBe(422);
    const pointers = JSON.stringify(body);
    expect(pointers).toContain("/termsAndConditions");
    expect(pointers).toContain("/consultingTopicIds");
    expect(pointers).toContain("/givenName");
  });

  it("refuses anonymous callers", async () => {
    const { status } = await callJson(POST, "POST", "/api/account", { body: details() });
    expect(status).toBe(401);
  });
});

describe("GET /api/account/claim-search", () => {
  it("lists only unclaimed hits and whether their e-mail is the caller's", async () => {
    await insertConsultant(current(), { state: "unclaimed", email: "zora.find@example.ch", givenName: "Zora", familyName: "Findling" });
    await insertConsultant(current(), { state: "active", email: "zora.other@example.ch", givenName: "Zora", familyName: "Findling" });
    const { status, body } = await callJson<{ formattedName: string; emailMatches: boolean }[]>(search, "GET", "/api/account/claim-search", {
      actor: user({ email: "zora.find@example.ch" }),
      query: { name: "Findling" },
    });
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ formattedName: "Zora Findling", emailMatches: true });
    expect(JSON.stringify(body)).not.toContain("@");
  });
});
