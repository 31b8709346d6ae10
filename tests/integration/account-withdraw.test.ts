// Nothing erasable by the rated (issue 21, item 5): deleting a consultant account that customers have
// rated removes the sign-in and the private data and returns the profile to the unclaimed state with
// every evaluation kept; registering again with the same e-mail reclaims it with them. Only a platform
// administrator erases a profile with its evaluations, after typing its number, and it is logged.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { RouteHandler } from "@/lib/http/route";
import { refreshAggregatesForConsultants } from "@/lib/consultants/aggregates";
import { PERMISSIONS } from "@/lib/auth/permissions";
import { call, callJson, insertCompany, insertConsultant, insertEvaluation, setupApiDatabase } from "@/tests/support/api";
import { anonymous, platformAdmin, user } from "@/tests/support/actors";

const { current } = setupApiDatabase();
let accountRoute: { POST: RouteHandler; DELETE: RouteHandler };
let exportRoute: RouteHandler;
let consultantRoute: { GET: RouteHandler; DELETE: RouteHandler };
let eraseRoute: RouteHandler;
let evaluationList: RouteHandler;
let companyRoute: RouteHandler;
let topicId: number;

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

beforeAll(async () => {
  accountRoute = await import("@/app/api/account/route");
  ({ GET: exportRoute } = await import("@/app/api/account/export/route"));
  consultantRoute = await import("@/app/api/consultant/[id]/route");
  ({ POST: eraseRoute } = await import("@/app/api/consultant/[id]/erase/route"));
  ({ GET: evaluationList } = await import("@/app/api/evaluation/route"));
  ({ GET: companyRoute } = await import("@/app/api/company/[id]/route"));
  topicId = (await current().consultingTopic.findFirstOrThrow({ where: { active: true } })).id;
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A paying-era consultant with everything private filled in, a company, two published and one waiting evaluation. */
async function ratedConsultant(email: string) {
  const db = current();
  const company = await insertCompany(db);
  const colleague = await insertConsultant(db, { companyId: company.id, companyLinkState: "accepted" });
  await insertEvaluation(db, colleague.id, 4);
  const photo = await db.attachment.create({ data: { fileName: "me.png", mediaType: "image/png", data: PNG, size: PNG.length } });
  const { id } = await insertConsultant(db, {
    email,
    phoneCellular: "+41 79 123 45 67",
    calensoToken: "calenso-secret",
    calensoWorkerId: "worker-7",
    trialEndsAt: new Date(Date.now() + 86_400_000),
    introduction: "Ich berate seit 20 Jahren.",
    websiteUrl: "https://me.example",
    photoAttachmentId: photo.id,
    companyId: company.id,
    companyLinkState: "administrator",
  });
  await db.subscription.create({ data: { consultantId: id, status: "canceled" } });
  const evaluations = [
    (await insertEvaluation(db, id, 1)).id,
    (await insertEvaluation(db, id, 5)).id,
    (await insertEvaluation(db, id, 1.5, { state: "inReview", releaseAt: new Date(Date.now() + 5 * 86_400_000) })).id,
  ];
  await db.$transaction((tx) => refreshAggregatesForConsultants(tx, [id, colleague.id]));
  const userId = `u-${id}`;
  await db.user.create({ data: { id: userId, email, name: "Leaving Consultant" } });
  await db.session.create({ data: { userId, sessionToken: `tok-${id}`, expires: new Date(Date.now() + 86_400_000) } });
  await db.account.create({ data: { userId, type: "oidc", provider: "oidc", providerAccountId: `sub-${id}` } });
  return {
    id,
    userId,
    companyId: company.id,
    photoId: photo.id,
    evaluations,
    actor: user({ userId, email, consultantId: id, administeredCompanyId: company.id }),
  };
}

async function publicView(id: number) {
  return (await callJson<Record<string, unknown>>(consultantRoute.GET, "GET", `/api/consultant/${id}`, { actor: anonymous, params: { id: String(id) } })).body;
}

async function publicEvaluationIds(consultantId: number) {
  const { body } = await callJson<{ items: { id: string }[] }>(evaluationList, "GET", "/api/evaluation", {
    query: { consultantId: String(consultantId), pageSize: "32" },
  });
  return body.items.map((i) => i.id);
}

async function companyFigures(companyId: number) {
  const { body } = await callJson<{ ratingCount: number; ratingAverage: number; members: { id: number }[] }>(companyRoute, "GET", `/api/company/${companyId}`, {
    params: { id: String(companyId) },
  });
  return body;
}

const registration = (overrides: Record<string, unknown> = {}) => ({
  honorific: "mrs",
  givenName: "Anna",
  familyName: "Zurück",
  streetName: "Marktgasse",
  streetNumber: "5",
  postalCode: "3011",
  city: "Bern",
  canton: "BE",
  publicEmail: "kontakt@zurueck.example",
  consultingTopicIds: [topicId],
  languages: ["de"],
  acceptsPrivacyPolicy: true,
  termsAndConditions: true,
  locale: "de",
  ...overrides,
});

describe("deleting a rated account, then registering again", () => {
  it("keeps every evaluation, removes the private data and the sign-in, and the same e-mail reclaims the profile", async () => {
    const db = current();
    const me = await ratedConsultant("leaver@example.ch");
    expect(await publicEvaluationIds(me.id)).toHaveLength(2);
    expect((await companyFigures(me.companyId)).ratingCount).toBe(3);

    // The export still works before the deletion and holds every evaluation.
    const exported = await call(exportRoute, "GET", "/api/account/export", { actor: me.actor });
    expect(exported.status).toBe(200);
    expect(((await exported.json()) as { evaluations: unknown[] }).evaluations).toHaveLength(3);

    expect((await call(accountRoute.DELETE, "DELETE", "/api/account", { actor: me.actor, body: { confirmEmail: "leaver@example.ch" } })).status).toBe(204);

    const row = await db.consultant.findUniqueOrThrow({ where: { id: me.id } });
    expect(row).toMatchObject({
      state: "unclaimed",
      email: "leaver@example.ch",
      phoneCellular: null,
      calensoToken: null,
      calensoWorkerId: null,
      photoAttachmentId: null,
      trialEndsAt: null,
      introduction: null,
      websiteUrl: null,
      companyId: null,
      companyLinkState: "unlinked",
    });
    expect(await db.attachment.count({ where: { id: me.photoId } })).toBe(0);
    expect(await db.subscription.count({ where: { consultantId: me.id } })).toBe(0);
    expect(await db.session.count({ where: { userId: me.userId } })).toBe(0);
    expect(await db.account.count({ where: { userId: me.userId } })).toBe(0);
    expect(await db.evaluation.count({ where: { id: { in: me.evaluations } } })).toBe(3);

    // Hidden from the public like every unclaimed profile; the company counts its remaining member only.
    const view = await publicView(me.id);
    expect(view).toMatchObject({ state: "unclaimed", ratingCount: 0, ratingAverage: null, phoneCellular: null, booking: null, photoUrl: null });
    expect(await publicEvaluationIds(me.id)).toEqual([]);
    const company = await companyFigures(me.companyId);
    expect(company).toMatchObject({ ratingCount: 1, ratingAverage: 4 });
    expect(company.members.map((m) => m.id)).not.toContain(me.id);

    // A new sign-in with the same address (a new user row) registers: the same profile comes back.
    const again = user({ email: "leaver@example.ch" });
    const { status, body } = await callJson<{ consultantId: number; claimed: boolean }>(accountRoute.POST, "POST", "/api/account", {
      actor: again,
      body: registration(),
    });
    expect(status).toBe(201);
    expect(body).toEqual({ consultantId: me.id, claimed: true });
    expect(await db.evaluation.count({ where: { consultantId: me.id } })).toBe(3);
    expect(await publicView(me.id)).toMatchObject({ state: "active", ratingCount: 2, ratingAverage: 3 });
    expect((await publicEvaluationIds(me.id)).sort()).toEqual(me.evaluations.slice(0, 2).sort());
  });

  it("DELETE /api/consultant/{id} keeps a rated profile too, by its owner and by staff", async () => {
    const db = current();
    const mine = await ratedConsultant("owner.deletes@example.ch");
    expect((await call(consultantRoute.DELETE, "DELETE", `/api/consultant/${mine.id}`, { actor: mine.actor, params: { id: String(mine.id) } })).status).toBe(
      204,
    );
    expect(await db.consultant.findUniqueOrThrow({ where: { id: mine.id } })).toMatchObject({ state: "unclaimed", email: "owner.deletes@example.ch" });
    expect(await db.evaluation.count({ where: { consultantId: mine.id } })).toBe(3);
    // Deleting one's own profile ends one's sign-in, as DELETE /api/account does.
    expect(await db.session.count({ where: { userId: mine.userId } })).toBe(0);

    const theirs = await ratedConsultant("staff.deletes@example.ch");
    const staff = user({ permissions: ["read:consultants", "write:consultants"] });
    expect((await call(consultantRoute.DELETE, "DELETE", `/api/consultant/${theirs.id}`, { actor: staff, params: { id: String(theirs.id) } })).status).toBe(
      204,
    );
    expect((await db.consultant.findUniqueOrThrow({ where: { id: theirs.id } })).state).toBe("unclaimed");
    expect(await db.evaluation.count({ where: { consultantId: theirs.id } })).toBe(3);
  });

  it("deletes a profile without evaluations as before", async () => {
    const db = current();
    const { id } = await insertConsultant(db, { email: "unrated@example.ch" });
    const actor = user({ email: "unrated@example.ch", consultantId: id });
    expect((await call(consultantRoute.DELETE, "DELETE", `/api/consultant/${id}`, { actor, params: { id: String(id) } })).status).toBe(204);
    expect(await db.consultant.count({ where: { id } })).toBe(0);
  });
});

describe("POST /api/consultant/{id}/erase", () => {
  it("is a platform administrator's alone, needs the typed number, erases the evaluations and is logged", async () => {
    const db = current();
    const target = await ratedConsultant("erase.me@example.ch");
    const { number } = await db.consultant.findUniqueOrThrow({ where: { id: target.id }, select: { number: true } });
    const params = { id: String(target.id) };
    const staff = user({ permissions: [...PERMISSIONS] });

    expect((await call(eraseRoute, "POST", `/api/consultant/${target.id}/erase`, { actor: anonymous, params, body: { confirmNumber: number } })).status).toBe(
      401,
    );
    expect(
      (await call(eraseRoute, "POST", `/api/consultant/${target.id}/erase`, { actor: target.actor, params, body: { confirmNumber: number } })).status,
    ).toBe(403);
    expect((await call(eraseRoute, "POST", `/api/consultant/${target.id}/erase`, { actor: staff, params, body: { confirmNumber: number } })).status).toBe(403);
    const wrong = await callJson<{ invalidParams: { pointer: string }[] }>(eraseRoute, "POST", `/api/consultant/${target.id}/erase`, {
      actor: platformAdmin(),
      params,
      body: { confirmNumber: "B-0" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.invalidParams.map((p) => p.pointer)).toEqual(["/confirmNumber"]);
    expect(await db.evaluation.count({ where: { consultantId: target.id } })).toBe(3);

    const authors = (await db.evaluation.findMany({ where: { id: { in: target.evaluations } }, select: { customerEmail: true } })).map((e) => e.customerEmail);
    const log = vi.spyOn(console, "warn").mockImplementation(() => {});
    const admin = platformAdmin();
    const erased = await callJson(eraseRoute, "POST", `/api/consultant/${target.id}/erase`, {
      actor: admin,
      params,
      body: { confirmNumber: ` ${number.toLowerCase()} ` },
    });
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ consultantId: target.id, number, evaluations: 3 });
    expect(await db.consultant.count({ where: { id: target.id } })).toBe(0);
    expect(await db.evaluation.count({ where: { id: { in: target.evaluations } } })).toBe(0);
    expect((await companyFigures(target.companyId)).ratingCount).toBe(1);
    // Every author of an erased evaluation is told, in their language, without an appeal (nothing is left to restore).
    const told = await db.emailMessage.findMany({
      where: { purpose: "moderationStatement", recipientEmail: { in: authors } },
      select: { recipientEmail: true, locale: true, values: true },
    });
    expect(told.map((m) => m.recipientEmail).sort()).toEqual([...authors].sort());
    const statement = told[0]!.values as Record<string, string>;
    expect(told[0]!.locale).toBe("de");
    expect(statement.text).toContain("Wir haben Ihre Bewertung von");
    expect(statement.text).not.toContain("Einspruch");
    const token = statement.callToActionUrl!.split("/").pop()!;
    const { readStatement } = await import("@/lib/moderation/appeals");
    expect(await readStatement(token)).toMatchObject({ recipient: "reviewer", canAppeal: false, decision: { outcome: "removed", ground: "erased" } });
    const appealRoute = (await import("@/app/api/moderation/appeal/route")).POST as RouteHandler;
    expect((await call(appealRoute, "POST", "/api/moderation/appeal", { body: { token, text: "Bitte zurück." } })).status).toBe(409);
    const lines = log.mock.calls.map((c) => JSON.parse(String(c[0])) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({ audit: true, event: "consultant_erased", userId: admin.userId, consultantId: target.id, number, evaluations: 3 }),
    );

    expect((await call(eraseRoute, "POST", `/api/consultant/${target.id}/erase`, { actor: admin, params, body: { confirmNumber: number } })).status).toBe(404);
  });
});
