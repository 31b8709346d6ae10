// Register badges (issue 19, item 4) on real PostgreSQL, through the route handlers: only platform
// administrators record, correct and remove them (who checked is the caller, whatever the body says);
// everybody reads them on the profile, the cards and GET …/registration; the "registered advisers"
// filter of the search, the grid and GET /api/consultant finds exactly the badged profiles, and the
// flag behind it follows every write (a trigger), the consultant's deletion included.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute, POST as recordRoute } from "@/app/api/consultant/[id]/registration/route";
import { DELETE as removeRoute, PUT as updateRoute } from "@/app/api/consultant/[id]/registration/[registrationId]/route";
import { GET as consultantRoute } from "@/app/api/consultant/[id]/route";
import { GET as consultantsRoute } from "@/app/api/consultant/route";
import { GET as searchRoute } from "@/app/api/search/route";
import { recordRegistration } from "@/lib/registrations/record-registration";
import { swissDate } from "@/lib/format";
import { adminRegisterBadgeResponse, consultantCardResponse, pageOf, registerBadgeResponse } from "@/lib/openapi/responses";
import { callJson, insertConsultant, setupApiDatabase } from "@/tests/support/api";
import { anonymous, consultantActor, platformAdmin, user } from "@/tests/support/actors";
import { LOUISE_IN_LAUSANNE } from "@/tests/support/consultant-rows";

const ctx = setupApiDatabase();
const ids = {} as Record<"badged" | "plain" | "lausanne" | "disabled", number>;
const badge = { kind: "fidlegAdviser", identifier: "BR-2021-0001", registrar: "Regservices AG", checkedOn: "2026-03-02" };
const path = (id: number) => `/api/consultant/${id}/registration`;

beforeAll(async () => {
  const db = ctx.current();
  ids.badged = (await insertConsultant(db, { givenName: "Rita", familyName: "Registriert" })).id;
  ids.plain = (await insertConsultant(db, { givenName: "Paul", familyName: "Plain" })).id;
  ids.lausanne = (await insertConsultant(db, LOUISE_IN_LAUSANNE)).id;
  ids.disabled = (await insertConsultant(db, { givenName: "Dora", familyName: "Disabled", state: "disabled" })).id;
});

describe("recording register badges", () => {
  it("lets a platform administrator record one, with the check date and the administrator as checker", async () => {
    const admin = platformAdmin();
    const res = await callJson<Record<string, unknown>>(recordRoute, "POST", path(ids.badged), {
      actor: admin,
      params: { id: String(ids.badged) },
      body: badge,
    });
    expect(res.status).toBe(201);
    expect(adminRegisterBadgeResponse.parse(res.body)).toMatchObject({ ...badge, checkedByEmail: "admin@beraterwahl.ch" });
    expect(res.headers.get("location")).toBe(`${path(ids.badged)}/${res.body.id as number}`);
    const row = await ctx.current().consultantRegistration.findUniqueOrThrow({ where: { id: res.body.id as number } });
    expect(row.checkedByUserId).toBe(admin.userId);
    expect((await ctx.current().consultant.findUniqueOrThrow({ where: { id: ids.badged } })).registered).toBe(true);
  });

  it("refuses everybody else: 401 anonymous, 403 the consultant themself and other users, before the body is read", async () => {
    const own = consultantActor(ids.plain);
    for (const [actor, status] of [
      [anonymous, 401],
      [own, 403],
      [user(), 403],
    ] as const) {
      const res = await callJson(recordRoute, "POST", path(ids.plain), { actor, params: { id: String(ids.plain) }, body: badge });
      expect(res.status).toBe(status);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
    }
    // Even a broken body answers 403, not 422: nothing about it is looked at.
    expect((await callJson(recordRoute, "POST", path(ids.plain), { actor: own, params: { id: String(ids.plain) }, body: "{" })).status).toBe(403);
    await expect(recordRegistration(own, ids.plain, { kind: "ombudsman", identifier: "x", registrar: null, checkedOn: "2026-01-01" })).rejects.toMatchObject({
      code: "forbidden",
    });
    expect(await ctx.current().consultantRegistration.count({ where: { consultantId: ids.plain } })).toBe(0);
  });

  it("answers invalid input with every field's problem, a second badge of one register with 409, an unknown consultant with 404", async () => {
    const admin = platformAdmin();
    const tomorrowPlusOne = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const bad = await callJson<{ invalidParams: { pointer: string; message: string }[] }>(recordRoute, "POST", path(ids.badged), {
      actor: admin,
      params: { id: String(ids.badged) },
      body: { kind: "astrology", identifier: " ", checkedOn: tomorrowPlusOne, checkedByUserId: "forged" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.invalidParams.map((p) => p.pointer).sort()).toEqual(["/checkedByUserId", "/checkedOn", "/identifier", "/kind"]);
    const twice = await callJson<{ invalidParams: { pointer: string }[] }>(recordRoute, "POST", path(ids.badged), {
      actor: admin,
      params: { id: String(ids.badged) },
      body: { ...badge, identifier: "other" },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.invalidParams[0]!.pointer).toBe("/kind");
    expect((await callJson(recordRoute, "POST", path(2_000_000_000), { actor: admin, params: { id: "2000000000" }, body: badge })).status).toBe(404);
    expect(swissDate(new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
  });

  it("corrects and removes a badge of the consultant in the path only; the flag follows", async () => {
    const admin = platformAdmin();
    const created = await callJson<{ id: number }>(recordRoute, "POST", path(ids.lausanne), {
      actor: admin,
      params: { id: String(ids.lausanne) },
      body: { ...badge, kind: "ombudsman", registrar: null },
    });
    expect(created.status).toBe(201);
    const params = { id: String(ids.lausanne), registrationId: String(created.body.id) };
    // The id of this badge under another consultant's path is not found.
    expect(
      (
        await callJson(updateRoute, "PUT", `${path(ids.badged)}/${created.body.id}`, {
          actor: admin,
          params: { ...params, id: String(ids.badged) },
          body: badge,
        })
      ).status,
    ).toBe(404);
    expect((await callJson(updateRoute, "PUT", `${path(ids.lausanne)}/${created.body.id}`, { actor: user(), params, body: badge })).status).toBe(403);
    const updated = await callJson<Record<string, unknown>>(updateRoute, "PUT", `${path(ids.lausanne)}/${created.body.id}`, {
      actor: admin,
      params,
      body: { ...badge, kind: "ombudsman", identifier: "OFS-77", checkedOn: "2026-04-01" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ kind: "ombudsman", identifier: "OFS-77", checkedOn: "2026-04-01", registrar: "Regservices AG" });
    expect((await callJson(removeRoute, "DELETE", `${path(ids.lausanne)}/${created.body.id}`, { actor: consultantActor(ids.lausanne), params })).status).toBe(
      403,
    );
    expect((await callJson(removeRoute, "DELETE", `${path(ids.lausanne)}/${created.body.id}`, { actor: admin, params })).status).toBe(204);
    expect((await callJson(removeRoute, "DELETE", `${path(ids.lausanne)}/${created.body.id}`, { actor: admin, params })).status).toBe(404);
    expect((await ctx.current().consultant.findUniqueOrThrow({ where: { id: ids.lausanne } })).registered).toBe(false);
  });
});

describe("reading register badges", () => {
  it("shows them to everybody on the profile API and GET …/registration, without who checked", async () => {
    const list = await callJson<unknown[]>(listRoute, "GET", path(ids.badged), { params: { id: String(ids.badged) } });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([badge]);
    expect(() => registerBadgeResponse.array().parse(list.body)).not.toThrow();
    const profile = await callJson<{ registrations: unknown[] }>(consultantRoute, "GET", `/api/consultant/${ids.badged}`, {
      params: { id: String(ids.badged) },
    });
    expect(profile.body.registrations).toEqual([badge]);
    expect(JSON.stringify(profile.body)).not.toContain("admin@beraterwahl.ch");
    const forAdmin = await callJson<{ checkedByEmail: string }[]>(listRoute, "GET", path(ids.badged), {
      actor: platformAdmin(),
      params: { id: String(ids.badged) },
    });
    expect(forAdmin.body[0]!.checkedByEmail).toBe("admin@beraterwahl.ch");
    // A disabled profile does not exist for the public.
    expect((await callJson(listRoute, "GET", path(ids.disabled), { params: { id: String(ids.disabled) } })).status).toBe(404);
  });

  it("filters the search, the grid and the API on registered advisers, and marks the cards", async () => {
    const search = await callJson<{ items: { id: number; registrations: string[] }[]; total: number }>(searchRoute, "GET", "/api/search", {
      query: { postalCode: "8001", registered: "true" },
    });
    expect(search.status).toBe(200);
    expect(search.body.items.map((c) => c.id)).toEqual([ids.badged]);
    expect(search.body.total).toBe(1);
    expect(search.body.items[0]!.registrations).toEqual(["fidlegAdviser"]);
    const all = await callJson<{ items: { id: number; registrations: string[] }[] }>(searchRoute, "GET", "/api/search", { query: { postalCode: "8001" } });
    expect(all.body.items.map((c) => c.id)).toEqual(expect.arrayContaining([ids.badged, ids.plain]));
    expect(all.body.items.find((c) => c.id === ids.plain)?.registrations).toEqual([]);
    expect(() => pageOf(consultantCardResponse).parse(all.body)).not.toThrow();

    const canton = await callJson<{ items: { id: number }[] }>(searchRoute, "GET", "/api/search", {
      query: { type: "canton", canton: "ZH", registered: "on" },
    });
    expect(canton.body.items.map((c) => c.id)).toEqual([ids.badged]);
    const grid = await callJson<{ items: { id: number }[]; total: number }>(consultantsRoute, "GET", "/api/consultant", { query: { registered: "1" } });
    expect(grid.body.items.map((c) => c.id)).toEqual([ids.badged]);
    const bad = await callJson(searchRoute, "GET", "/api/search", { query: { postalCode: "8001", registered: "maybe" } });
    expect(bad.status).toBe(422);
  });

  it("keeps the flag when the consultant goes: the badges go with it by cascade", async () => {
    const db = ctx.current();
    const gone = (await insertConsultant(db, { givenName: "Gina", familyName: "Gone" })).id;
    await recordRegistration(platformAdmin(), gone, { kind: "finmaLicence", identifier: "L-1", registrar: null, checkedOn: "2026-01-01" });
    await db.consultant.delete({ where: { id: gone } });
    expect(await db.consultantRegistration.count({ where: { consultantId: gone } })).toBe(0);
  });
});
