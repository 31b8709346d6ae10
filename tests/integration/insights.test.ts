// Insights without tracking (issue 32) on real PostgreSQL: every counter where its event happens (the
// profile page's beacon, clicks, rating links, seal loads, search results pages, contact messages,
// invitations and their fate), bots and prefetches left out, the beacon's batching and rate limit, and
// GET /api/consultant/{id}/insights (owner, staff, others refused, period bounds, peer median from 10) with its CSV.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.APP_URL = "https://www.beraterwahl.test";
  delete process.env.SMTP_URL;
  // The buffer waits for the test's flush, however slow the machine (production: every second).
  process.env.INSIGHTS_FLUSH_MS = "600000";
});
vi.mock("next/cache", () => ({ unstable_cache: (fn: () => Promise<unknown>) => fn, revalidateTag: () => undefined }));

import * as emailRoute from "@/app/api/email/route";
import * as evaluationRoute from "@/app/api/evaluation/route";
import * as insightsRoute from "@/app/api/consultant/[id]/insights/route";
import * as viewRoute from "@/app/api/consultant/[id]/view/route";
import * as invitationRoute from "@/app/api/invitation/route";
import * as unsubscribeRoute from "@/app/api/invitation/unsubscribe/route";
import * as searchRoute from "@/app/api/search/route";
import * as searchAppearancesRoute from "@/app/api/search/appearances/route";
import * as sealSvg from "@/app/consultants/[id]/badge.svg/route";
import * as widgetRoute from "@/app/consultants/[id]/widget/route";
import type { Actor } from "@/lib/auth/actor";
import { deliverPendingEmails } from "@/lib/email/deliver-pending";
import { whenDeliveredSoon } from "@/lib/email/deliver-soon";
import { MAX_ATTEMPTS } from "@/lib/email/retry-policy";
import { smtpTransport, type MailTransport } from "@/lib/email/transport";
import { bufferInsightEvent, flushInsightCounters } from "@/lib/insight-counters/counter-buffer";
import type { ConsultantInsights } from "@/lib/insights/get-insights";
import { call, callJson, insertConsultant, setupApiDatabase } from "@/tests/support/api";
import { anonymous, consultantActor, platformAdmin, user } from "@/tests/support/actors";
import { setupTestSmtp } from "@/tests/support/smtp";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { submissionFor } from "./evaluation-fixtures";

const ctx = setupApiDatabase();
const smtp = setupTestSmtp();
const db = () => ctx.current();

const BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const IN_TRIAL = new Date(Date.now() + 30 * 86_400_000);
let ip = 0;
const nextIp = () => `198.51.100.${(++ip % 250) + 1}`;

let consultantId: number;
let topicId: number;

beforeAll(async () => {
  topicId = (
    await db().consultingTopic.create({
      data: { key: "insightsTopic", name: { de: "Vorsorge", en: "Pensions", fr: "Prévoyance", it: "Previdenza" }, description: {}, icon: "x" },
    })
  ).id;
  consultantId = (await insertConsultant(db(), { givenName: "Zora", familyName: "Zählbar", trialEndsAt: IN_TRIAL, canton: "BE" })).id;
  await db().consultantTopic.create({ data: { consultantId, consultingTopicId: topicId } });
});

afterAll(() => whenDeliveredSoon());

/** Today's counter of `kind` for the consultant (0 without a row). */
async function counted(kind: string, id = consultantId): Promise<number> {
  const rows = await db().$queryRaw<{ n: number }[]>`
    SELECT "n" FROM "InsightCounter" WHERE "consultantId" = ${id} AND "kind" = ${kind}::"InsightKind" AND "day" = (now() AT TIME ZONE 'Europe/Zurich')::date`;
  return rows[0]?.n ?? 0;
}

function beacon(id: number, options: { event?: string; headers?: Record<string, string>; ip?: string } = {}) {
  return call(viewRoute.POST, "POST", `/api/consultant/${id}/view`, {
    params: { id: String(id) },
    query: options.event ? { event: options.event } : {},
    headers: { "user-agent": BROWSER, "x-forwarded-for": options.ip ?? nextIp(), ...options.headers },
  });
}

describe("the profile page's beacon", () => {
  it("counts each view once, in one statement per flush, and exactly", async () => {
    // Buffered without a statement: 25 views of two profiles wait in memory, and one flush writes them all.
    const second = (await insertConsultant(db())).id;
    for (let i = 0; i < 25; i++) bufferInsightEvent(i % 5 === 0 ? second : consultantId, "profileView");
    expect(await counted("profileView")).toBe(0);
    expect(await flushInsightCounters()).toBe(25);
    expect(await counted("profileView")).toBe(20);
    expect(await counted("profileView", second)).toBe(5);
    // Through the route: each answered beacon is one view, exact after the flush (however the timer split them).
    for (let i = 0; i < 6; i++) expect((await beacon(consultantId)).status).toBe(204);
    await flushInsightCounters();
    expect(await counted("profileView")).toBe(26);
  });

  it("counts clicks on phone, e-mail, website and booking and the rating link's source", async () => {
    for (const event of ["phoneClick", "emailClick", "websiteClick", "bookingClick", "ratingLinkCommon", "ratingLinkCoded", "ratingLinkQr"]) {
      expect((await beacon(consultantId, { event })).status).toBe(204);
    }
    await beacon(consultantId, { event: "phoneClick" });
    await flushInsightCounters();
    expect(await counted("phoneClick")).toBe(2);
    for (const kind of ["emailClick", "websiteClick", "bookingClick", "ratingLinkCommon", "ratingLinkCoded", "ratingLinkQr"])
      expect(await counted(kind)).toBe(1);
  });

  it("answers bots and prefetches alike and counts none of them", async () => {
    const before = await counted("profileView");
    const uncounted: Record<string, string>[] = [
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "user-agent": "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0)" },
      { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36" },
      { "user-agent": "curl/8.5.0" },
      { "user-agent": "" },
      { purpose: "prefetch" },
      { "sec-purpose": "prefetch;prerender" },
      { "next-router-prefetch": "1" },
      { "x-moz": "prefetch" },
    ];
    for (const headers of uncounted) expect((await beacon(consultantId, { headers })).status).toBe(204);
    await flushInsightCounters();
    expect(await counted("profileView")).toBe(before);
  });

  it("counts nothing for a consultant that does not exist, and the flush does not fail", async () => {
    expect((await beacon(999_999)).status).toBe(204);
    await beacon(consultantId);
    expect(await flushInsightCounters()).toBe(2);
    expect(await db().insightCounter.count({ where: { consultantId: 999_999 } })).toBe(0);
  });

  it("refuses an unknown event with problem+json and limits each client (an IPv6 /64 is one client)", async () => {
    const bad = await beacon(consultantId, { event: "sealLoad" });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(bad.headers.get("content-type")).toContain("application/problem+json");
    // A burst from one /64, every request from another of its addresses: the budget is shared. The bucket
    // refills one beacon every windowSeconds / limit, so a slow machine may let a few more through.
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: RATE_LIMITS.insightBeacon.limit + 30 }, (_, i) => beacon(consultantId, { ip: `2001:db8:7:7::${(i + 1).toString(16)}` })),
    );
    const refill = Math.ceil((Date.now() - started) / ((RATE_LIMITS.insightBeacon.windowSeconds * 1000) / RATE_LIMITS.insightBeacon.limit));
    const allowed = answers.filter((a) => a.status === 204).length;
    expect(allowed).toBeGreaterThanOrEqual(RATE_LIMITS.insightBeacon.limit);
    expect(allowed).toBeLessThanOrEqual(RATE_LIMITS.insightBeacon.limit + refill);
    const limited = answers.find((a) => a.status !== 204) as Response;
    expect(limited.status).toBe(429);
    expect(limited.headers.get("content-type")).toContain("application/problem+json");
    await flushInsightCounters();
  });

  it("keeps nothing about the visitor: no cookie is set and the counters hold only consultant, day, kind and number", async () => {
    const response = await beacon(consultantId);
    expect(response.headers.get("set-cookie")).toBeNull();
    await flushInsightCounters();
    const columns = await db().$queryRaw<{ column_name: string }[]>`
      SELECT column_name FROM information_schema.columns WHERE table_name = 'InsightCounter' ORDER BY ordinal_position`;
    expect(columns.map((c) => c.column_name)).toEqual(["consultantId", "day", "kind", "n"]);
  });
});

describe("counters where the event happens", () => {
  it("counts seal loads, but not a crawler's", async () => {
    const seal = (ua: string) =>
      call(sealSvg.GET, "GET", `/consultants/${consultantId}/badge.svg`, { params: { id: String(consultantId) }, headers: { "user-agent": ua } });
    expect((await seal(BROWSER)).status).toBe(200);
    expect((await seal(BROWSER)).status).toBe(200);
    expect((await seal("Mozilla/5.0 (compatible; Googlebot/2.1)")).status).toBe(200);
    await flushInsightCounters();
    expect(await counted("sealLoad")).toBe(2);
  });

  it("counts the reviews widget on the consultant's site, not the account's own preview nor a crawler's", async () => {
    const load = (headers: Record<string, string>) =>
      call(widgetRoute.GET, "GET", `/consultants/${consultantId}/widget`, { params: { id: String(consultantId) }, headers });
    expect((await load({ "user-agent": BROWSER, "sec-fetch-site": "cross-site" })).status).toBe(200);
    expect((await load({ "user-agent": BROWSER })).status).toBe(200);
    expect((await load({ "user-agent": BROWSER, "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await load({ "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0)", "sec-fetch-site": "cross-site" })).status).toBe(200);
    await flushInsightCounters();
    expect(await counted("widgetLoad")).toBe(2);
  });

  it("counts one appearance per consultant for each results page a visitor sees, none for a bot's", async () => {
    const other = (await insertConsultant(db(), { givenName: "Zora", familyName: "Zweite" })).id;
    const search = (ua: string) =>
      callJson<{ items: { id: number }[] }>(searchRoute.GET, "GET", "/api/search", {
        query: { type: "name", name: "Zora" },
        headers: { "user-agent": ua, "x-forwarded-for": nextIp() },
      });
    const page = await search(BROWSER);
    expect(page.body.items.map((i) => i.id).sort()).toEqual([consultantId, other].sort());
    await search(BROWSER);
    await search("Mozilla/5.0 (compatible; bingbot/2.0)");
    expect(await counted("searchAppearance")).toBe(2);
    expect(await counted("searchAppearance", other)).toBe(2);
  });

  it("the results page's beacon counts the consultants on the page of the search it names, nobody else, no bot", async () => {
    const other = (await insertConsultant(db(), { givenName: "Yann", familyName: "Yvon" })).id;
    const bystander = (await insertConsultant(db(), { givenName: "Xaver", familyName: "Xander" })).id;
    const beacon = (query: Record<string, string>, ua = BROWSER) =>
      call(searchAppearancesRoute.POST, "POST", "/api/search/appearances", { query, headers: { "user-agent": ua, "x-forwarded-for": nextIp() } });
    const before = await counted("searchAppearance", other);
    expect((await beacon({ type: "name", name: "Yann" })).status).toBe(204);
    expect((await beacon({ type: "name", name: "Yann" })).status).toBe(204);
    expect((await beacon({ type: "name", name: "Yann" }, "Mozilla/5.0 (compatible; bingbot/2.0)")).status).toBe(204);
    await flushInsightCounters();
    expect(await counted("searchAppearance", other)).toBe(before + 2);
    expect(await counted("searchAppearance", bystander)).toBe(0);
    // A page beyond the results counts nobody; a query that is not a search is refused like GET /api/search's.
    expect((await beacon({ type: "name", name: "Yann", page: "2" })).status).toBe(204);
    const refused = await beacon({ type: "perimeter", perimeter: "-3" });
    expect(refused.status).toBe(422);
    expect(refused.headers.get("content-type")).toContain("application/problem+json");
    await flushInsightCounters();
    expect(await counted("searchAppearance", other)).toBe(before + 2);
  });

  it("counts a contact message with the message itself, and nothing when it is refused", async () => {
    const send = (id: number) =>
      call(emailRoute.POST, "POST", "/api/email", {
        body: { purpose: "contactConsultant", consultantId: id, name: "Eva", email: "eva@example.ch", text: "Grüezi, eine Frage.", locale: "de" },
        headers: { "x-forwarded-for": nextIp() },
      });
    expect((await send(consultantId)).status).toBe(202);
    expect(await counted("contactMessage")).toBe(1);
    expect(await db().emailMessage.count({ where: { purpose: "contactConsultant" } })).toBeGreaterThanOrEqual(1);
    expect((await send(999_999)).status).toBe(404);
    expect(await counted("contactMessage")).toBe(1);
  });

  it("counts invitations sent, delivered, rated, unsubscribed and bounced, each once", async () => {
    const inviter = (await insertConsultant(db(), { givenName: "Ines", familyName: "Einlader", trialEndsAt: IN_TRIAL })).id;
    const sent = await call(invitationRoute.POST, "POST", "/api/invitation", {
      actor: consultantActor(inviter),
      body: { recipients: "rita@example.ch\nulla@example.ch\nbruno@example.ch", locale: "de", dryRun: false },
    });
    expect(sent.status).toBe(201);
    expect(await counted("invitationSent", inviter)).toBe(3);

    // Bruno's mailbox refuses everything: his invitation is on its last attempt.
    const bruno = await db().reviewInvitation.findFirstOrThrow({ where: { consultantId: inviter, email: "bruno@example.ch" } });
    await db().emailMessage.update({ where: { id: bruno.messageId }, data: { attempts: MAX_ATTEMPTS - 1 } });
    const refusing = {
      sendMail: async (mail: { to: unknown }) => {
        if (JSON.stringify(mail.to).includes("bruno@")) throw new Error("550 no such user");
        return (smtpTransport(smtp.url) as MailTransport).sendMail(mail as never);
      },
    };
    const result = await deliverPendingEmails({ transport: refusing as never, db: db() });
    expect(result).toMatchObject({ sent: 2, failed: 1 });
    expect(await counted("invitationDelivered", inviter)).toBe(2);
    expect(await counted("invitationBounced", inviter)).toBe(1);

    // Rita rates through her invitation's code.
    const rita = await db().reviewInvitation.findFirstOrThrow({ where: { consultantId: inviter, email: "rita@example.ch" } });
    const ritaMessage = await db().emailMessage.findUniqueOrThrow({ where: { id: rita.messageId } });
    const code = /code=(\d{10})/.exec(JSON.stringify(ritaMessage.values))?.[1] as string;
    const rated = await call(evaluationRoute.POST, "POST", "/api/evaluation", {
      body: await submissionFor(db(), inviter, { email: "rita@example.ch", code }),
      headers: { "x-forwarded-for": nextIp() },
    });
    expect(rated.status).toBe(201);
    expect(await counted("invitationRated", inviter)).toBe(1);

    // Ulla opts out, twice: counted once.
    const ulla = await db().emailMessage.findFirstOrThrow({ where: { purpose: "reviewInvitation", recipientEmail: "ulla@example.ch" } });
    const token = new URL((ulla.values as { unsubscribeUrl: string }).unsubscribeUrl).searchParams.get("token") as string;
    for (let i = 0; i < 2; i++) expect((await call(unsubscribeRoute.POST, "POST", "/api/invitation/unsubscribe", { query: { token } })).status).toBe(200);
    expect(await counted("invitationUnsubscribed", inviter)).toBe(1);
  });
});

describe("GET /api/consultant/{id}/insights", () => {
  const year = new Date().getFullYear();
  const range = { start: `${year - 1}-01-01`, end: `${year}-12-31` };
  const get = (actor: Actor, id = consultantId, query: Record<string, string> = range) =>
    callJson<ConsultantInsights & { status?: number }>(insightsRoute.GET, "GET", `/api/consultant/${id}/insights`, {
      actor,
      params: { id: String(id) },
      query,
    });

  it("shows the owner and staff the totals, the course and the conversions; refuses everybody else", async () => {
    const own = await get(consultantActor(consultantId));
    expect(own.status).toBe(200);
    expect(own.body.totals.profileView).toBe(await counted("profileView"));
    expect(own.body.totals.contactMessage).toBe(1);
    expect(own.body.timeline.unit).toBe("month");
    expect(own.body.timeline.points).toHaveLength(24);
    expect(own.body.timeline.points.reduce((sum, p) => sum + p.values.profileView, 0)).toBe(own.body.totals.profileView);
    const contacts = own.body.totals.contactMessage + own.body.totals.phoneClick + own.body.totals.emailClick + own.body.totals.bookingClick;
    expect(own.body.conversions.viewsToContacts).toBeCloseTo(contacts / own.body.totals.profileView, 4);
    expect(own.body.conversions.invitationsToRatings).toBeNull();

    expect((await get(platformAdmin())).body).toEqual(own.body);
    const other = (await insertConsultant(db(), { trialEndsAt: IN_TRIAL })).id;
    expect((await get(consultantActor(other))).status).toBe(403);
    expect((await get(user())).status).toBe(403);
    expect((await get(anonymous)).status).toBe(401);
  });

  it("is part of the subscription like the statistics: refused to an owner whose trial ended", async () => {
    const lapsed = (await insertConsultant(db(), { trialEndsAt: new Date(Date.now() - 86_400_000) })).id;
    const refused = await get(consultantActor(lapsed), lapsed);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("content-type")).toContain("application/problem+json");
    expect((await get(platformAdmin(), lapsed)).status).toBe(200);
  });

  it("counts the days of the period only, both inclusive, in Swiss days, and refuses bad periods", async () => {
    const id = (await insertConsultant(db(), { trialEndsAt: IN_TRIAL })).id;
    await db().$executeRaw`
      INSERT INTO "InsightCounter" ("consultantId", "day", "kind", "n") VALUES
        (${id}, '2026-03-09', 'profileView', 1), (${id}, '2026-03-10', 'profileView', 10), (${id}, '2026-03-16', 'profileView', 100),
        (${id}, '2026-03-17', 'profileView', 1000)`;
    const week = await get(consultantActor(id), id, { start: "2026-03-10", end: "2026-03-16" });
    expect(week.body.totals.profileView).toBe(110);
    expect(week.body.timeline.unit).toBe("day");
    expect(week.body.timeline.points.map((p) => p.values.profileView)).toEqual([10, 0, 0, 0, 0, 0, 100]);
    for (const query of [
      { start: "2026-03-16", end: "2026-03-10" },
      { start: "2020-01-01", end: "2026-12-31" },
      { start: "10.03.2026", end: "2026-03-16" },
      { start: "2026-03-10" },
    ]) {
      const bad = await get(consultantActor(id), id, query as Record<string, string>);
      expect(bad.status, JSON.stringify(query)).toBeGreaterThanOrEqual(400);
      expect(bad.status).toBeLessThan(500);
      expect(bad.headers.get("content-type")).toContain("application/problem+json");
    }
  });

  it("shows the median of comparable consultants only from 10 of them (same canton, a topic in common, active)", async () => {
    const me = (await insertConsultant(db(), { trialEndsAt: IN_TRIAL, canton: "GR" })).id;
    await db().consultantTopic.create({ data: { consultantId: me, consultingTopicId: topicId } });
    const peer = async (views: number, overrides: Record<string, unknown> = {}, topic = true) => {
      const id = (await insertConsultant(db(), { canton: "GR", ...overrides })).id;
      if (topic) await db().consultantTopic.create({ data: { consultantId: id, consultingTopicId: topicId } });
      if (views) await db().$executeRaw`INSERT INTO "InsightCounter" VALUES (${id}, '2026-05-05', 'profileView', ${views})`;
    };
    // Not comparable: another canton, no topic in common, a disabled profile.
    await peer(500, { canton: "ZH" });
    await peer(500, {}, false);
    await peer(500, { state: "disabled" });
    for (let i = 1; i <= 9; i++) await peer(i * 10);
    const range2026 = { start: "2026-01-01", end: "2026-12-31" };
    expect((await get(consultantActor(me), me, range2026)).body.peers).toBeNull();
    await peer(0);
    // The group found a moment ago is kept for an hour: the tenth peer shows once it has expired.
    expect((await get(consultantActor(me), me, range2026)).body.peers).toBeNull();
    await db().$executeRaw`UPDATE "InsightPeerGroup" SET "computedAt" = now() - interval '61 minutes' WHERE "canton" = 'GR'`;
    const shown = await get(consultantActor(me), me, range2026);
    expect(shown.body.peers?.count).toBe(10);
    expect(shown.body.peers?.sampled).toBe(10);
    // 0, 10, 20, … 90: the median is 45.
    expect(shown.body.peers?.median.profileView).toBe(45);
    expect(shown.body.peers?.median.contactMessage).toBe(0);
  });

  it("keeps the monthly roll-up equal to the daily counters through every kind of write", async () => {
    const id = (await insertConsultant(db(), { trialEndsAt: IN_TRIAL })).id;
    const gone = (await insertConsultant(db())).id;
    const rollUpMatches = async () => {
      const [difference] = await db().$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS "n" FROM (
          (SELECT "consultantId", date_trunc('month', "day")::date AS "month", "kind", sum("n")::int AS "n" FROM "InsightCounter" GROUP BY 1, 2, 3
           EXCEPT SELECT "consultantId", "month", "kind", "n" FROM "InsightMonthCounter" WHERE "n" <> 0)
          UNION ALL
          (SELECT "consultantId", "month", "kind", "n" FROM "InsightMonthCounter" WHERE "n" <> 0
           EXCEPT SELECT "consultantId", date_trunc('month', "day")::date, "kind", sum("n")::int FROM "InsightCounter" GROUP BY 1, 2, 3)) AS d`;
      return difference!.n;
    };
    // The buffer's batched upsert (new rows, then the same keys again: the ON CONFLICT update).
    for (let i = 0; i < 3; i++) bufferInsightEvent(id, "profileView");
    bufferInsightEvent(gone, "sealLoad");
    await flushInsightCounters();
    bufferInsightEvent(id, "profileView");
    await flushInsightCounters();
    // Rows written directly, an update, a delete, and a consultant deleted with its counters.
    await db()
      .$executeRaw`INSERT INTO "InsightCounter" VALUES (${id}, '2026-01-31', 'phoneClick', 2), (${id}, '2026-02-01', 'phoneClick', 5), (${gone}, '2026-02-02', 'widgetLoad', 9)`;
    await db().$executeRaw`UPDATE "InsightCounter" SET "n" = "n" + 10 WHERE "consultantId" = ${id} AND "kind" = 'phoneClick'`;
    await db().$executeRaw`DELETE FROM "InsightCounter" WHERE "consultantId" = ${id} AND "day" = '2026-01-31'`;
    expect(await rollUpMatches()).toBe(0);
    const [february] = await db().$queryRaw<{ n: number }[]>`
      SELECT "n" FROM "InsightMonthCounter" WHERE "consultantId" = ${id} AND "month" = '2026-02-01' AND "kind" = 'phoneClick'`;
    expect(february!.n).toBe(15);
    await db().consultant.delete({ where: { id: gone } });
    expect(await db().insightMonthCounter.count({ where: { consultantId: gone } })).toBe(0);
    expect(await rollUpMatches()).toBe(0);
  });

  it("takes the peers' median over whole months and the cut months' days alike, and nothing outside the period", async () => {
    const me = (await insertConsultant(db(), { trialEndsAt: IN_TRIAL, canton: "UR" })).id;
    await db().consultantTopic.create({ data: { consultantId: me, consultingTopicId: topicId } });
    // Eleven peers, each with views on a day before the period, on its first (cut) month's days, in whole months
    // and on its last (cut) month's days: the i-th peer has i views inside the period, 1000 outside.
    for (let i = 1; i <= 11; i++) {
      const id = (await insertConsultant(db(), { canton: "UR" })).id;
      await db().consultantTopic.create({ data: { consultantId: id, consultingTopicId: topicId } });
      await db().$executeRaw`INSERT INTO "InsightCounter" VALUES
        (${id}, '2025-11-28', 'profileView', 1000), (${id}, '2025-11-29', 'profileView', ${i}), (${id}, '2026-03-15', 'profileView', ${10 * i}),
        (${id}, '2026-11-28', 'profileView', ${100 * i}), (${id}, '2026-11-29', 'profileView', 1000)`;
    }
    const year = await get(consultantActor(me), me, { start: "2025-11-29", end: "2026-11-28" });
    // 111 × i for i = 1 … 11: the median is the sixth, 666.
    expect(year.body.peers?.count).toBe(11);
    expect(year.body.peers?.median.profileView).toBe(666);
    // A period inside one month reads days only.
    const march = await get(consultantActor(me), me, { start: "2026-03-10", end: "2026-03-20" });
    expect(march.body.peers?.median.profileView).toBe(60);
    // A peer disabled since the group was found leaves the sample at once (the count follows within the hour).
    const [drawn] = await db().$queryRaw<{ id: number }[]>`
      SELECT s."id" FROM "InsightPeerGroup", unnest("sample") AS s("id") WHERE "canton" = 'UR' AND s."id" <> ${me} LIMIT 1`;
    await db().consultant.update({ where: { id: drawn!.id }, data: { state: "disabled" } });
    const later = await get(consultantActor(me), me, { start: "2025-11-29", end: "2026-11-28" });
    expect(later.body.peers?.sampled).toBe(10);
    expect(later.body.peers?.count).toBe(11);
  });

  it("downloads the period as CSV, one line per day, headed in the chosen language", async () => {
    const id = (await insertConsultant(db(), { trialEndsAt: IN_TRIAL })).id;
    await db().$executeRaw`INSERT INTO "InsightCounter" VALUES (${id}, '2026-02-02', 'profileView', 7), (${id}, '2026-02-03', 'contactMessage', 2)`;
    const response = await call(insightsRoute.GET, "GET", `/api/consultant/${id}/insights`, {
      actor: consultantActor(id),
      params: { id: String(id) },
      query: { start: "2026-02-01", end: "2026-02-03", format: "csv", lang: "fr" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain(`insights-${id}-2026-02-01-2026-02-03.csv`);
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Jour;Consultations du profil;Apparitions dans les résultats de recherche;Messages de contact;/);
    expect(lines[1]).toMatch(/^01\.02\.2026;0;0;0;/);
    expect(lines[2]).toMatch(/^02\.02\.2026;7;0;0;/);
    expect(lines[3]).toMatch(/^03\.02\.2026;0;0;2;/);
    const other = (await insertConsultant(db())).id;
    const refused = await call(insightsRoute.GET, "GET", `/api/consultant/${id}/insights`, {
      actor: consultantActor(other),
      params: { id: String(id) },
      query: { start: "2026-02-01", end: "2026-02-03", format: "csv" },
    });
    expect(refused.status).toBe(403);
  });
});
