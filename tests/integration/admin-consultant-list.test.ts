// The administration's consultant list (GET /api/consultant with read:consultants): its own SQL,
// searched, filtered, sorted and paged in the database.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as consultantList } from "@/app/api/consultant/route";
import { callJson, insertCompany, insertConsultant, setupApiDatabase } from "@/tests/support/api";
import { platformAdmin } from "@/tests/support/actors";

const ctx = setupApiDatabase();
const ids: Record<string, number> = {};

type Row = { id: number; number: string; state: string; givenName: string; familyName: string; email: string | null; companyName: string | null };
const list = async (query: Record<string, string>) => {
  const res = await callJson<{ items: Row[]; total: number }>(consultantList, "GET", "/api/consultant", {
    actor: platformAdmin(),
    query: { sort: "name", ...query },
  });
  expect(res.status).toBe(200);
  return res.body;
};

beforeAll(async () => {
  const db = ctx.current();
  const company = await insertCompany(db, { name: "Zwygart Vorsorge AG" });
  ids.hans = (
    await insertConsultant(db, { givenName: "Hans", familyName: "Zwygart", number: "ZW-0001", state: "active", postalCode: "3011", city: "Bern", canton: "BE" })
  ).id;
  ids.anna = (await insertConsultant(db, { givenName: "Anna", familyName: "Zwygart", state: "disabled" })).id;
  // Only asked to join the company: the administration still finds her by the company's name.
  ids.requested = (
    await insertConsultant(db, {
      givenName: "Rita",
      familyName: "Bärtschi",
      companyId: company.id,
      companyLinkState: "requestedByConsultant",
      state: "unclaimed",
    })
  ).id;
  ids.other = (await insertConsultant(db, { givenName: "Otto", familyName: "Aebersold" })).id;
});

describe("the administration's consultant list", () => {
  it("finds by either name order, number (any case), id and company, in every state, sorted by family then given name", async () => {
    const byName = await list({ q: "zwygart" });
    expect(byName.items.map((r) => r.id)).toEqual([ids.requested, ids.anna, ids.hans]);
    expect(byName.total).toBe(3);
    expect(byName.items.find((r) => r.id === ids.requested)?.companyName).toBe("Zwygart Vorsorge AG");
    expect(byName.items[1]).toMatchObject({ state: "disabled", email: expect.stringContaining("@example.ch") });

    expect((await list({ q: "zwygart hans" })).items.map((r) => r.id)).toEqual([ids.hans]);
    expect((await list({ q: "zw-0001" })).items.map((r) => r.id)).toEqual([ids.hans]);
    expect((await list({ q: String(ids.other) })).items.map((r) => r.id)).toEqual([ids.other]);
    expect((await list({ q: "50%" })).total).toBe(0);
  });

  it("filters by postal codes and states together and pages with the total of all matches", async () => {
    expect((await list({ q: "zwygart", states: "active,unclaimed" })).items.map((r) => r.id)).toEqual([ids.requested, ids.hans]);
    expect((await list({ q: "zwygart", postalCodes: "3011", states: "active" })).items.map((r) => r.id)).toEqual([ids.hans]);
    const second = await list({ q: "zwygart", pageSize: "5", page: "2" });
    expect(second).toMatchObject({ items: [], total: 3 });
  });
});
