// The rules behind /account/company (docs/product-rules.md#companies-and-membership): only the company's real
// administrators change it, the save is validated as a whole, and the membership life cycle between a
// consultant and the company's administrators, through the real route handlers on a real database.
import { describe, expect, it } from "vitest";
import { GET as companyGet, PUT as companyPut } from "@/app/api/company/[id]/route";
import { DELETE as linkDelete, POST as linkPost } from "@/app/api/company/[id]/consultant/[consultantId]/route";
import { GET as consultantList } from "@/app/api/consultant/route";
import { loadSessionActor, createSession, upsertUser } from "@/lib/auth/sessions";
import { companyFormDefaults, failingCompanyTabs } from "@/lib/companies/company-form";
import { companySchema } from "@/lib/companies/schema";
import { call, callJson, insertCompany, insertConsultant, setupApiDatabase } from "@/tests/support/api";
import { anonymous, companyAdmin, consultantActor, platformAdmin } from "@/tests/support/actors";
import { firstItem } from "@/tests/support/first-item";
import type { Actor } from "@/lib/auth/actor";

const ctx = setupApiDatabase();

const body = {
  name: "Berner Vorsorge AG",
  streetName: "Marktgasse",
  streetNumber: "12",
  postalCode: "3011",
  city: "Bern",
  canton: "BE",
  country: "ch",
  email: "Info@Berner-Vorsorge.ch",
  phone: "031 000 00 00",
  introduction: "Wir beraten Familien in Bern.",
  websiteUrl: "berner-vorsorge.ch",
  linkedInUrl: "https://www.linkedin.com/company/berner-vorsorge",
};

type Member = { id: number; companyLinkState: string };

async function companyWithAdmin() {
  const db = ctx.current();
  const company = await insertCompany(db);
  const admin = await insertConsultant(db, { companyId: company.id, companyLinkState: "administrator" });
  return { companyId: company.id, adminId: admin.id, asAdmin: companyAdmin(admin.id, company.id) };
}

function link(actor: Actor, companyId: number, consultantId: number, companyLinkState?: string) {
  const params = { id: String(companyId), consultantId: String(consultantId) };
  return companyLinkState === undefined
    ? callJson(linkDelete, "DELETE", "/", { actor, params })
    : callJson(linkPost, "POST", "/", { actor, params, body: { companyLinkState } });
}

async function linkOf(consultantId: number) {
  return ctx.current().consultant.findUniqueOrThrow({ where: { id: consultantId }, select: { companyId: true, companyLinkState: true } });
}

async function members(actor: Actor, companyId: number): Promise<Member[]> {
  const res = await callJson<{ members: Member[] }>(companyGet, "GET", "/", { actor, params: { id: String(companyId) } });
  expect(res.status).toBe(200);
  return res.body.members;
}

/** The actor a browser session of this consultant's e-mail gets on its next request. */
async function sessionActorOf(consultantId: number) {
  const { email } = await ctx.current().consultant.findUniqueOrThrow({ where: { id: consultantId }, select: { email: true } });
  const created = await upsertUser({ email: email!, name: null, roles: [], permissions: [] });
  const actor = await loadSessionActor(await createSession(created.id));
  expect(actor).not.toBeNull();
  return actor!;
}

describe("saving the company (PUT /api/company/{id})", () => {
  it("lets the company's administrator save every tab at once", async () => {
    const { companyId, asAdmin } = await companyWithAdmin();
    const res = await callJson<Record<string, unknown>>(companyPut, "PUT", "/", { actor: asAdmin, params: { id: String(companyId) }, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "Berner Vorsorge AG",
      email: "info@berner-vorsorge.ch",
      introduction: "Wir beraten Familien in Bern.",
      canton: "BE",
      canEdit: true,
    });
    // What the page's form starts from after the save is exactly what was stored.
    expect(companyFormDefaults(res.body)).toMatchObject({ ...body, email: "info@berner-vorsorge.ch", twitterUrl: null, logoAttachmentId: null });
    const publicView = await callJson<Record<string, unknown>>(companyGet, "GET", "/", { actor: anonymous, params: { id: String(companyId) } });
    expect(publicView.body.introduction).toBe("Wir beraten Familien in Bern.");
  });

  it("refuses everybody who is not this company's administrator, and changes nothing", async () => {
    const db = ctx.current();
    const { companyId } = await companyWithAdmin();
    const member = await insertConsultant(db, { companyId, companyLinkState: "accepted" });
    const other = await companyWithAdmin();
    const requester = await insertConsultant(db, { companyId, companyLinkState: "requestedByConsultant" });
    const before = await db.company.findUniqueOrThrow({ where: { id: companyId } });
    const cases: [Actor, number][] = [
      [anonymous, 401],
      [consultantActor(member.id), 403],
      [consultantActor(requester.id), 403],
      // An administrator, but of another company.
      [other.asAdmin, 403],
    ];
    for (const [actor, status] of cases) {
      const res = await call(companyPut, "PUT", "/", { actor, params: { id: String(companyId) }, body });
      expect(res.status).toBe(status);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
    }
    expect(await db.company.findUniqueOrThrow({ where: { id: companyId } })).toEqual(before);
  });

  it("validates all tabs together: one invalid field anywhere saves nothing and names every failing field", async () => {
    const db = ctx.current();
    const { companyId, asAdmin } = await companyWithAdmin();
    const before = await db.company.findUniqueOrThrow({ where: { id: companyId } });
    const res = await callJson<{ invalidParams: { pointer: string; message: string }[] }>(companyPut, "PUT", "/", {
      actor: asAdmin,
      params: { id: String(companyId) },
      body: { ...body, name: "", introduction: "x".repeat(1001), instagramUrl: "not a link" },
    });
    expect(res.status).toBe(422);
    const pointers = res.body.invalidParams.map((p) => p.pointer).sort();
    expect(pointers).toEqual(["/instagramUrl", "/introduction", "/name"]);
    expect(res.body.invalidParams.find((p) => p.pointer === "/introduction")).toMatchObject({
      messageKey: "validation.maxLength|1000",
      message: expect.stringContaining("1000"),
    });
    // The page marks exactly these tabs, in tab order, and opens the first.
    expect(failingCompanyTabs(pointers.map((p) => p.slice(1)))).toEqual(["details", "introduction", "social"]);
    expect(await db.company.findUniqueOrThrow({ where: { id: companyId } })).toEqual(before);
  });

  it("the page validates with the API's own schema (required details, introduction at most 1000)", () => {
    expect(companySchema.safeParse(body).success).toBe(true);
    expect(companySchema.safeParse({ ...body, introduction: "x".repeat(1000) }).success).toBe(true);
    const missing = companySchema.safeParse({ ...body, streetNumber: " ", email: "kein-mail" });
    expect(missing.success).toBe(false);
    expect(failingCompanyTabs(missing.error!.issues.map((i) => String(i.path[0])))).toEqual(["details"]);
    expect(companySchema.safeParse({ ...body, phone: null, websiteUrl: "" }).success).toBe(true);
  });
});

describe("the membership life cycle", () => {
  it("request → accepted → administrator → accepted → unlinked, and the session follows each step", async () => {
    const db = ctx.current();
    const { companyId, asAdmin } = await companyWithAdmin();
    const joiner = (await insertConsultant(db)).id;

    expect((await link(consultantActor(joiner), companyId, joiner, "requestedByConsultant")).status).toBe(200);
    // The administrator sees the request; the public does not.
    expect(await members(asAdmin, companyId)).toContainEqual(expect.objectContaining({ id: joiner, companyLinkState: "requestedByConsultant" }));
    expect((await members(anonymous, companyId)).map((m) => m.id)).not.toContain(joiner);
    // The consultant cannot accept their own request.
    expect((await link(consultantActor(joiner), companyId, joiner, "accepted")).status).toBe(403);

    expect((await link(asAdmin, companyId, joiner, "accepted")).body).toEqual({ companyId, consultantId: joiner, companyLinkState: "accepted" });
    expect((await members(anonymous, companyId)).map((m) => m.id)).toContain(joiner);
    expect((await sessionActorOf(joiner)).administeredCompanyId).toBeNull();

    expect((await link(asAdmin, companyId, joiner, "administrator")).status).toBe(200);
    const promoted = await sessionActorOf(joiner);
    expect(promoted.administeredCompanyId).toBe(companyId);
    // The new administrator may now save the company.
    expect((await call(companyPut, "PUT", "/", { actor: promoted, params: { id: String(companyId) }, body })).status).toBe(200);

    expect((await link(asAdmin, companyId, joiner, "accepted")).status).toBe(200);
    const demoted = await sessionActorOf(joiner);
    expect(demoted.administeredCompanyId).toBeNull();
    expect((await call(companyPut, "PUT", "/", { actor: demoted, params: { id: String(companyId) }, body })).status).toBe(403);

    expect((await link(asAdmin, companyId, joiner)).status).toBe(200);
    expect(await linkOf(joiner)).toEqual({ companyId: null, companyLinkState: "unlinked" });
    expect((await members(asAdmin, companyId)).map((m) => m.id)).not.toContain(joiner);
  });

  it("declining a request unlinks the consultant", async () => {
    const db = ctx.current();
    const { companyId, asAdmin } = await companyWithAdmin();
    const joiner = (await insertConsultant(db, { companyId, companyLinkState: "requestedByConsultant" })).id;
    expect((await link(asAdmin, companyId, joiner)).status).toBe(200);
    expect(await linkOf(joiner)).toEqual({ companyId: null, companyLinkState: "unlinked" });
  });

  it("invitation: the administrator invites, the consultant accepts; or declines; or the administrator withdraws it", async () => {
    const db = ctx.current();
    const { companyId, asAdmin } = await companyWithAdmin();
    const [accepting, declining, withdrawn] = await Promise.all([insertConsultant(db), insertConsultant(db), insertConsultant(db)]);
    for (const c of [accepting, declining, withdrawn]) {
      expect((await link(asAdmin, companyId, c.id, "requestedByCompany")).status).toBe(200);
      expect(await linkOf(c.id)).toEqual({ companyId, companyLinkState: "requestedByCompany" });
    }
    // The administrator cannot accept an invitation on the consultant's behalf.
    expect((await link(asAdmin, companyId, accepting.id, "accepted")).status).toBe(403);
    expect((await link(consultantActor(accepting.id), companyId, accepting.id, "accepted")).status).toBe(200);
    expect(await linkOf(accepting.id)).toEqual({ companyId, companyLinkState: "accepted" });

    expect((await link(consultantActor(declining.id), companyId, declining.id)).status).toBe(200);
    expect(await linkOf(declining.id)).toEqual({ companyId: null, companyLinkState: "unlinked" });

    expect((await link(asAdmin, companyId, withdrawn.id)).status).toBe(200);
    expect(await linkOf(withdrawn.id)).toEqual({ companyId: null, companyLinkState: "unlinked" });
  });
});

describe("the membership e-mails (queued with the step, in the recipient's language)", () => {
  async function mailsTo(email: string) {
    return ctx.current().emailMessage.findMany({ where: { recipientEmail: email }, select: { purpose: true, locale: true, values: true } });
  }
  const emailOf = async (id: number) => (await ctx.current().consultant.findUniqueOrThrow({ where: { id }, select: { email: true } })).email!;

  it("a request reaches every administrator of the company; its acceptance reaches the consultant", async () => {
    const db = ctx.current();
    const { companyId, adminId, asAdmin } = await companyWithAdmin();
    const secondAdmin = (await insertConsultant(db, { companyId, companyLinkState: "administrator", languages: ["fr", "de"] })).id;
    const joiner = (await insertConsultant(db, { givenName: "Lukas", familyName: "Brunner", languages: ["it"] })).id;
    const company = await db.company.findUniqueOrThrow({ where: { id: companyId }, select: { name: true } });

    expect((await link(consultantActor(joiner), companyId, joiner, "requestedByConsultant")).status).toBe(200);
    const toFirst = firstItem(await mailsTo(await emailOf(adminId)));
    expect(toFirst).toMatchObject({ purpose: "membershipRequested", locale: "de" });
    expect((toFirst.values as { subject: string }).subject).toContain("Lukas Brunner");
    expect((toFirst.values as { subject: string }).subject).toContain(company.name);
    expect(await mailsTo(await emailOf(secondAdmin))).toEqual([expect.objectContaining({ purpose: "membershipRequested", locale: "fr" })]);
    expect(await mailsTo(await emailOf(joiner))).toEqual([]);

    expect((await link(asAdmin, companyId, joiner, "accepted")).status).toBe(200);
    expect(await mailsTo(await emailOf(joiner))).toEqual([expect.objectContaining({ purpose: "membershipAccepted", locale: "it" })]);
    // Promotions, demotions and removals are not announced.
    expect((await link(asAdmin, companyId, joiner, "administrator")).status).toBe(200);
    expect((await link(asAdmin, companyId, joiner)).status).toBe(200);
    expect(await mailsTo(await emailOf(joiner))).toHaveLength(1);
  });

  it("an invitation reaches the consultant; withdrawing it or declining sends nothing more", async () => {
    const db = ctx.current();
    const { companyId, adminId, asAdmin } = await companyWithAdmin();
    const invited = (await insertConsultant(db, { languages: ["en"] })).id;
    expect((await link(asAdmin, companyId, invited, "requestedByCompany")).status).toBe(200);
    expect(await mailsTo(await emailOf(invited))).toEqual([expect.objectContaining({ purpose: "membershipInvitation", locale: "en" })]);
    expect((await link(consultantActor(invited), companyId, invited)).status).toBe(200);
    expect(await mailsTo(await emailOf(invited))).toHaveLength(1);
    expect(await mailsTo(await emailOf(adminId))).toEqual([]);
  });

  it("asking, withdrawing and asking again, or inviting again, is announced once a day", async () => {
    const db = ctx.current();
    const { companyId, adminId, asAdmin } = await companyWithAdmin();
    const joiner = (await insertConsultant(db)).id;
    const invited = (await insertConsultant(db)).id;
    for (let round = 0; round < 3; round++) {
      expect((await link(consultantActor(joiner), companyId, joiner, "requestedByConsultant")).status).toBe(200);
      expect((await link(consultantActor(joiner), companyId, joiner)).status).toBe(200);
      expect((await link(asAdmin, companyId, invited, "requestedByCompany")).status).toBe(200);
      expect((await link(asAdmin, companyId, invited)).status).toBe(200);
    }
    expect(await mailsTo(await emailOf(adminId))).toHaveLength(1);
    expect(await mailsTo(await emailOf(invited))).toHaveLength(1);
    // Another consultant's request is its own announcement.
    const second = (await insertConsultant(db)).id;
    expect((await link(consultantActor(second), companyId, second, "requestedByConsultant")).status).toBe(200);
    expect(await mailsTo(await emailOf(adminId))).toHaveLength(2);
  });

  it("a step refused by the rules queues nothing", async () => {
    const db = ctx.current();
    const { companyId } = await companyWithAdmin();
    const other = await companyWithAdmin();
    const member = (await insertConsultant(db, { companyId: other.companyId, companyLinkState: "accepted" })).id;
    expect((await link(consultantActor(member), companyId, member, "requestedByConsultant")).status).toBe(409);
    expect(await ctx.current().emailMessage.count({ where: { purpose: "membershipRequested", recipientEmail: await emailOf(other.adminId) } })).toBe(0);
  });
});

describe("what an administrator may not do", () => {
  it("invite a consultant who belongs to, asked to join or was invited by another company, or an unclaimed profile", async () => {
    const db = ctx.current();
    const { companyId, asAdmin } = await companyWithAdmin();
    const other = await insertCompany(db);
    for (const state of ["accepted", "requestedByConsultant", "requestedByCompany"]) {
      const elsewhere = await insertConsultant(db, { companyId: other.id, companyLinkState: state });
      const res = await link(asAdmin, companyId, elsewhere.id, "requestedByCompany");
      expect(res.status, state).toBe(409);
      expect(await linkOf(elsewhere.id)).toEqual({ companyId: other.id, companyLinkState: state });
    }
    const unclaimed = await insertConsultant(db, { state: "unclaimed" });
    expect((await link(asAdmin, companyId, unclaimed.id, "requestedByCompany")).status).toBe(409);
    expect(await linkOf(unclaimed.id)).toEqual({ companyId: null, companyLinkState: "unlinked" });
  });

  it("skip a step: no administrator rights for a pending request or invitation, no invitation for a member", async () => {
    const db = ctx.current();
    const { companyId, asAdmin } = await companyWithAdmin();
    const requester = await insertConsultant(db, { companyId, companyLinkState: "requestedByConsultant" });
    const invited = await insertConsultant(db, { companyId, companyLinkState: "requestedByCompany" });
    const member = await insertConsultant(db, { companyId, companyLinkState: "accepted" });
    expect((await link(asAdmin, companyId, requester.id, "administrator")).status).toBe(403);
    expect((await link(asAdmin, companyId, invited.id, "administrator")).status).toBe(403);
    expect((await link(asAdmin, companyId, member.id, "requestedByCompany")).status).toBe(403);
    expect((await link(asAdmin, companyId, member.id, "requestedByConsultant")).status).toBe(403);
    expect(await linkOf(requester.id)).toEqual({ companyId, companyLinkState: "requestedByConsultant" });
    expect(await linkOf(member.id)).toEqual({ companyId, companyLinkState: "accepted" });
  });

  it("touch another company's members, or act as an ordinary member", async () => {
    const db = ctx.current();
    const { companyId } = await companyWithAdmin();
    const other = await companyWithAdmin();
    const target = await insertConsultant(db, { companyId, companyLinkState: "requestedByConsultant" });
    const member = await insertConsultant(db, { companyId, companyLinkState: "accepted" });
    // The other company's administrator, on this company's path: the record is not theirs to see.
    expect((await link(other.asAdmin, companyId, target.id, "accepted")).status).toBe(404);
    expect((await link(other.asAdmin, companyId, target.id)).status).toBe(404);
    // An ordinary member cannot accept requests or unlink colleagues.
    expect((await link(consultantActor(member.id), companyId, target.id, "accepted")).status).toBe(404);
    expect((await link(consultantActor(member.id), companyId, target.id)).status).toBe(404);
    expect(await linkOf(target.id)).toEqual({ companyId, companyLinkState: "requestedByConsultant" });
  });

  it("remove their own administrator rights (another administrator has to)", async () => {
    const db = ctx.current();
    const { companyId, adminId, asAdmin } = await companyWithAdmin();
    expect((await link(asAdmin, companyId, adminId, "accepted")).status).toBe(403);
    const second = await insertConsultant(db, { companyId, companyLinkState: "administrator" });
    expect((await link(companyAdmin(second.id, companyId), companyId, adminId, "accepted")).status).toBe(200);
    expect(await linkOf(adminId)).toEqual({ companyId, companyLinkState: "accepted" });
  });

  it("lets platform staff set any state (administration area)", async () => {
    const db = ctx.current();
    const { companyId } = await companyWithAdmin();
    const c = await insertConsultant(db);
    expect((await link(platformAdmin(), companyId, c.id, "administrator")).status).toBe(200);
    expect(await linkOf(c.id)).toEqual({ companyId, companyLinkState: "administrator" });
  });
});

describe("the invitation search (GET /api/consultant?q=)", () => {
  it("finds consultants by name and shows who already has a company and whose profile is unclaimed", async () => {
    const db = ctx.current();
    const { companyId } = await companyWithAdmin();
    const free = await insertConsultant(db, { givenName: "Ottilie", familyName: "Zwygart" });
    const member = await insertConsultant(db, { givenName: "Ottmar", familyName: "Zwygart", companyId, companyLinkState: "accepted" });
    const unclaimed = await insertConsultant(db, { givenName: "Otto", familyName: "Zwygart", state: "unclaimed" });
    const disabled = await insertConsultant(db, { givenName: "Ottavia", familyName: "Zwygart", state: "disabled" });
    const res = await callJson<{ items: { id: number; state: string; company: { id: number } | null }[] }>(consultantList, "GET", "/", {
      actor: companyAdmin(free.id + 100_000, companyId),
      query: { q: "zwygart", sort: "name", pageSize: "30" },
    });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.items.map((c) => [c.id, c]));
    expect(byId.get(free.id)).toMatchObject({ state: "active", company: null });
    expect(byId.get(member.id)).toMatchObject({ state: "active", company: { id: companyId } });
    expect(byId.get(unclaimed.id)).toMatchObject({ state: "unclaimed" });
    expect(byId.has(disabled.id)).toBe(false);
    const invitable = res.body.items.filter((c) => c.state === "active" && c.company === null).map((c) => c.id);
    expect(invitable).toEqual([free.id]);
  });

  it("rejects an over-long search text", async () => {
    const res = await call(consultantList, "GET", "/", { actor: anonymous, query: { q: "x".repeat(101) } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
