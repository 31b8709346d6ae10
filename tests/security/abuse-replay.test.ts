// The attacks of the trust issue, replayed against the real route handlers and services on a real
// database, as a cheating consultant or a competitor would try them. Each prints what reached the
// public (docs/security.md carries the figures) and fails if anything did, or if anything public
// was lost:
// 1. rating-bombing: 50 one-star submissions with made-up addresses and a new X-Forwarded-For each,
//    within a minute, every one of them confirmed (an attacker with a catch-all domain can read the mails);
// 2. self-reviews: a consultant rates themselves five times with me+fake… addresses from their own
//    network, then tries to publish, verify and answer them;
// 3. leaving to shed criticism: a rated consultant deletes the account and registers again.
import { beforeAll, describe, expect, it } from "vitest";
import type { RouteHandler } from "@/lib/http/route";
import { refreshAggregatesForConsultants } from "@/lib/evaluations/aggregates";
import { call, callJson, insertConsultant, insertEvaluation, setupApiDatabase } from "@/tests/support/api";
import { user } from "@/tests/support/actors";
import { confirmationTokenFromOutbox, submissionFor } from "@/tests/integration/evaluation-fixtures";

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
let networkHash: typeof import("@/lib/evaluations/network-hash").networkHash;

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
  ({ networkHash } = await import("@/lib/evaluations/network-hash"));
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
});
