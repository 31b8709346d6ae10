// The account pages' loaders (issue 33, one loader per page): what /account/profile, /account/company and the lead
// inbox show, decided in lib with the product's rules, so that the pages only render. Real PostgreSQL.
import { vi } from "vitest";

vi.hoisted(() => {
  for (const key of ["STRIPE_SECRET_KEY", "OIDC_ISSUER", "GOOGLE_MAPS_API_KEY"]) delete process.env[key];
});
// The topics and plans are read through Next's data cache: a pass-through outside Next.
vi.mock("next/cache", () => ({
  unstable_cache: (fn: () => Promise<unknown>) => fn,
  revalidateTag: () => undefined,
}));

import { beforeAll, describe, expect, it } from "vitest";
import { loadAccountCompanyPage } from "@/lib/account/company-page";
import { loadAccountProfilePage } from "@/lib/account/load-profile";
import { config } from "@/lib/config";
import { loadConversationPage, loadInboxPage } from "@/lib/inbox/inbox-page";
import { insertCompany, insertConsultant, setupApiDatabase } from "@/tests/support/api";
import { companyAdmin, consultantActor, platformAdmin, user } from "@/tests/support/actors";

const ctx = setupApiDatabase();
const ids = { active: 0, unclaimed: 0, disabled: 0, member: 0, requesting: 0, company: 0, conversation: 0, othersConversation: 0 };

beforeAll(async () => {
  const db = ctx.current();
  ids.company = (await insertCompany(db)).id;
  ids.active = (
    await insertConsultant(db, { title: "Dr.", givenName: "Lea", familyName: "Aktiv", companyId: ids.company, companyLinkState: "administrator" })
  ).id;
  ids.unclaimed = (await insertConsultant(db, { state: "unclaimed" })).id;
  ids.disabled = (await insertConsultant(db, { state: "disabled" })).id;
  ids.member = (await insertConsultant(db, { companyId: ids.company, companyLinkState: "accepted" })).id;
  ids.requesting = (await insertConsultant(db, { companyId: ids.company, companyLinkState: "requestedByConsultant" })).id;
  const conversation = (consultantId: number) =>
    db.conversation.create({
      data: {
        consultantId,
        senderName: "Marc Dupont",
        senderEmail: "marc@dupont.example",
        locale: "fr",
        messages: {
          create: [
            { direction: "received", text: "Bonjour" },
            { direction: "sent", text: "Guten Tag", authorName: "Lea Aktiv" },
          ],
        },
      },
      select: { id: true },
    });
  ids.conversation = (await conversation(ids.active)).id;
  ids.othersConversation = (await conversation(ids.member)).id;
});

describe("/account/profile", () => {
  it("sends a user without a profile, or with an unclaimed one, to the registration; a disabled profile gets only its notice", async () => {
    expect(await loadAccountProfilePage(user(), {}, "de")).toEqual({ kind: "register" });
    expect(await loadAccountProfilePage(consultantActor(ids.unclaimed), {}, "de")).toEqual({ kind: "register" });
    expect(await loadAccountProfilePage(consultantActor(ids.disabled), {}, "de")).toEqual({ kind: "disabled", consultantId: ids.disabled });
  });

  it("an active profile: every tab's data, the tab from the address (a made-up one opens the dashboard), links in the page's language", async () => {
    const actor = consultantActor(ids.active);
    const page = await loadAccountProfilePage(actor, { tab: "rating" }, "fr");
    if (page.kind !== "active") throw new Error(page.kind);
    expect(page.tab).toBe("rating");
    expect(page.consultant.id).toBe(ids.active);
    expect(page.ratingUrl).toBe(`${config().APP_URL}/fr/consultants/${ids.active}/questionnaire`);
    expect(page.contactEmail.email).toBe(page.consultant.publicEmail);
    expect(Object.keys(page.sealAlts).sort()).toEqual(["de", "en", "fr", "it"]);
    expect(page.sealAlts.de).toContain("Dr. Lea Aktiv");
    expect(page.plans.length).toBeGreaterThan(0);
    expect(page.invitations.items).toEqual([]);
    expect(await loadAccountProfilePage(actor, { tab: "nonsense" }, "de")).toMatchObject({
      kind: "active",
      tab: "dashboard",
      ratingUrl: `${config().APP_URL}/consultants/${ids.active}/questionnaire`,
    });
  });

  it("the beta's end is announced to platform administrators while the beta lasts, never to consultants", async () => {
    const during = new Date(`${config().BETA_END}T10:00:00Z`);
    const admin = { ...platformAdmin(), consultantId: ids.active };
    expect(await loadAccountProfilePage(admin, {}, "de", during)).toMatchObject({ kind: "active", beta: { endsOn: config().BETA_END } });
    expect(await loadAccountProfilePage(consultantActor(ids.active), {}, "de", during)).toMatchObject({ kind: "active", beta: null });
    expect(await loadAccountProfilePage(admin, {}, "de", new Date("2030-01-01T00:00:00Z"))).toMatchObject({ kind: "active", beta: null });
  });
});

describe("/account/company", () => {
  it("the registration first; a consultant who administers no company is told so", async () => {
    expect(await loadAccountCompanyPage(user(), undefined)).toEqual({ kind: "register" });
    expect(await loadAccountCompanyPage(consultantActor(ids.member), undefined)).toEqual({ kind: "notAdministrator" });
  });

  it("its administrator sees the members with the open requests, the form's values and the consultants tab first", async () => {
    const page = await loadAccountCompanyPage(companyAdmin(ids.active, ids.company), "nonsense");
    if (page.kind !== "administrator") throw new Error(page.kind);
    expect(page.tab).toBe("consultants");
    expect(page.selfId).toBe(ids.active);
    expect(page.company.id).toBe(ids.company);
    expect(page.members.map((m) => [m.id, m.companyLinkState]).sort()).toEqual(
      [
        [ids.active, "administrator"],
        [ids.member, "accepted"],
        [ids.requesting, "requestedByConsultant"],
      ].sort(),
    );
    expect(page.defaults.name).toBe(page.company.name);
    expect(page.contactEmail).toMatchObject({ confirmedAt: null });
  });
});

describe("/account/inbox", () => {
  it("nothing to read without a profile or a company; a made-up page or filter shows the first page of everything", async () => {
    expect(await loadInboxPage(user(), {})).toEqual({ kind: "noInbox" });
    const page = await loadInboxPage(consultantActor(ids.active), { page: "-3", filter: "spam" });
    expect(page).toMatchObject({ kind: "inbox", query: { page: 1, filter: "all" }, showOwner: false });
    if (page.kind !== "inbox") throw new Error(page.kind);
    expect(page.list.items.map((c) => c.id)).toEqual([ids.conversation]);
    expect(await loadInboxPage(companyAdmin(ids.active, ids.company), { filter: "unread" })).toMatchObject({ query: { filter: "unread" }, showOwner: true });
  });

  it("a conversation that is not the caller's reads as not there; their own counts its answers", async () => {
    const actor = consultantActor(ids.active);
    expect(await loadConversationPage(actor, ids.othersConversation)).toBeNull();
    expect(await loadConversationPage(actor, null)).toBeNull();
    expect(await loadConversationPage(user(), ids.conversation)).toBeNull();
    expect(await loadConversationPage(actor, ids.conversation)).toMatchObject({ id: ids.conversation, senderName: "Marc Dupont", answers: 1 });
  });
});
