// "Your data": the export holds the consultant's data without customers' e-mail addresses or
// secrets; deletion disables the user and deletes the consultant, or, when customers have rated it,
// returns it to the unclaimed state with its evaluations (tests/integration/account-withdraw.test.ts).
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { RouteHandler } from "@/lib/http/route";
import { call, callJson, insertConsultant, setupApiDatabase } from "@/tests/support/api";
import { user } from "@/tests/support/actors";

const { current } = setupApiDatabase();
let exportRoute: RouteHandler;
let accountRoute: RouteHandler;

async function seedAccount(email: string) {
  const db = current();
  const { id } = await insertConsultant(db, { state: "active", email });
  await db.user.create({ data: { id: `u-${id}`, email, name: "Data Owner" } });
  await db.session.create({ data: { userId: `u-${id}`, sessionToken: `tok-${id}`, expires: new Date(Date.now() + 86_400_000) } });
  const evaluation = await db.evaluation.create({
    data: {
      consultantId: id,
      releaseAt: new Date(),
      emailConfirmedAt: new Date(),
      editTokenHash: "a".repeat(64),
      customerHonorific: "mr",
      customerGivenName: "Kurt",
      customerFamilyName: "Kunde",
      customerEmail: "kurt.kunde@customer.example",
      nameDisplayStyle: "fullName",
      language: "de",
      comment: "Sehr gut",
      privacyPolicyAndTermsAndConditions: true,
      overallRating: 4.5,
    },
  });
  await db.verificationCode.create({
    data: { consultantId: id, codeHash: createHash("sha256").update(`code-${id}`).digest("hex"), evaluationId: evaluation.id, spentAt: new Date() },
  });
  return { id, userId: `u-${id}`, evaluationId: evaluation.id, actor: user({ userId: `u-${id}`, email, consultantId: id }) };
}

beforeAll(async () => {
  ({ GET: exportRoute } = await import("@/app/api/account/export/route"));
  ({ DELETE: accountRoute } = await import("@/app/api/account/route"));
});

describe("GET /api/account/export", () => {
  it("downloads profile, evaluations, codes and subscription without customers' e-mails or hashes", async () => {
    const { id, evaluationId, actor } = await seedAccount("export.me@example.ch");
    const response = await call(exportRoute, "GET", "/api/account/export", { actor });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("attachment");
    const text = await response.text();
    const body = JSON.parse(text);
    expect(body.profile.id).toBe(id);
    expect(body.profile.email).toBe("export.me@example.ch");
    expect(body.evaluations).toHaveLength(1);
    expect(body.evaluations[0]).toMatchObject({ id: evaluationId, customerGivenName: "Kurt", overallRating: 4.5 });
    expect(body.profile.verificationCodes).toHaveLength(1);
    expect(text).not.toContain("kurt.kunde@customer.example");
    expect(text).not.toContain("customerEmail");
    expect(text).not.toContain("codeHash");
    expect(text).not.toContain("editTokenHash");
    expect(text).not.toContain("a".repeat(64));
  });

  it("is not found for a user without a consultant and 401 for anonymous", async () => {
    expect((await call(exportRoute, "GET", "/api/account/export", { actor: user() })).status).toBe(404);
    expect((await call(exportRoute, "GET", "/api/account/export")).status).toBe(401);
  });
});

describe("DELETE /api/account", () => {
  it("needs the e-mail as confirmation", async () => {
    const { id, actor } = await seedAccount("keep.me@example.ch");
    const { status } = await callJson(accountRoute, "DELETE", "/api/account", { actor, body: { confirmEmail: "wrong@example.ch" } });
    expect(status).toBe(422);
    expect(await current().consultant.count({ where: { id } })).toBe(1);
  });

  it("keeps a profile with evaluations as an unclaimed one, anonymises and disables the user, ends sessions", async () => {
    const { id, userId, evaluationId, actor } = await seedAccount("delete.me@example.ch");
    const response = await call(accountRoute, "DELETE", "/api/account", { actor, body: { confirmEmail: "Delete.Me@example.ch" } });
    expect(response.status).toBe(204);
    const profile = await current().consultant.findUniqueOrThrow({ where: { id } });
    expect(profile.state).toBe("unclaimed");
    expect(profile.email).toBe("delete.me@example.ch");
    expect(await current().evaluation.count({ where: { id: evaluationId } })).toBe(1);
    // The spent code is the evaluation's evidence of a mandate: it stays with it.
    expect(await current().verificationCode.count({ where: { consultantId: id } })).toBe(1);
    expect(await current().session.count({ where: { userId } })).toBe(0);
    const row = await current().user.findUniqueOrThrow({ where: { id: userId } });
    expect(row.disabledAt).not.toBeNull();
    expect(row.email).toBeNull();
    expect(row.name).toBeNull();
  });

  it("deletes a profile without evaluations completely", async () => {
    const { id, userId, evaluationId, actor } = await seedAccount("nothing.rated@example.ch");
    await current().evaluation.delete({ where: { id: evaluationId } });
    const response = await call(accountRoute, "DELETE", "/api/account", { actor, body: { confirmEmail: "nothing.rated@example.ch" } });
    expect(response.status).toBe(204);
    expect(await current().consultant.count({ where: { id } })).toBe(0);
    expect(await current().session.count({ where: { userId } })).toBe(0);
  });

  it("refuses while a paid subscription is still running", async () => {
    const { id, actor } = await seedAccount("paying@example.ch");
    await current().subscription.create({ data: { consultantId: id, status: "active" } });
    const { status } = await callJson(accountRoute, "DELETE", "/api/account", { actor, body: { confirmEmail: "paying@example.ch" } });
    expect(status).toBe(409);
    expect(await current().consultant.count({ where: { id } })).toBe(1);
  });
});
