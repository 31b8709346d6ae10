// The rating rules of issue 29 on real PostgreSQL (docs/product-rules.md, "One evaluation per mailbox and
// consultant" and "Holds"), with the services' clock moved where days must pass: one mailbox counts once,
// the hold rules never turn against a critical rating, repeated texts and names are found with pg_trgm,
// the company's networks count, holds pause early publishing and are flagged when overdue, and
// "critical" is what the card shows, in TypeScript and in SQL alike.
import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/db/generated/client";
import { confirmEvaluation } from "@/lib/evaluations/confirm-evaluation";
import { criticalRatingSql } from "@/lib/evaluations/critical-sql";
import { deleteEvaluation } from "@/lib/evaluations/delete-evaluation";
import { loadEvaluationSummary } from "@/lib/evaluations/get-evaluation-summary";
import { networkHash } from "@/lib/auth/network-hash";
import { listEvaluations } from "@/lib/evaluations/list-evaluations";
import { listPublicEvaluations } from "@/lib/evaluations/public-evaluation";
import { publishDueEvaluations } from "@/lib/evaluations/publish-due-evaluations";
import { publishEvaluation } from "@/lib/evaluations/publish-evaluation";
import { ratingDistribution } from "@/lib/evaluations/rating-distribution";
import { isBadRating } from "@/lib/evaluations/scoring";
import { submitEvaluation } from "@/lib/evaluations/submit-evaluation";
import { countOverdueHolds, listEvaluationsForModeration, moderateEvaluation } from "@/lib/moderation/moderate-evaluation";
import { fairnessRecord } from "@/lib/evaluations/fairness-record";
import { consultantActor, platformAdmin } from "@/tests/support/actors";
import { insertEvaluation, setupApiDatabase } from "@/tests/support/api";
import { confirmationTokenFromOutbox, createCompany, createConsultant, submissionFor, TEST_RELEASE_POLICY as policy } from "./evaluation-fixtures";

const { current } = setupApiDatabase();
const DAY = 86_400_000;
const t0 = new Date("2026-09-01T09:00:00Z");
const at = (days: number, hours = 0) => new Date(t0.getTime() + days * DAY + hours * 3_600_000);

type Rate = { email?: string; ip: string; quality?: "top" | "bad" | "mid"; when: Date; name?: [string, string]; comment?: string };

async function rate(consultantId: number, r: Rate) {
  const db = current();
  const input = await submissionFor(db, consultantId, {
    quality: r.quality ?? "top",
    ...(r.email ? { email: r.email } : {}),
    ...(r.comment ? { comment: r.comment } : {}),
  });
  if (r.name) Object.assign(input.customer, { givenName: r.name[0], familyName: r.name[1] });
  const submitted = await submitEvaluation(input, { db, now: () => r.when, policy, networkHash: networkHash(r.ip) });
  const confirmed = await confirmEvaluation(submitted.id, await confirmationTokenFromOutbox(db, submitted.id), { db, now: () => r.when, policy });
  return { id: submitted.id, held: confirmed.held };
}

const stateOf = (id: string) =>
  current().evaluation.findUniqueOrThrow({ where: { id }, select: { heldAt: true, holdReasons: true, supersededById: true, state: true } });

describe("critical is what the card shows", () => {
  it("the SQL twin agrees with isBadRating on every stored rating from 1.00 to 5.00 (3.95 and 3.97 are not critical)", async () => {
    const rows = await current().$queryRaw<{ v: string; critical: boolean }[]>`
      SELECT v::text AS "v", ${criticalRatingSql(Prisma.sql`v`)} AS "critical"
      FROM (SELECT (g / 100.0)::numeric(3, 2) AS v FROM generate_series(100, 500) AS g) AS s`;
    expect(rows).toHaveLength(401);
    for (const row of rows) expect([row.v, row.critical]).toEqual([row.v, isBadRating(Number(row.v))]);
    expect(rows.find((r) => r.v === "3.97")?.critical).toBe(false);
    expect(rows.find((r) => r.v === "3.94")?.critical).toBe(true);
  });

  it("a published critical evaluation's summary never shows the waiting explanation; a waiting one does", async () => {
    const consultant = await createConsultant(current());
    const waiting = await insertEvaluation(current(), consultant.id, 3.94, { state: "inReview" });
    const published = await insertEvaluation(current(), consultant.id, 2);
    expect(await loadEvaluationSummary(waiting.id, "de", null, { db: current(), policy })).toMatchObject({ isBad: true, showsWaitingExplanation: true });
    expect(await loadEvaluationSummary(published.id, "de", null, { db: current(), policy })).toMatchObject({ isBad: true, showsWaitingExplanation: false });
  });

  it("a 3.97 is not critical: no waiting explanation, and the fairness record counts it as waiting, not critical", async () => {
    const consultant = await createConsultant(current());
    const { id } = await insertEvaluation(current(), consultant.id, 3.97, { state: "inReview" });
    const summary = await loadEvaluationSummary(id, "de", null, { db: current(), policy });
    expect(summary).toMatchObject({ isBad: false, showsWaitingExplanation: false });
    // The fairness record's SQL counts it as waiting, not as critical.
    expect(await fairnessRecord(consultant.id, { db: current() })).toMatchObject({ waiting: 1, waitingCritical: 0 });
  });
});

describe("one mailbox counts once per consultant", () => {
  it("a rating after the edit window supersedes the earlier one in every figure; one within the next window replaces the newer one and keeps the earlier superseded", async () => {
    const db = current();
    const consultant = await createConsultant(db);
    const first = await rate(consultant.id, { email: "anna.muster@gmail.com", ip: "198.51.100.1", when: at(0) });
    const second = await rate(consultant.id, { email: "Anna.Muster+y@gmail.com", ip: "198.51.100.2", quality: "bad", when: at(8) });
    expect((await stateOf(first.id)).supersededById).toBe(second.id);
    // Two days later, within the second one's window, a third: it replaces the second (as an edit would).
    const third = await rate(consultant.id, { email: "a.n.n.a.muster+z@googlemail.com", ip: "198.51.100.3", quality: "mid", when: at(10) });
    expect(await db.evaluation.count({ where: { id: second.id } })).toBe(0);
    expect((await stateOf(first.id)).supersededById).toBe(third.id);

    await publishDueEvaluations({ db, now: () => at(40) });
    const figures = await db.consultant.findUniqueOrThrow({
      where: { id: consultant.id },
      select: { ratingCount: true, evaluationCount: true, ratingAverage: true },
    });
    const thirdRating = Number((await db.evaluation.findUniqueOrThrow({ where: { id: third.id } })).overallRating);
    expect(figures).toMatchObject({ ratingCount: 1, evaluationCount: 1 });
    expect(Number(figures.ratingAverage)).toBe(thirdRating);
    expect((await ratingDistribution(consultant.id, { db })).total).toBe(1);
    expect(await fairnessRecord(consultant.id, { db })).toMatchObject({ published: 1, waiting: 0 });
    // Both on the public list, the earlier one labelled.
    const list = await listPublicEvaluations(consultant.id, { db });
    // The reviews page counts like the figures: two listed, one of them an earlier rating.
    expect(list).toMatchObject({ total: 2, earlierRatings: 1 });
    expect(list.items.map((i) => [i.id, i.earlierRating]).sort()).toEqual(
      [
        [first.id, true],
        [third.id, false],
      ].sort(),
    );

    // An administrator erases the counted one: the customer's earlier rating counts again, still once.
    await deleteEvaluation(platformAdmin(), third.id, { db });
    expect((await stateOf(first.id)).supersededById).toBeNull();
    expect(await db.consultant.findUniqueOrThrow({ where: { id: consultant.id }, select: { ratingCount: true } })).toEqual({ ratingCount: 1 });
  });
});

describe("a burst never holds a critical rating", () => {
  it("holds the positive ratings that make the burst, neither the critical one waiting before it nor one arriving among it", async () => {
    const consultant = await createConsultant(current());
    const critical = await rate(consultant.id, { ip: "192.0.2.1", quality: "bad", when: at(0) });
    const friends = [];
    for (let i = 0; i < 4; i++) friends.push(await rate(consultant.id, { ip: `203.0.${10 + i}.1`, when: at(0, i + 1) }));
    const lateCritical = await rate(consultant.id, { ip: "192.0.9.1", quality: "bad", when: at(0, 6) });
    expect(critical.held).toBe(false);
    expect(lateCritical.held).toBe(false);
    for (const f of friends) expect((await stateOf(f.id)).holdReasons).toContain("burst");
    // Early publishing is off for every waiting one meanwhile, the critical ones included.
    const refused = await publishEvaluation(consultantActor(consultant.id), critical.id, { db: current() }).catch((e: { code: string; details: unknown }) => e);
    expect(refused).toMatchObject({ code: "conflict", details: { invalidParams: [{ message: "validation.publishingPaused" }] } });
    // The account's list says so, instead of offering the button.
    const own = await listEvaluations(consultantActor(consultant.id), { consultantId: consultant.id, scope: "owner" }, { db: current() });
    expect(own).toMatchObject({ publishingPaused: true });
    // 7 days on, both critical ones are published; the friends' holds are overdue.
    await publishDueEvaluations({ db: current(), now: () => at(7, 7) });
    expect((await stateOf(critical.id)).state).toBe("published");
    expect((await stateOf(lateCritical.id)).state).toBe("published");
    expect((await fairnessRecord(consultant.id, { db: current(), now: () => at(8) })).heldOverdue).toBe(4);
    expect(await countOverdueHolds(platformAdmin(), { db: current(), now: () => at(6) })).toBe(0);
    expect(await countOverdueHolds(platformAdmin(), { db: current(), now: () => at(8) })).toBeGreaterThanOrEqual(4);
    const overdue = await listEvaluationsForModeration(platformAdmin(), { overdue: "1", q: String(consultant.id) }, { db: current(), now: () => at(8) });
    expect(overdue.items.map((i) => i.id).sort()).toEqual(friends.map((f) => f.id).sort());
  });
});

describe("repeated texts and names", () => {
  const text = "Hat mich bei der Pensionskasse hervorragend beraten, sehr zu empfehlen!";

  it("holds nearly the same comment from another mailbox, with the earlier one; a short or different comment is not held", async () => {
    const consultant = await createConsultant(current());
    const a = await rate(consultant.id, { ip: "10.1.0.1", when: at(0), comment: text });
    const b = await rate(consultant.id, { ip: "10.2.0.1", when: at(3), comment: text.replace("hervorragend", "hervoragend").replace("!", ".") });
    expect(a.held).toBe(false);
    expect(b.held).toBe(true);
    expect((await stateOf(a.id)).holdReasons).toEqual(["repeatedText"]);
    expect((await stateOf(b.id)).holdReasons).toEqual(["repeatedText"]);
    // An administrator releases the first; a third copy holds itself, not the released one again.
    await moderateEvaluation(platformAdmin(), { evaluationId: a.id, action: "release" }, { db: current() });
    const c = await rate(consultant.id, { ip: "10.2.9.1", when: at(3, 2), comment: text });
    expect(c.held).toBe(true);
    expect((await stateOf(a.id)).heldAt).toBeNull();
    const other = await rate(consultant.id, { ip: "10.3.0.1", when: at(4), comment: "Schnelle Antworten, klare Offerte für die Hypothek." });
    const short = await rate(consultant.id, { ip: "10.4.0.1", when: at(5), comment: "Sehr kompetent." });
    const short2 = await rate(consultant.id, { ip: "10.5.0.1", when: at(6), comment: "Sehr kompetent." });
    expect([other.held, short.held, short2.held]).toEqual([false, false, false]);
    // After 30 days the same text is no longer a repeat.
    expect((await rate(consultant.id, { ip: "10.6.0.1", when: at(40), comment: text })).held).toBe(false);
  });

  it("holds the same reviewer name from another mailbox; a critical rating is not held because a positive one copied its name", async () => {
    const consultant = await createConsultant(current());
    const genuine = await rate(consultant.id, { ip: "10.7.0.1", quality: "bad", when: at(0), name: ["Probe", "Kunde"] });
    const copy = await rate(consultant.id, { ip: "10.8.0.1", when: at(1), name: [" probe", "KUNDE "] });
    expect(copy.held).toBe(true);
    expect((await stateOf(copy.id)).holdReasons).toEqual(["repeatedName"]);
    expect((await stateOf(genuine.id)).heldAt).toBeNull();
    const secondCritical = await rate(consultant.id, { ip: "10.9.0.1", quality: "bad", when: at(2), name: ["Probe", "Kunde"] });
    expect((await stateOf(secondCritical.id)).holdReasons).toEqual(["repeatedName"]);
  });
});

describe("the company's networks", () => {
  it("a sign-in of the company's administrator or of a member holds a colleague's rating from that network; another company's does not", async () => {
    const db = current();
    const company = await createCompany(db);
    const colleague = await createConsultant(db, { companyId: company.id });
    const member = await createConsultant(db, { companyId: company.id });
    const administrator = await createConsultant(db, { companyId: company.id });
    await db.consultant.update({ where: { id: administrator.id }, data: { companyLinkState: "administrator" } });
    const stranger = await createConsultant(db, { companyId: (await createCompany(db)).id });
    const pending = await createConsultant(db);
    await db.consultant.update({ where: { id: pending.id }, data: { companyId: company.id, companyLinkState: "requestedByConsultant" } });
    const signIn = async (email: string, ip: string) => {
      const u = await db.user.create({ data: { email: email.toLowerCase() } });
      await db.signInNetwork.create({ data: { userId: u.id, networkHash: networkHash(ip)!, lastSeenAt: at(0) } });
    };
    await signIn(administrator.email!, "198.18.1.10");
    await signIn(member.email!, "198.18.2.10");
    await signIn(stranger.email!, "198.18.3.10");
    await signIn(pending.email!, "198.18.4.10");

    const fromAdministrator = await rate(colleague.id, { ip: "198.18.1.20", when: at(1) });
    const fromMember = await rate(colleague.id, { ip: "198.18.2.20", when: at(2) });
    const fromStranger = await rate(colleague.id, { ip: "198.18.3.20", when: at(3) });
    const fromPending = await rate(colleague.id, { ip: "198.18.4.20", when: at(4) });
    expect((await stateOf(fromAdministrator.id)).holdReasons).toEqual(["consultantNetwork"]);
    expect((await stateOf(fromMember.id)).holdReasons).toEqual(["consultantNetwork"]);
    expect([fromStranger.held, fromPending.held]).toEqual([false, false]);
  });
});
