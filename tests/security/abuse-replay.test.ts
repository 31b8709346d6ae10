// The attacks of the trust issue, replayed against the real route handlers and services on a real
// database, as a cheating consultant or a competitor would try them. Each prints what reached the
// public (docs/security.md carries the figures) and fails if anything did, or if anything public
// was lost:
// 1. rating-bombing: 50 one-star submissions with made-up addresses and a new X-Forwarded-For each,
//    within a minute, every one of them confirmed (an attacker with a catch-all domain can read the mails);
// 2. self-reviews: a consultant rates themselves five times with me+fake… addresses from their own
//    network, then tries to publish, verify and answer them;
// 3. leaving to shed criticism: a rated consultant deletes the account and registers again.
// The rating rules of issue 29 (points 1, 3, 4, 7), with the clock moved where days must pass (the
// services' `now`), each printing "attack | submitted | reached the public | held (reasons)":
// 4. one mailbox, a counted rating every week: rate, confirm, 8 days later again as a +tag address;
// 5. a burst as a weapon: a critical rating waits, four friends praise the same day;
// 6. slow-drip bombing: four one-star ratings a day from 28 networks for 7 days, one name, one text;
// 7. a colleague's praise: a company administrator rates a colleague from the network she signs in from.
import { beforeAll, describe, expect, it } from "vitest";
import type { RouteHandler } from "@/lib/http/route";
import { Prisma } from "@/lib/db/generated/client";
import { refreshAggregatesForConsultants } from "@/lib/consultants/aggregates";
import { call, callJson, insertCompany, insertConsultant, insertEvaluation, setupApiDatabase } from "@/tests/support/api";
import { platformAdmin, user } from "@/tests/support/actors";
import { confirmationTokenFromOutbox, submissionFor, TEST_RELEASE_POLICY as policy } from "@/tests/integration/evaluation-fixtures";

const { current } = setupApiDatabase();
const DAY = 86_400_000;
let routes: {
  submit: RouteHandler;
  confirm: RouteHandler;
  publish: RouteHandler;
  verify: RouteHandler;
  comment: RouteHandler;
  account: { DELETE: RouteHandler; POST: RouteHandler };
  consultant: RouteHandler;
  list: RouteHandler;
};
let publishDue: typeof import("@/lib/evaluations/publish-due-evaluations").publishDueEvaluations;
let networkHash: typeof import("@/lib/auth/network-hash").networkHash;
let services: {
  submit: typeof import("@/lib/evaluations/submit-evaluation").submitEvaluation;
  confirm: typeof import("@/lib/evaluations/confirm-evaluation").confirmEvaluation;
  fairness: typeof import("@/lib/evaluations/fairness-record").fairnessRecord;
  overdue: typeof import("@/lib/moderation/moderate-evaluation").countOverdueHolds;
};

beforeAll(async () => {
  routes = {
    submit: (await import("@/app/api/evaluation/route")).POST,
    confirm: (await import("@/app/api/evaluation/[id]/confirm/route")).POST,
    publish: (await import("@/app/api/evaluation/[id]/publish/route")).PUT,
    verify: (await import("@/app/api/evaluation/[id]/verify/route")).PUT,
    comment: (await import("@/app/api/evaluation/[id]/comment/route")).POST,
    account: await import("@/app/api/account/route"),
    consultant: (await import("@/app/api/consultant/[id]/route")).GET,
    list: (await import("@/app/api/evaluation/route")).GET,
  };
  ({ publishDueEvaluations: publishDue } = await import("@/lib/evaluations/publish-due-evaluations"));
  ({ networkHash } = await import("@/lib/auth/network-hash"));
  services = {
    submit: (await import("@/lib/evaluations/submit-evaluation")).submitEvaluation,
    confirm: (await import("@/lib/evaluations/confirm-evaluation")).confirmEvaluation,
    fairness: (await import("@/lib/evaluations/fairness-record")).fairnessRecord,
    overdue: (await import("@/lib/moderation/moderate-evaluation")).countOverdueHolds,
  };
});

type Public = { ratingCount: number; ratingAverage: number; ids: string[] };

/** What an anonymous visitor sees of the consultant through the API. */
async function publicView(consultantId: number): Promise<Public> {
  const profile = await callJson<{ ratingCount: number; ratingAverage: number }>(routes.consultant, "GET", `/api/consultant/${consultantId}`, {
    params: { id: String(consultantId) },
  });
  const list = await callJson<{ items: { id: string }[] }>(routes.list, "GET", "/api/evaluation", {
    query: { consultantId: String(consultantId), pageSize: "32" },
  });
  return {
    ratingCount: profile.body.ratingCount ?? 0,
    ratingAverage: Number(profile.body.ratingAverage ?? 0),
    ids: (list.body.items ?? []).map((i) => i.id).sort(),
  };
}

/** A consultant with ten genuine, published evaluations (average 4.4). */
async function ratedConsultant(overrides: Record<string, unknown> = {}) {
  const db = current();
  const { id } = await insertConsultant(db, { state: "active", ...overrides });
  for (const rating of [5, 4, 5, 4, 4, 5, 4, 5, 4, 4]) await insertEvaluation(db, id, rating);
  await db.$transaction((tx) => refreshAggregatesForConsultants(tx, [id]));
  return id;
}

async function submit(consultantId: number, email: string, forwardedFor: string, quality: "bad" | "top") {
  const body = await submissionFor(current(), consultantId, { email, quality });
  return call(routes.submit, "POST", "/api/evaluation", { body, headers: { "x-forwarded-for": forwardedFor } });
}

let clicks = 0;

/**
 * Every evaluation of the consultant confirmed, as an attacker who reads the mails (a catch-all
 * domain) would, each click from another address (the worst case: no rate limit stops them).
 */
async function confirmAll(consultantId: number) {
  const pending = await current().evaluation.findMany({ where: { consultantId, emailConfirmedAt: null }, select: { id: true } });
  let confirmed = 0;
  for (const { id } of pending) {
    const token = await confirmationTokenFromOutbox(current(), id);
    clicks += 1;
    const response = await call(routes.confirm, "POST", `/api/evaluation/${id}/confirm`, {
      params: { id },
      body: { token },
      headers: { "x-forwarded-for": `198.18.${clicks >> 8}.${clicks & 255}` },
    });
    if (response.status === 200) confirmed += 1;
  }
  return confirmed;
}

function report(name: string, figures: Record<string, unknown>) {
  console.log(`abuse replay · ${name}: ${JSON.stringify(figures)}`);
}

describe("abuse replay", () => {
  it("50 one-star submissions from 50 forged addresses in a minute, all confirmed: nothing reaches the public", async () => {
    const consultantId = await ratedConsultant();
    const before = await publicView(consultantId);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const response = await submit(consultantId, `bomb${i}@catchall-${i % 7}.example`, `198.51.${100 + (i % 50)}.${i + 1}`, "bad");
      statuses.push(response.status);
    }
    const accepted = statuses.filter((s) => s === 201).length;
    const confirmed = await confirmAll(consultantId);
    // Long after every release date.
    await publishDue({ db: current(), now: () => new Date(Date.now() + 30 * DAY) });
    const after = await publicView(consultantId);
    const held = await current().evaluation.count({ where: { consultantId, heldAt: { not: null } } });
    report("rating bombing", {
      sent: 50,
      accepted,
      rateLimited: statuses.filter((s) => s === 429).length,
      confirmed,
      held,
      publicBefore: before,
      publicAfter: { ...after, ids: after.ids.length },
    });
    expect(after).toEqual(before);
    expect(held).toBe(confirmed);
  });

  it("five self-reviews with plus-addresses from the consultant's own network: none reaches the public, none can be published or verified by the consultant", async () => {
    const email = "anna.selbst@selbst-finanz.example";
    const consultantId = await ratedConsultant({ email, publicEmail: "kontakt@selbst-finanz.example" });
    const me = user({ userId: "u-self", email, consultantId });
    await current().user.create({ data: { id: me.userId, email } });
    // The consultant signed in from the office network this morning.
    await current().signInNetwork.create({ data: { userId: me.userId, networkHash: networkHash("203.0.113.40")! } });
    const before = await publicView(consultantId);

    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      // Own domain for two, a free-mail provider with plus-addresses for three; all from the office.
      const address = i < 2 ? `me+fake${i}@selbst-finanz.example` : `anna.selbst+fake${i}@gmail.com`;
      const response = await submit(consultantId, address, "203.0.113.41", "top");
      ids.push(((await response.json()) as { id: string }).id);
    }
    await confirmAll(consultantId);
    const survivors = await current().evaluation.findMany({ where: { id: { in: ids } }, select: { id: true, heldAt: true, holdReasons: true } });
    const publishTries = await Promise.all(
      survivors.map(({ id }) => call(routes.publish, "PUT", `/api/evaluation/${id}/publish`, { actor: me, params: { id } })),
    );
    const verifyTries = await Promise.all(survivors.map(({ id }) => call(routes.verify, "PUT", `/api/evaluation/${id}/verify`, { actor: me, params: { id } })));
    await publishDue({ db: current(), now: () => new Date(Date.now() + 30 * DAY) });
    const after = await publicView(consultantId);
    const verified = await current().evaluation.count({ where: { id: { in: ids }, isVerified: true } });
    report("self-reviews", {
      submitted: 5,
      // me+fake0/1@ are one mailbox, and so are the three gmail plus-addresses: each later confirmation
      // replaced the earlier one, so two evaluations are left.
      counted: survivors.length,
      held: survivors.filter((s) => s.heldAt).length,
      reasons: [...new Set(survivors.flatMap((s) => s.holdReasons))].sort(),
      publishStatuses: publishTries.map((r) => r.status),
      verifyStatuses: verifyTries.map((r) => r.status),
      verified,
      publicBefore: { ...before, ids: before.ids.length },
      publicAfter: { ...after, ids: after.ids.length },
    });
    expect(survivors).toHaveLength(2);
    expect(survivors.every((s) => s.heldAt !== null)).toBe(true);
    expect(publishTries.every((r) => r.status === 409)).toBe(true);
    expect(verified).toBe(0);
    expect(after).toEqual(before);
  });

  it("deleting the account and registering again neither sheds an evaluation nor loses a public one", async () => {
    const email = "leaving@flucht-finanz.example";
    const consultantId = await ratedConsultant({ email });
    // Critical evaluations still in their waiting period.
    for (let i = 0; i < 3; i++) await insertEvaluation(current(), consultantId, 1, { state: "inReview", releaseAt: new Date(Date.now() + 3 * DAY) });
    await current().$transaction((tx) => refreshAggregatesForConsultants(tx, [consultantId]));
    const me = user({ userId: "u-leaving", email, consultantId });
    await current().user.create({ data: { id: me.userId, email } });
    const before = await publicView(consultantId);
    const stored = await current().evaluation.count({ where: { consultantId } });

    const deleted = await call(routes.account.DELETE, "DELETE", "/api/account", { actor: me, body: { confirmEmail: email } });
    const whileGone = await current().evaluation.count({ where: { consultantId } });
    const profile = await current().consultant.findUniqueOrThrow({ where: { id: consultantId }, select: { state: true } });
    // Back with the same e-mail (a new sign-in): registering gives the same profile, with every evaluation.
    const topic = await current().consultingTopic.findFirstOrThrow({ where: { active: true } });
    const registered = await callJson<{ consultantId: number; claimed: boolean }>(routes.account.POST, "POST", "/api/account", {
      actor: user({ email, consultantId: null }),
      body: {
        honorific: "mrs",
        givenName: "Anna",
        familyName: "Neustart",
        streetName: "Marktgasse",
        streetNumber: "5",
        postalCode: "3011",
        city: "Bern",
        canton: "BE",
        publicEmail: "kontakt@neustart.example",
        consultingTopicIds: [topic.id],
        languages: ["de"],
        acceptsPrivacyPolicy: true,
        termsAndConditions: true,
        locale: "de",
      },
    });
    const reclaimed = registered.body.consultantId === consultantId ? { id: consultantId } : null;
    await publishDue({ db: current(), now: () => new Date(Date.now() + 4 * DAY) });
    const after = await publicView(consultantId);
    report("delete and re-register", {
      deleteStatus: deleted.status,
      profileState: profile.state,
      evaluationsBefore: stored,
      evaluationsWhileGone: whileGone,
      sameProfileForTheEmail: reclaimed?.id === consultantId,
      publicBefore: { ...before, ids: before.ids.length },
      publicAfterReclaim: { ...after, ids: after.ids.length },
    });
    expect(deleted.status).toBe(204);
    expect(profile.state).toBe("unclaimed");
    expect(whileGone).toBe(stored);
    expect(reclaimed?.id).toBe(consultantId);
    // Every evaluation public before is public again, and the critical ones were published meanwhile.
    expect(after.ids).toEqual(expect.arrayContaining(before.ids));
    expect(after.ratingCount).toBe(before.ratingCount + 3);
  });

  describe("the rating rules (issue 29)", () => {
    type Rating = { email: string; ip: string; quality: "bad" | "top"; at: Date; name?: [string, string]; comment?: string };

    /** Rates and confirms like a customer at the given moment (the services' clock). */
    async function rateAt(consultantId: number, r: Rating) {
      const input = await submissionFor(current(), consultantId, {
        email: r.email,
        quality: r.quality,
        ...(r.name ? { customer: { honorific: "mr", givenName: r.name[0], familyName: r.name[1], email: r.email } } : {}),
        ...(r.comment ? { comment: r.comment } : {}),
      });
      const submitted = await services.submit(input, { db: current(), now: () => r.at, policy, networkHash: networkHash(r.ip) });
      const token = await confirmationTokenFromOutbox(current(), submitted.id);
      await services.confirm(submitted.id, token, { db: current(), now: () => r.at, policy });
      return submitted;
    }

    /** A consultant whose ten genuine ratings came in two months ago (so today's ratings are today's alone). */
    async function establishedConsultant(overrides: Record<string, unknown> = {}) {
      const consultantId = await ratedConsultant(overrides);
      const back = Prisma.sql`make_interval(days => 60)`;
      await current().$executeRaw`
        UPDATE "Evaluation" SET "dateOfCreation" = "dateOfCreation" - ${back}, "date" = "date" - ${back},
          "emailConfirmedAt" = "emailConfirmedAt" - ${back}, "releaseAt" = "releaseAt" - ${back}, "publishedAt" = "publishedAt" - ${back}
        WHERE "consultantId" = ${consultantId}`;
      return consultantId;
    }

    /** One line per attack, as docs/security.md quotes it. */
    async function outcome(attack: string, ids: string[], before: Public, after: Public, note = "") {
      const rows = await current().evaluation.findMany({ where: { id: { in: ids } }, select: { id: true, heldAt: true, holdReasons: true } });
      const reached = ids.filter((id) => after.ids.includes(id) && !before.ids.includes(id)).length;
      const held = rows.filter((r) => r.heldAt);
      const reasons = [...new Set(held.flatMap((r) => r.holdReasons))].sort();
      console.log(
        `abuse replay · rating rules | ${attack} | submitted ${ids.length} | reached the public ${reached} | held ${held.length} (${reasons.join(", ") || "none"})${note}`,
      );
      return { reached, held: held.length, reasons };
    }

    it("one mailbox rates again 8 days later as a +tag address: only the newer rating counts, the earlier stays readable", async () => {
      const consultantId = await establishedConsultant();
      const t0 = new Date();
      const first = await rateAt(consultantId, { email: "anna.muster@gmail.com", ip: "198.51.100.70", quality: "top", at: t0 });
      await publishDue({ db: current(), now: () => new Date(t0.getTime() + 15 * DAY) });
      const before = await publicView(consultantId);
      const second = await rateAt(consultantId, {
        email: "Anna.Muster+y@gmail.com",
        ip: "198.51.101.71",
        quality: "bad",
        at: new Date(t0.getTime() + 8 * DAY),
      });
      await publishDue({ db: current(), now: () => new Date(t0.getTime() + 30 * DAY) });
      const after = await publicView(consultantId);
      await outcome("one mailbox, a rating a week", [second.id], before, after, ` | public ratings ${before.ratingCount} → ${after.ratingCount}`);
      const stored = await current().evaluation.findMany({ where: { id: { in: [first.id, second.id] } }, select: { id: true, overallRating: true } });
      const newer = Number(stored.find((e) => e.id === second.id)!.overallRating);
      // The ten genuine ones (sum 44) and the customer's newer rating: as if the customer had rated once.
      expect(after.ratingCount).toBe(11);
      expect(after.ratingAverage).toBeCloseTo(Math.round(((44 + newer) / 11) * 100) / 100, 2);
      // The earlier one is still on the public list, labelled.
      const list = await callJson<{ items: { id: string; earlierRating: boolean }[] }>(routes.list, "GET", "/api/evaluation", {
        query: { consultantId: String(consultantId), pageSize: "32" },
      });
      expect(list.body.items.find((i) => i.id === first.id)?.earlierRating).toBe(true);
      expect(list.body.items.find((i) => i.id === second.id)?.earlierRating).toBe(false);
    });

    it("a critical rating waits, four friends praise the same day: the friends are held, the critical one is published; early publishing is off meanwhile", async () => {
      const email = "berater@burst-finanz.example";
      const consultantId = await establishedConsultant({ email });
      const me = user({ userId: "u-burst", email, consultantId });
      const t0 = new Date();
      // A genuine positive rating, waiting since two days.
      const waiting = await rateAt(consultantId, { email: "treu@kunden-a.example", ip: "192.0.2.1", quality: "top", at: new Date(t0.getTime() - 2 * DAY) });
      const before = await publicView(consultantId);
      const critical = await rateAt(consultantId, { email: "kritisch@kunden-b.example", ip: "192.0.3.1", quality: "bad", at: t0 });
      const friends = [];
      for (let i = 0; i < 4; i++) {
        friends.push(
          await rateAt(consultantId, {
            email: `freund${i}@freunde-${i}.example`,
            ip: `203.0.${120 + i}.9`,
            quality: "top",
            at: new Date(t0.getTime() + (i + 1) * 3_600_000),
          }),
        );
      }
      const publishTry = await call(routes.publish, "PUT", `/api/evaluation/${waiting.id}/publish`, {
        actor: me,
        params: { id: waiting.id },
        headers: { "accept-language": "fr" },
      });
      const problem = (await publishTry.json()) as { invalidParams?: { message: string; messageKey?: string }[] };
      // Eight days later (the critical one's release date has passed).
      await publishDue({ db: current(), now: () => new Date(t0.getTime() + 8 * DAY) });
      const after = await publicView(consultantId);
      const result = await outcome("a burst as a weapon", [critical.id, ...friends.map((f) => f.id)], before, after);
      const criticalRow = await current().evaluation.findUniqueOrThrow({ where: { id: critical.id }, select: { heldAt: true, state: true } });
      expect(criticalRow).toMatchObject({ heldAt: null, state: "published" });
      expect(after.ids).toContain(critical.id);
      expect(result.reached).toBe(1);
      expect(result.held).toBe(4);
      expect(result.reasons).toContain("burst");
      expect(publishTry.status).toBe(409);
      expect(problem.invalidParams?.[0]).toMatchObject({ messageKey: "validation.publishingPaused" });
      expect(problem.invalidParams?.[0]?.message).toContain("publication anticipée");
      // Held for more than 7 days: flagged to the administrators and in the profile's fairness record.
      const eightDaysOn = () => new Date(t0.getTime() + 8 * DAY);
      expect((await services.fairness(consultantId, { db: current(), now: eightDaysOn })).heldOverdue).toBe(4);
      expect(await services.overdue(platformAdmin(), { db: current(), now: eightDaysOn })).toBeGreaterThanOrEqual(4);
    });

    it("slow-drip bombing: four one-star ratings a day from 28 networks for 7 days, one name, one text: none reaches the public", async () => {
      const consultantId = await establishedConsultant();
      const before = await publicView(consultantId);
      const t0 = new Date();
      const ids: string[] = [];
      for (let day = 0; day < 7; day++) {
        for (let k = 0; k < 4; k++) {
          const n = day * 4 + k;
          const submitted = await rateAt(consultantId, {
            email: `probe${n}@drip-${n}.example`,
            ip: `100.${64 + n}.7.${n + 1}`,
            quality: "bad",
            at: new Date(t0.getTime() + day * DAY + k * 5 * 3_600_000),
            name: ["Probe", "Kunde"],
            comment: "Ganz schlechte Beratung, nur auf Provision aus. Finger weg!",
          });
          ids.push(submitted.id);
        }
      }
      await publishDue({ db: current(), now: () => new Date(t0.getTime() + 30 * DAY) });
      const after = await publicView(consultantId);
      const result = await outcome("slow-drip bombing", ids, before, after);
      expect(result.reached).toBe(0);
      expect(result.held).toBe(28);
      expect(result.reasons).toEqual(expect.arrayContaining(["negativeWave", "repeatedName", "repeatedText"]));
      expect(after).toEqual(before);
    });

    it("a company administrator praises a colleague from the network she signs in from: held, not public", async () => {
      const db = current();
      const company = await insertCompany(db);
      const adminEmail = "chefin@team-finanz.example";
      await insertConsultant(db, { email: adminEmail, companyId: company.id, companyLinkState: "administrator" });
      const colleagueId = await establishedConsultant({ companyId: company.id, companyLinkState: "accepted" });
      const admin = await db.user.create({ data: { email: adminEmail } });
      await db.signInNetwork.create({ data: { userId: admin.id, networkHash: networkHash("203.0.113.80")! } });
      const before = await publicView(colleagueId);
      const praise = await rateAt(colleagueId, { email: "chefin.privat@gmail.com", ip: "203.0.113.81", quality: "top", at: new Date() });
      await publishDue({ db, now: () => new Date(Date.now() + 30 * DAY) });
      const after = await publicView(colleagueId);
      const result = await outcome("a colleague's praise", [praise.id], before, after);
      expect(result.reached).toBe(0);
      expect(result.reasons).toContain("consultantNetwork");
    });
  });
});
