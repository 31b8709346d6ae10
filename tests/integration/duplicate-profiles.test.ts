// One person, one profile (issue 29, point 6; docs/product-rules.md#one-person-one-profile): registration
// and administration find a probable duplicate in every state (the replay: a rated consultant deletes
// the account and registers "Lukas Brunner" anew from another sign-in), lead to the claim instead of a
// blank profile, and a platform administrator merges two profiles with everything that hangs on them.
import { beforeAll, describe, expect, it } from "vitest";
import type { RouteHandler } from "@/lib/http/route";
import { refreshAggregatesForConsultants } from "@/lib/consultants/aggregates";
import { call, callJson, insertConsultant, insertEvaluation, setupApiDatabase } from "@/tests/support/api";
import { platformAdmin, user } from "@/tests/support/actors";

const { current } = setupApiDatabase();
let routes: {
  account: { POST: RouteHandler; DELETE: RouteHandler };
  consultant: { POST: RouteHandler };
  merge: RouteHandler;
};
let topicId: number;

beforeAll(async () => {
  routes = {
    account: await import("@/app/api/account/route"),
    consultant: await import("@/app/api/consultant/route"),
    merge: (await import("@/app/api/consultant/[id]/merge/route")).POST,
  };
  topicId = (await current().consultingTopic.findFirstOrThrow({ where: { active: true } })).id;
});

const lukas = (overrides: Record<string, unknown> = {}) => ({
  honorific: "mr",
  givenName: "Lukas",
  familyName: "Brunner",
  streetName: "Bahnhofstrasse",
  streetNumber: "12",
  postalCode: "8001",
  city: "Zürich",
  canton: "ZH",
  publicEmail: "lukas@brunner-finanz.example",
  phoneCellular: "079 123 45 67",
  websiteUrl: "https://www.brunner-finanz.example/",
  consultingTopicIds: [topicId],
  languages: ["de"],
  acceptsPrivacyPolicy: true,
  termsAndConditions: true,
  locale: "de",
  ...overrides,
});

type DuplicateProblem = {
  status: number;
  type: string;
  detail: string;
  code: string;
  claimPath?: string;
  duplicates: { id: number; number?: string; path: string | null; claimable: boolean; state: string; matchedOn: string[] }[];
};

describe("a clean slate by a new profile (the replay of issue 29, point 6)", () => {
  it("deleting the account and registering the same person from another sign-in answers 409 leading to the claim, and no blank profile appears", async () => {
    const oldEmail = "lukas.brunner@old-mail.example";
    const first = user({ userId: "u-lukas-old", email: oldEmail });
    await current().user.create({ data: { id: first.userId, email: oldEmail } });
    const registered = await callJson<{ consultantId: number }>(routes.account.POST, "POST", "/api/account", { actor: first, body: lukas() });
    expect(registered.status).toBe(201);
    const id = registered.body.consultantId;
    for (const overall of [5, 4, 2, 1]) await insertEvaluation(current(), id, overall);
    await current().$transaction((tx) => refreshAggregatesForConsultants(tx, [id]));

    const deleted = await call(routes.account.DELETE, "DELETE", "/api/account", { actor: { ...first, consultantId: id }, body: { confirmEmail: oldEmail } });
    expect(deleted.status).toBe(204);
    expect((await current().consultant.findUniqueOrThrow({ where: { id } })).state).toBe("unclaimed");
    const profilesBefore = await current().consultant.count();

    // Signed in anew with another address: the same person, at the same address, with the same public e-mail.
    const again = await callJson<DuplicateProblem>(routes.account.POST, "POST", "/api/account", {
      actor: user({ email: "lukas.neu@freemail.example" }),
      body: lukas({ phoneCellular: null, websiteUrl: null }),
      headers: { "accept-language": "fr-CH" },
    });
    expect(again.status).toBe(409);
    expect(again.headers.get("content-type")).toBe("application/problem+json");
    expect(again.body.code).toBe("duplicate_profile");
    expect(again.body.duplicates).toEqual([
      expect.objectContaining({
        id,
        path: `/consultants/${id}-lukas-brunner`,
        claimable: true,
        state: "unclaimed",
        matchedOn: ["nameAndPostalCode", "publicEmail"],
      }),
    ]);
    // A registrant sees no record number; the detail speaks the client's language.
    expect(again.body.duplicates[0]!.number).toBeUndefined();
    expect(again.body.claimPath).toBe(`/account/create?consultantId=${id}`);
    expect(again.body.detail).toContain("Reprenez-le");
    expect(await current().consultant.count()).toBe(profilesBefore);
    expect(await current().evaluation.count({ where: { consultantId: id } })).toBe(4);

    // The claim it leads to: the owner of the saved address gets the very profile back, with its ratings.
    const claimed = await callJson<{ consultantId: number; claimed: boolean }>(routes.account.POST, "POST", "/api/account", {
      actor: user({ email: oldEmail }),
      body: lukas({ claimConsultantId: id }),
    });
    expect(claimed.status).toBe(201);
    expect(claimed.body).toEqual({ consultantId: id, claimed: true });
    expect((await current().consultant.findUniqueOrThrow({ where: { id } })).ratingCount).toBe(4);
  });

  it("recognises each signal, normalised: name without case or accents at the same postal code, e-mail, phone in +41 form, website without scheme and www", async () => {
    const existing = await insertConsultant(current(), {
      givenName: "Séverine",
      familyName: "Dubois-Roth",
      postalCode: "1003",
      publicEmail: "Severine@Dubois.example",
      phoneCellular: "+41 (0)78 765 43 21",
      websiteUrl: "http://www.dubois-finance.example/conseil/",
      state: "active",
    });
    const someoneElse = {
      givenName: "Other",
      familyName: "Person",
      postalCode: "3011",
      publicEmail: "other@person.example",
      phoneCellular: null,
      websiteUrl: null,
    };
    const variants: [string, Record<string, unknown>][] = [
      ["nameAndPostalCode", { ...someoneElse, givenName: "SEVERINE", familyName: "dubois roth", postalCode: "1003" }],
      ["publicEmail", { ...someoneElse, publicEmail: "SEVERINE@dubois.example" }],
      ["phone", { ...someoneElse, phoneCellular: "0041787654321" }],
      ["website", { ...someoneElse, givenName: "Sév.", websiteUrl: "dubois-finance.example/Conseil" }],
    ];
    for (const [signal, fields] of variants) {
      const { status, body } = await callJson<DuplicateProblem>(routes.account.POST, "POST", "/api/account", { actor: user(), body: lukas(fields) });
      expect(status, signal).toBe(409);
      expect(
        body.duplicates.map((d) => [d.id, d.matchedOn, d.claimable]),
        signal,
      ).toEqual([[existing.id, [signal], false]]);
      // An active profile cannot be claimed: no claim is offered.
      expect(body.claimPath).toBeUndefined();
    }
    // Same name elsewhere, or a different page of the same site: a different person.
    const apart = await callJson(routes.account.POST, "POST", "/api/account", {
      actor: user(),
      body: lukas({ ...someoneElse, givenName: "Séverine", familyName: "Dubois-Roth", websiteUrl: "dubois-finance.example/team/anna" }),
    });
    expect(apart.status).toBe(201);
  });

  it("a relative on the family firm's website is another person; the same given name on it is not", async () => {
    await insertConsultant(current(), {
      givenName: "Pascal",
      familyName: "Lang",
      postalCode: "8050",
      websiteUrl: "https://www.lang-finanz.example",
      state: "active",
    });
    const firm = {
      givenName: "Carmen",
      familyName: "Lang",
      postalCode: "8050",
      publicEmail: "carmen@lang-finanz.example",
      phoneCellular: null,
      websiteUrl: "lang-finanz.example",
    };
    expect((await callJson(routes.account.POST, "POST", "/api/account", { actor: user(), body: lukas(firm) })).status).toBe(201);
    const same = await callJson<DuplicateProblem>(routes.account.POST, "POST", "/api/account", {
      actor: user(),
      body: lukas({ ...firm, givenName: "P.", familyName: "Lang-Meier", postalCode: "8051", publicEmail: "pl@lang-finanz.example" }),
    });
    expect(same.status).toBe(409);
    expect(same.body.duplicates[0]!.matchedOn).toEqual(["website"]);
  });

  it("POST /api/consultant: a signed-in user is refused, staff see the candidates and create only after acknowledging exactly them", async () => {
    const existing = await insertConsultant(current(), {
      givenName: "Petra",
      familyName: "Zwahlen",
      postalCode: "3011",
      publicEmail: "petra@zwahlen.example",
      state: "unclaimed",
    });
    const { locale: _locale, ...body } = lukas({
      givenName: "Petra",
      familyName: "Zwahlen",
      postalCode: "3011",
      city: "Bern",
      canton: "BE",
      publicEmail: "kontakt@zwahlen.example",
      phoneCellular: null,
      websiteUrl: null,
    });

    const byUser = await callJson<DuplicateProblem>(routes.consultant.POST, "POST", "/api/consultant", { actor: user(), body });
    expect(byUser.status).toBe(409);
    expect(byUser.body.claimPath).toBe(`/account/create?consultantId=${existing.id}`);

    const admin = platformAdmin();
    const warned = await callJson<DuplicateProblem>(routes.consultant.POST, "POST", "/api/consultant", {
      actor: admin,
      body,
      headers: { "accept-language": "de" },
    });
    expect(warned.status).toBe(409);
    expect(warned.body.duplicates).toEqual([expect.objectContaining({ id: existing.id, number: expect.any(String), matchedOn: ["nameAndPostalCode"] })]);
    expect(warned.body.detail).toContain("trotzdem");
    const wrongAck = await call(routes.consultant.POST, "POST", "/api/consultant", {
      actor: admin,
      body: { ...body, acknowledgedDuplicateIds: [existing.id + 1000] },
    });
    expect(wrongAck.status).toBe(409);
    const count = await current().consultant.count();
    const created = await call(routes.consultant.POST, "POST", "/api/consultant", { actor: admin, body: { ...body, acknowledgedDuplicateIds: [existing.id] } });
    expect(created.status).toBe(201);
    expect(await current().consultant.count()).toBe(count + 1);
  });

  it("finds duplicates through the expression indexes, not by reading every profile", async () => {
    // On a small table the planner may prefer a scan; with scans off, every branch must have its index.
    const plan = await current().$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`SET LOCAL enable_seqscan = off`);
      return tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`
        EXPLAIN SELECT "id" FROM "Consultant" AS c
        WHERE (c."postalCode" = '8001' AND "profile_name_key"(c."givenName", c."familyName") = "profile_name_key"('Lukas', 'Brunner'))
           OR lower(btrim(c."publicEmail")) = lower(btrim('x@y.example'))
           OR "profile_phone_key"(c."phoneCellular") = "profile_phone_key"('079 123 45 67')
           OR "profile_website_key"(c."websiteUrl") = "profile_website_key"('x.example')`);
    });
    const text = plan.map((r) => r["QUERY PLAN"]).join("\n");
    expect(text).not.toContain("Seq Scan");
    // The name branch may start from the postal code's own index on a table this small; the others have only theirs.
    for (const index of ["Consultant_duplicate_email_idx", "Consultant_duplicate_phone_idx", "Consultant_duplicate_website_idx"]) {
      expect(text, text).toContain(index);
    }
  });
});

describe("POST /api/consultant/{id}/merge", () => {
  let pairs = 0;
  async function fixtureOfTwo() {
    pairs += 1;
    const survivor = await insertConsultant(current(), {
      state: "unclaimed",
      givenName: "Marco",
      familyName: "Bernasconi",
      email: `marco.old${pairs}@example.ch`,
    });
    const merged = await insertConsultant(current(), { state: "active", givenName: "Marco", familyName: "Bernasconi", email: `marco.new${pairs}@example.ch` });
    const topics = await current().consultingTopic.findMany({ where: { active: true }, take: 2, select: { id: true } });
    await current().consultantTopic.createMany({
      data: [{ consultantId: survivor.id, consultingTopicId: topics[0]!.id }, ...topics.map((t) => ({ consultantId: merged.id, consultingTopicId: t.id }))],
    });
    const survivorRatings = [5, 4.5, 1];
    const mergedRatings = [2, 3.5];
    for (const overall of survivorRatings) await insertEvaluation(current(), survivor.id, overall);
    const mergedEvaluations = [];
    for (const overall of mergedRatings) mergedEvaluations.push(await insertEvaluation(current(), merged.id, overall));
    // One waiting, not public: it moves too and counts nowhere yet.
    await insertEvaluation(current(), merged.id, 4, { state: "inReview", publishedAt: null, releaseAt: new Date(Date.now() + 86_400_000) });
    await current().evaluationReport.create({
      data: { evaluationId: mergedEvaluations[0]!.id, consultantId: merged.id, reason: "otherReasons", comment: "Nicht mein Kunde" },
    });
    const code = await current().verificationCode.create({ data: { consultantId: merged.id, codeHash: `${pairs}`.padEnd(64, "a") } });
    await current().verificationCode.create({ data: { consultantId: merged.id, codeHash: `${pairs}`.padEnd(64, "b") } });
    await current().reviewInvitation.create({
      data: {
        id: crypto.randomUUID(),
        consultantId: merged.id,
        email: "kunde@example.ch",
        emailKey: "kunde@example.ch",
        emailKeyHash: "c".repeat(64),
        locale: "de",
        verificationCodeId: code.id,
        unsubscribeTokenHash: `${pairs}`.padEnd(64, "d"),
        messageId: crypto.randomUUID(),
      },
    });
    await current().consultantRegistration.create({
      data: {
        consultantId: merged.id,
        kind: "ombudsman",
        identifier: "OFS-9",
        checkedOn: new Date("2026-01-15"),
        checkedByUserId: "seed",
        checkedByEmail: "a@example.ch",
      },
    });
    await current().$transaction((tx) => refreshAggregatesForConsultants(tx, [survivor.id, merged.id]));
    const number = (await current().consultant.findUniqueOrThrow({ where: { id: merged.id } })).number;
    return { survivor, merged, number, all: [...survivorRatings, ...mergedRatings] };
  }

  it("moves everything to the survivor in one go; its figures equal a count made here; the merge is recorded and the old address redirects", async () => {
    const { survivor, merged, number, all } = await fixtureOfTwo();
    const admin = platformAdmin();
    const { status, body } = await callJson<{ survivorId: number; survivorPath: string; moved: Record<string, number> }>(
      routes.merge,
      "POST",
      `/api/consultant/${merged.id}/merge`,
      { actor: admin, params: { id: String(merged.id) }, body: { survivorId: survivor.id, confirmNumber: number.toLowerCase() } },
    );
    expect(status).toBe(200);
    expect(body.survivorPath).toBe(`/consultants/${survivor.id}-marco-bernasconi`);
    expect(body.moved).toEqual({
      evaluations: 3,
      reports: 1,
      verificationCodes: 2,
      invitations: 1,
      heldMessages: 0,
      topics: 1,
      registrations: 1,
      subscription: 0,
      redirects: 0,
    });

    const db = current();
    expect(await db.consultant.findUnique({ where: { id: merged.id } })).toBeNull();
    expect(await db.evaluation.count({ where: { consultantId: survivor.id } })).toBe(6);
    expect(await db.evaluationReport.count({ where: { consultantId: survivor.id } })).toBe(1);
    expect(await db.verificationCode.count({ where: { consultantId: survivor.id } })).toBe(2);
    expect(await db.reviewInvitation.count({ where: { consultantId: survivor.id } })).toBe(1);
    expect(await db.consultantTopic.count({ where: { consultantId: survivor.id } })).toBe(2);
    const row = await db.consultant.findUniqueOrThrow({ where: { id: survivor.id } });
    // The figures a visitor sees, counted here from what was inserted: the published ones of both.
    const expectedAverage = Math.round((all.reduce((a, b) => a + b, 0) / all.length) * 100) / 100;
    expect(row.ratingCount).toBe(all.length);
    expect(Number(row.ratingAverage)).toBeCloseTo(expectedAverage, 2);
    expect(row.evaluationCount).toBe(all.length + 1);
    expect(row.registered).toBe(true);
    // The survivor keeps its own sign-in address.
    expect(row.email).toBe(`marco.old${pairs}@example.ch`);

    const record = await db.consultantMerge.findUniqueOrThrow({ where: { mergedConsultantId: merged.id } });
    expect(record).toMatchObject({ survivorConsultantId: survivor.id, mergedNumber: number, mergedByUserId: admin.userId, mergedByEmail: admin.email });
    const { loadConsultantPage } = await import("@/lib/consultants/load-consultant-page");
    expect(await loadConsultantPage(merged.id)).toEqual({ kind: "merged", survivorSlug: `${survivor.id}-marco-bernasconi` });
  });

  it("refuses anyone but a platform administrator, a wrong number and a merge into itself, changing nothing", async () => {
    const { survivor, merged, number } = await fixtureOfTwo();
    const path = `/api/consultant/${merged.id}/merge`;
    const params = { id: String(merged.id) };
    const body = { survivorId: survivor.id, confirmNumber: number };
    expect((await call(routes.merge, "POST", path, { params, body })).status).toBe(401);
    const owner = user({ email: `marco.new${pairs}@example.ch`, consultantId: merged.id });
    expect((await call(routes.merge, "POST", path, { actor: owner, params, body })).status).toBe(403);
    const staff = user({ permissions: ["read:consultants", "write:consultants"] });
    expect((await call(routes.merge, "POST", path, { actor: staff, params, body })).status).toBe(403);
    const wrong = await callJson<{ invalidParams: { pointer: string }[] }>(routes.merge, "POST", path, {
      actor: platformAdmin(),
      params,
      body: { ...body, confirmNumber: "C-999999" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.invalidParams.map((p) => p.pointer)).toEqual(["/confirmNumber"]);
    expect((await call(routes.merge, "POST", path, { actor: platformAdmin(), params, body: { ...body, survivorId: merged.id } })).status).toBe(422);
    expect(await current().evaluation.count({ where: { consultantId: merged.id } })).toBe(3);
    expect(await current().consultantMerge.count({ where: { mergedConsultantId: merged.id } })).toBe(0);
  });

  it("a profile merged earlier into the one now merged redirects straight to the new survivor", async () => {
    const a = await fixtureOfTwo();
    const admin = platformAdmin();
    await call(routes.merge, "POST", "/", { actor: admin, params: { id: String(a.merged.id) }, body: { survivorId: a.survivor.id, confirmNumber: a.number } });
    const third = await insertConsultant(current(), { state: "unclaimed" });
    const survivorNumber = (await current().consultant.findUniqueOrThrow({ where: { id: a.survivor.id } })).number;
    const second = await callJson<{ moved: { redirects: number } }>(routes.merge, "POST", "/", {
      actor: admin,
      params: { id: String(a.survivor.id) },
      body: { survivorId: third.id, confirmNumber: survivorNumber },
    });
    expect(second.status).toBe(200);
    expect(second.body.moved.redirects).toBe(1);
    expect((await current().consultantMerge.findUniqueOrThrow({ where: { mergedConsultantId: a.merged.id } })).survivorConsultantId).toBe(third.id);
  });
});
