// Reordering consulting topics and question definitions is one atomic request each
// (PUT /api/consultingTopic/order, PUT /api/questionDefinition/order): the complete new order is
// applied at once, a wrong order changes nothing, concurrent reorders leave one whole order (never a
// mix of two), and only platform administrators may reorder.
import { beforeAll, describe, expect, it } from "vitest";
import * as topicOrder from "@/app/api/consultingTopic/order/route";
import * as topicList from "@/app/api/consultingTopic/route";
import * as questionOrder from "@/app/api/questionDefinition/order/route";
import * as questionList from "@/app/api/questionDefinition/route";
import type { Actor } from "@/lib/auth/actor";
import type { RouteHandler } from "@/lib/http/route";
import { callJson, setupApiDatabase } from "@/tests/support/api";
import { anonymous, companyAdmin, consultantActor, platformAdmin, user } from "@/tests/support/actors";

const ctx = setupApiDatabase();
const admin = platformAdmin();
const l10n = (text: string) => ({ de: text, en: text, fr: text, it: text });

type Problem = { status: number; invalidParams?: { pointer: string; message: string }[] };

/** The two ordered lists, with what differs between them. */
const KINDS = [
  {
    name: "consulting topics",
    path: "/api/consultingTopic",
    order: topicOrder.PUT as RouteHandler,
    list: topicList.GET as RouteHandler,
    add: async (n: number) =>
      (
        await ctx.current().consultingTopic.create({
          data: {
            key: `reorder${n}${Math.random().toString(36).slice(2, 8)}`,
            name: l10n(`Thema ${n}`),
            description: l10n(""),
            icon: "x.svg",
            sortOrder: n * 10,
          },
        })
      ).id,
    stored: async () => await ctx.current().consultingTopic.findMany({ select: { id: true, sortOrder: true }, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] }),
  },
  {
    name: "question definitions",
    path: "/api/questionDefinition",
    order: questionOrder.PUT as RouteHandler,
    list: questionList.GET as RouteHandler,
    add: async (n: number) => (await ctx.current().questionDefinition.create({ data: { type: "rating", text: l10n(`Frage ${n}`), sortOrder: n * 10 } })).id,
    stored: async () =>
      await ctx.current().questionDefinition.findMany({ select: { id: true, sortOrder: true }, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] }),
  },
] as const;

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

for (const kind of KINDS) {
  describe(`reordering ${kind.name}`, () => {
    const put = (ids: unknown, actor: Actor = admin) => callJson<unknown>(kind.order, "PUT", `${kind.path}/order`, { actor, body: { ids } });
    const currentIds = async () => (await kind.stored()).map((r) => r.id);

    beforeAll(async () => {
      // Enough rows to make a mixed-up order likely if two reorders ever interleaved.
      for (let n = 1; n <= 6; n++) await kind.add(n);
    });

    it("applies the complete new order at once, and the public list follows it", async () => {
      const before = await currentIds();
      expect(before.length).toBeGreaterThanOrEqual(6);
      const wanted = [...before].reverse();
      const res = await put(wanted);
      expect(res.status).toBe(200);
      expect((res.body as { id: number }[]).map((r) => r.id)).toEqual(wanted);
      const stored = await kind.stored();
      expect(stored.map((r) => r.id)).toEqual(wanted);
      // Positions are renumbered with gaps, so that even equal old sort orders end up distinct.
      expect(stored.map((r) => r.sortOrder)).toEqual(wanted.map((_id, i) => i * 10));
      const visitor = await callJson<{ id: number }[]>(kind.list, "GET", kind.path, { actor: anonymous });
      expect(visitor.status).toBe(200);
      expect(visitor.body.map((r) => r.id)).toEqual(wanted.filter((id) => visitor.body.some((r) => r.id === id)));
    });

    it("rejects a wrong order with problem+json and changes nothing", async () => {
      const ids = await currentIds();
      const snapshot = await kind.stored();
      const cases: { body: unknown; status: number; pointer: string }[] = [
        // The same id twice (and so one missing).
        { body: [ids[1], ...ids.slice(1)], status: 422, pointer: "/ids/1" },
        // An id that does not exist.
        { body: [...ids, 2_000_000_000], status: 409, pointer: `/ids/${ids.length}` },
        // An incomplete list: a stale view that misses a row.
        { body: ids.slice(1), status: 409, pointer: "/ids" },
        { body: [], status: 422, pointer: "/ids" },
        { body: [...ids.slice(0, -1), "7"], status: 422, pointer: `/ids/${ids.length - 1}` },
        { body: [...ids.slice(0, -1), -3], status: 422, pointer: `/ids/${ids.length - 1}` },
      ];
      for (const c of cases) {
        const res = await put(c.body);
        expect(res.status, JSON.stringify(c.body)).toBe(c.status);
        expect(res.headers.get("content-type")).toContain("application/problem+json");
        const problem = res.body as Problem;
        expect(problem.invalidParams?.map((p) => p.pointer)).toContain(c.pointer);
      }
      const unknownField = await callJson<Problem>(kind.order, "PUT", `${kind.path}/order`, { actor: admin, body: { ids, position: 1 } });
      expect(unknownField.status).toBe(422);
      const notJson = await callJson<Problem>(kind.order, "PUT", `${kind.path}/order`, { actor: admin, body: "{ids:" });
      expect(notJson.status).toBe(400);
      expect(await kind.stored()).toEqual(snapshot);
    });

    it("refuses an order that misses a row added meanwhile, and names it", async () => {
      const stale = await currentIds();
      const added = await kind.add(99);
      const res = await put(stale);
      expect(res.status).toBe(409);
      expect((res.body as Problem).invalidParams).toEqual([{ pointer: "/ids", message: `missing ids: ${added}` }]);
    });

    it("leaves one whole order when administrators reorder at the same time", async () => {
      const ids = await currentIds();
      const orders = Array.from({ length: 8 }, (_, i) => shuffled(ids, i + 7));
      for (let round = 0; round < 3; round++) {
        const results = await Promise.all(orders.map((o) => put(o)));
        expect(results.map((r) => r.status)).toEqual(orders.map(() => 200));
        const stored = await kind.stored();
        // Exactly one of the submitted orders, with distinct positions: never a mix of two.
        expect(orders.map((o) => JSON.stringify(o))).toContain(JSON.stringify(stored.map((r) => r.id)));
        expect(new Set(stored.map((r) => r.sortOrder)).size).toBe(stored.length);
      }
    });

    it("is for platform administrators only: 401 anonymous, 403 for everybody else, nothing changed", async () => {
      const ids = await currentIds();
      const snapshot = await kind.stored();
      const reversed = [...ids].reverse();
      expect((await put(reversed, anonymous)).status).toBe(401);
      for (const actor of [
        user(),
        consultantActor(1),
        companyAdmin(1, 1),
        user({ permissions: ["read:companies", "write:companies", "read:consultants", "write:consultants"] }),
      ]) {
        const res = await put(reversed, actor);
        expect(res.status).toBe(403);
        expect(res.headers.get("content-type")).toContain("application/problem+json");
      }
      expect(await kind.stored()).toEqual(snapshot);
    });
  });
}

describe("editing after a reorder", () => {
  it("keeps the new position of a topic and a question whose form still carries the old one", async () => {
    const db = ctx.current();
    const topic = await db.consultingTopic.create({
      data: { key: `keep${Math.random().toString(36).slice(2, 8)}`, name: l10n("Alt"), description: l10n(""), icon: "x.svg", sortOrder: 5 },
    });
    await db.consultingTopic.update({ where: { id: topic.id }, data: { sortOrder: 900 } });
    const { PUT: putTopic } = await import("@/app/api/consultingTopic/[id]/route");
    const edited = await callJson<{ name: { de: string }; sortOrder: number }>(putTopic as RouteHandler, "PUT", `/api/consultingTopic/${topic.id}`, {
      actor: admin,
      params: { id: String(topic.id) },
      body: { key: topic.key, name: l10n("Neu"), description: l10n(""), icon: "x.svg", sortOrder: 5, active: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: { de: "Neu" }, sortOrder: 900 });

    const question = await db.questionDefinition.create({ data: { type: "rating", text: l10n("Alt"), sortOrder: 5 } });
    await db.questionDefinition.update({ where: { id: question.id }, data: { sortOrder: 900 } });
    const { PUT: putQuestion } = await import("@/app/api/questionDefinition/[id]/route");
    const res = await callJson<{ sortOrder: number }>(putQuestion as RouteHandler, "PUT", `/api/questionDefinition/${question.id}`, {
      actor: admin,
      params: { id: String(question.id) },
      body: { type: "rating", text: l10n("Neu"), sortOrder: 5 },
    });
    expect(res.status).toBe(200);
    expect((await db.questionDefinition.findUniqueOrThrow({ where: { id: question.id } })).sortOrder).toBe(900);
  });

  it("puts a new topic after the last one when no position is given", async () => {
    const { POST } = await import("@/app/api/consultingTopic/route");
    const last = await ctx.current().consultingTopic.aggregate({ _max: { sortOrder: true } });
    const res = await callJson<{ sortOrder: number }>(POST as RouteHandler, "POST", "/api/consultingTopic", {
      actor: admin,
      body: { key: `last${Math.random().toString(36).slice(2, 8)}`, name: l10n("Zuletzt"), description: l10n(""), icon: "x.svg" },
    });
    expect(res.status).toBe(201);
    expect(res.body.sortOrder).toBe((last._max.sortOrder ?? -10) + 10);
  });
});
