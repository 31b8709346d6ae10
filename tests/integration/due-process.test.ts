// Due process (docs/product-rules.md#due-process) end to end on PostgreSQL with the loopback SMTP
// server, through the real route handlers: a visitor's notice is confirmed by the mailed link, receipted,
// decided by a moderator with its reason; the author's statement link leads to an appeal that the
// administrator who decided may not take, and another one reverses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestSmtp, type ReceivedMail } from "@/tests/support/smtp";
import { createTestDatabase, dropAfterAppClient, type TestDatabase } from "@/tests/support/test-database";
import { call, callJson, insertEvaluation } from "@/tests/support/api";
import { platformAdmin, user } from "@/tests/support/actors";
import { createConsultant, submissionFor, submitAndConfirm } from "./evaluation-fixtures";
import { API_ROUTES } from "@/tests/support/api-routes";

let database: TestDatabase;
const smtp = setupTestSmtp();
let deliver: typeof import("@/lib/email/deliver-pending").deliverPendingEmails;
let readStatement: typeof import("@/lib/moderation/appeals").readStatement;

beforeAll(async () => {
  database = await createTestDatabase();
  Object.assign(process.env, { DATABASE_URL: database.url, SMTP_URL: smtp.url, APP_URL: "https://www.beraterwahl.test" });
  deliver = (await import("@/lib/email/deliver-pending")).deliverPendingEmails;
  readStatement = (await import("@/lib/moderation/appeals")).readStatement;
});

afterAll(async () => {
  await dropAfterAppClient(database);
});

/** Delivers the outbox and returns what arrived, emptying the server's inbox. */
async function mails(count: number): Promise<ReceivedMail[]> {
  await deliver();
  const received = count ? [...(await smtp.waitFor(count))] : [];
  smtp.received.length = 0;
  return received;
}

/** The address of the first link in a mail's text that contains `marker`. */
function link(mail: ReceivedMail | undefined, marker: string): URL {
  const text = mail?.text ?? "";
  const start = text.indexOf("https://www.beraterwahl.test");
  const at = text.indexOf(marker);
  expect(at, `a link with ${marker} in: ${text}`).toBeGreaterThan(0);
  const from = text.lastIndexOf("https://", at);
  expect(from).toBeGreaterThanOrEqual(start);
  return new URL(text.slice(from).split(/\s/)[0] ?? "");
}
const statementToken = (mail: ReceivedMail | undefined) => link(mail, "/moderation/statement/").pathname.split("/").pop() ?? "";
const to = (list: ReceivedMail[], address: string) => list.find((m) => m.envelopeTo.includes(address));

const notice = {
  reason: "personalDataOfOthers",
  explanation: "Die Bewertung nennt die Adresse meiner Nachbarin.",
  name: "Vera Besucherin",
  email: "vera@besuch.example",
  goodFaith: true,
  locale: "fr",
};

describe("a visitor's notice", () => {
  it("is confirmed by the mailed link, receipted, hides nothing by itself, and is decided with its reason for everyone concerned", async () => {
    const consultant = await createConsultant(database.db, { languages: ["de"] });
    const review = await insertEvaluation(database.db, consultant.id, 1, {
      language: "de",
      customerEmail: "autor@kunden.example",
      comment: "Wohnt an der Musterstrasse 4.",
    });

    // Sent: 202, and the confirmation mail in the reporter's language (French).
    const sent = await callJson(API_ROUTES["evaluation/[id]/notice"].POST, "POST", `/api/evaluation/${review.id}/notice`, {
      params: { id: review.id },
      body: notice,
    });
    expect(sent).toMatchObject({ status: 202, body: { status: "confirmationSent" } });
    const [confirmation] = await mails(1);
    expect(confirmation?.envelopeTo).toEqual(["vera@besuch.example"]);
    expect(confirmation?.subject).toBe("Veuillez confirmer votre signalement");
    const confirmUrl = link(confirmation, "/confirm?token=");
    expect(confirmUrl.pathname).toMatch(/^\/fr\/moderation\/notice\/\d+\/confirm$/);
    const noticeId = confirmUrl.pathname.split("/")[4] ?? "";

    // The same reporter on the same item: the same answer, and no second mail (no oracle, no flood).
    const again = await callJson(API_ROUTES["evaluation/[id]/notice"].POST, "POST", `/api/evaluation/${review.id}/notice`, {
      params: { id: review.id },
      body: notice,
    });
    expect(again).toEqual({ ...sent, headers: again.headers });
    expect(await database.db.moderationNotice.count({ where: { evaluationId: review.id } })).toBe(1);

    // Not in the queue before the link is followed: a moderator cannot decide it.
    const early = await call(API_ROUTES["moderation/notice/[id]/decision"].POST, "POST", `/api/moderation/notice/${noticeId}/decision`, {
      actor: platformAdmin(),
      params: { id: noticeId },
      body: { outcome: "kept" },
    });
    expect(early.status).toBe(404);

    // The link: a wrong token is refused, the right one confirms and the receipt follows.
    const wrong = await call(API_ROUTES["moderation/notice/[id]/confirm"].POST, "POST", "/x", { params: { id: noticeId }, body: { token: "x".repeat(43) } });
    expect(wrong.status).toBe(403);
    expect(wrong.headers.get("content-type")).toContain("application/problem+json");
    const confirmed = await callJson(API_ROUTES["moderation/notice/[id]/confirm"].POST, "POST", "/x", {
      params: { id: noticeId },
      body: { token: confirmUrl.searchParams.get("token") },
    });
    expect(confirmed).toMatchObject({ status: 200, body: { status: "confirmed" } });
    const [receipt] = await mails(1);
    expect(receipt?.subject).toBe("Nous avons reçu votre signalement");
    expect(receipt?.text).toContain(`Votre signalement n° ${noticeId} est confirmé`);
    // A notice never hides anything by itself.
    expect(await database.db.evaluation.findUniqueOrThrow({ where: { id: review.id }, select: { hiddenAt: true } })).toEqual({ hiddenAt: null });

    // A stranger may not decide; a moderator hides it with a public reason.
    const stranger = await call(API_ROUTES["moderation/notice/[id]/decision"].POST, "POST", "/x", {
      actor: user(),
      params: { id: noticeId },
      body: { outcome: "kept" },
    });
    expect(stranger.status).toBe(403);
    const decided = await callJson(API_ROUTES["moderation/notice/[id]/decision"].POST, "POST", "/x", {
      actor: platformAdmin(),
      params: { id: noticeId },
      body: { outcome: "hidden", publicReason: "Enthält die Adresse einer Drittperson." },
    });
    expect(decided).toMatchObject({ status: 200, body: { outcome: "hidden" } });
    expect(await database.db.evaluation.findUniqueOrThrow({ where: { id: review.id }, select: { hiddenReason: true } })).toEqual({
      hiddenReason: "Enthält die Adresse einer Drittperson.",
    });

    // The reporter (French) and the author (German) are told, each with the reason and a private link.
    const told = await mails(2);
    const reporter = to(told, "vera@besuch.example");
    expect(reporter?.subject).toBe("Votre signalement : notre décision et ses motifs");
    expect(reporter?.text).toContain("Nous avons masqué le contenu que vous avez signalé");
    expect(reporter?.text).toContain("Motif : données personnelles de tiers.");
    expect(reporter?.text).toContain("Enthält die Adresse einer Drittperson.");
    const author = to(told, "autor@kunden.example");
    expect(author?.text).toContain(`Wir haben Ihre Bewertung von Anna ${consultant.familyName} verborgen`);
    expect(author?.text).toContain("Diesen Entscheid hat eine Person unseres Moderationsteams getroffen.");

    // The reporter's link shows the decision but offers no appeal; the author's offers one.
    const reporterView = await readStatement(statementToken(reporter));
    expect(reporterView).toMatchObject({ recipient: "reporter", canAppeal: false, decision: { outcome: "hidden" }, item: "reported" });
    expect(await readStatement(statementToken(author))).toMatchObject({ recipient: "reviewer", canAppeal: true, item: "review" });
    // A link cut short or grown long names nothing.
    expect(await readStatement(statementToken(author).slice(0, 42))).toBeNull();
    expect(await readStatement(statementToken(author).padEnd(101, "x"))).toBeNull();
    // Decided once: the second decision is a conflict.
    const twice = await call(API_ROUTES["moderation/notice/[id]/decision"].POST, "POST", "/x", {
      actor: platformAdmin(),
      params: { id: noticeId },
      body: { outcome: "kept" },
    });
    expect(twice.status).toBe(409);
  });

  it("refuses an item nobody sees and a missing good-faith statement, with problem+json", async () => {
    const consultant = await createConsultant(database.db);
    const waiting = await insertEvaluation(database.db, consultant.id, 2, { state: "inReview" });
    const hidden = await call(API_ROUTES["evaluation/[id]/notice"].POST, "POST", "/x", { params: { id: waiting.id }, body: notice });
    expect(hidden.status).toBe(404);
    const published = await insertEvaluation(database.db, consultant.id, 2);
    const noFaith = await callJson<{ invalidParams: { pointer: string }[] }>(API_ROUTES["evaluation/[id]/notice"].POST, "POST", "/x", {
      params: { id: published.id },
      body: { ...notice, goodFaith: false },
    });
    expect(noFaith.status).toBe(422);
    expect(noFaith.body.invalidParams.map((p) => p.pointer)).toContain("/goodFaith");
    const noComment = await call(API_ROUTES["evaluation/[id]/notice"].POST, "POST", "/x", {
      params: { id: published.id },
      body: { ...notice, subject: "comment" },
    });
    expect(noComment.status).toBe(404);
    await mails(0);
  });
});

describe("an appeal", () => {
  it("is the author's once within 14 days; the administrator who decided is refused, another reverses, and both sides are told", async () => {
    const consultant = await createConsultant(database.db, { languages: ["it"] });
    const review = await insertEvaluation(database.db, consultant.id, 2, { language: "de", customerEmail: "kritik@kunden.example" });
    const first = platformAdmin();
    const second = { ...platformAdmin(), userId: `${first.userId}-other` };

    // The first administrator hides the review from the queue: its author receives the statement.
    const moderate = (await import("@/lib/moderation/moderate-evaluation")).moderateEvaluation;
    await moderate(first, { evaluationId: review.id, action: "hide", reason: "Unbelegte Tatsachenbehauptung." });
    const [statement] = await mails(1);
    expect(statement?.envelopeTo).toEqual(["kritik@kunden.example"]);
    const token = statementToken(statement);

    const appeal = await callJson<{ id: number }>(API_ROUTES["moderation/appeal"].POST, "POST", "/api/moderation/appeal", {
      body: { token, text: "Ich war Kundin, hier ist meine Rechnung." },
    });
    expect(appeal.status).toBe(201);
    const onceMore = await call(API_ROUTES["moderation/appeal"].POST, "POST", "/api/moderation/appeal", { body: { token, text: "Noch einmal." } });
    expect(onceMore.status).toBe(409);
    expect(await readStatement(token)).toMatchObject({ canAppeal: false, appeal: { status: "open" } });
    // The appellant's receipt, in her language, with her text and the link back to her statement.
    const [receipt] = await mails(1);
    expect(receipt?.envelopeTo).toEqual(["kritik@kunden.example"]);
    expect(receipt?.subject).toBe("Ihr Einspruch ist bei uns eingegangen");
    expect(receipt?.text).toContain("Ich war Kundin, hier ist meine Rechnung.");
    expect(statementToken(receipt)).toBe(token);

    // The appeal's page: the administrator who decided sees it without the form, another decides it.
    const { loadAppealPage } = await import("@/lib/moderation/appeal-page");
    expect(await loadAppealPage(first, String(appeal.body.id))).toMatchObject({ kind: "found", step: "otherAdministrator" });
    expect(await loadAppealPage(second, String(appeal.body.id))).toMatchObject({ kind: "found", step: "decide" });
    expect(await loadAppealPage(second, "not-an-id")).toEqual({ kind: "missing" });

    const path = `/api/moderation/appeal/${appeal.body.id}/decision`;
    const params = { id: String(appeal.body.id) };
    const body = { outcome: "reversed", publicReason: "Die Kundenbeziehung ist belegt." };
    const refused = await callJson<{ detail: string }>(API_ROUTES["moderation/appeal/[id]/decision"].POST, "POST", path, { actor: first, params, body });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("content-type")).toContain("application/problem+json");
    expect(await database.db.evaluation.findUniqueOrThrow({ where: { id: review.id }, select: { hiddenAt: true } })).not.toEqual({ hiddenAt: null });

    const reversed = await callJson(API_ROUTES["moderation/appeal/[id]/decision"].POST, "POST", path, { actor: second, params, body });
    expect(reversed).toMatchObject({ status: 200, body: { outcome: "restored" } });
    expect(await database.db.evaluation.findUniqueOrThrow({ where: { id: review.id }, select: { hiddenAt: true, hiddenReason: true } })).toEqual({
      hiddenAt: null,
      hiddenReason: null,
    });
    const outcome = await database.db.moderationDecision.findFirstOrThrow({ where: { source: "appeal", evaluationId: review.id } });
    expect(outcome).toMatchObject({ outcome: "restored", ground: "appealReversed", decidedById: second.userId, appealedDecisionId: expect.any(Number) });

    // Both sides: the author in German, the consultant in Italian; the outcome of an appeal is final.
    const told = await mails(2);
    const author = to(told, "kritik@kunden.example");
    expect(author?.text).toContain(`Wir haben Ihre Bewertung von Anna ${consultant.familyName} wiederhergestellt`);
    expect(author?.text).toContain("der Entscheid wurde im Einspruch aufgehoben");
    const rated = to(told, consultant.email ?? "");
    expect(rated?.subject).toBe("Il Suo profilo: la nostra decisione e i motivi");
    expect(rated?.text).toContain("Die Kundenbeziehung ist belegt.");
    expect(await readStatement(statementToken(rated))).toMatchObject({ recipient: "consultant", canAppeal: false, item: "contested" });
    // Decided once.
    const again = await call(API_ROUTES["moderation/appeal/[id]/decision"].POST, "POST", path, { actor: second, params, body });
    expect(again.status).toBe(409);
    expect(await loadAppealPage(first, String(appeal.body.id))).toMatchObject({ kind: "found", step: "decided" });
  });

  it("puts a removed comment back when the consultant's appeal reverses the removal; unappealed, the kept text is cleared after 14 days", async () => {
    const consultant = await createConsultant(database.db, { languages: ["de"] });
    const commentedAt = new Date("2026-10-01T08:00:00Z");
    const review = await insertEvaluation(database.db, consultant.id, 2, { consultantComment: "Das stimmt so nicht.", consultantCommentDate: commentedAt });
    const openNotice = (evaluationId: string, n: number) =>
      database.db.moderationNotice.create({
        data: {
          subject: "comment",
          evaluationId,
          consultantId: consultant.id,
          reason: "insultOrThreat",
          explanation: "Die Antwort beleidigt die Kundin.",
          reporterName: "Vera Besucherin",
          reporterEmail: `vera${n}@besuch.example`,
          reporterEmailKey: `vera${n}@besuch.example`,
          locale: "de",
          goodFaith: true,
          status: "open",
          confirmedAt: new Date(),
        },
        select: { id: true },
      });
    const first = platformAdmin();
    const second = { ...platformAdmin(), userId: `${first.userId}-other` };
    const { id: noticeId } = await openNotice(review.id, 1);
    const removed = await callJson(API_ROUTES["moderation/notice/[id]/decision"].POST, "POST", "/x", {
      actor: first,
      params: { id: String(noticeId) },
      body: { outcome: "removed", publicReason: "Beleidigend." },
    });
    expect(removed.status).toBe(200);
    expect(await database.db.evaluation.findUniqueOrThrow({ where: { id: review.id }, select: { consultantComment: true } })).toEqual({
      consultantComment: null,
    });
    const told = await mails(2);
    const rated = to(told, consultant.email ?? "");
    const appeal = await callJson<{ id: number }>(API_ROUTES["moderation/appeal"].POST, "POST", "/x", {
      body: { token: statementToken(rated), text: "Meine Antwort war sachlich." },
    });
    expect(appeal.status).toBe(201);
    await mails(1);
    const reversed = await callJson(API_ROUTES["moderation/appeal/[id]/decision"].POST, "POST", "/x", {
      actor: second,
      params: { id: String(appeal.body.id) },
      body: { outcome: "reversed", publicReason: "Die Antwort ist sachlich." },
    });
    expect(reversed).toMatchObject({ status: 200, body: { outcome: "restored" } });
    // The comment is back as it was, with its date; the record no longer keeps a copy.
    expect(
      await database.db.evaluation.findUniqueOrThrow({ where: { id: review.id }, select: { consultantComment: true, consultantCommentDate: true } }),
    ).toEqual({
      consultantComment: "Das stimmt so nicht.",
      consultantCommentDate: commentedAt,
    });
    expect(await database.db.moderationDecision.count({ where: { consultantId: consultant.id, removedComment: { not: null } } })).toBe(0);
    const [outcome] = await mails(1);
    expect(outcome?.envelopeTo).toEqual([consultant.email]);
    expect(outcome?.text).toContain("Die Antwort ist sachlich.");

    // Another removal nobody appeals: its kept copy outlives the window by no day.
    const other = await insertEvaluation(database.db, consultant.id, 2, { consultantComment: "Unsachlich.", consultantCommentDate: commentedAt });
    const { id: otherNotice } = await openNotice(other.id, 2);
    await callJson(API_ROUTES["moderation/notice/[id]/decision"].POST, "POST", "/x", {
      actor: first,
      params: { id: String(otherNotice) },
      body: { outcome: "removed", publicReason: "Beleidigend." },
    });
    await mails(2);
    const { forgetRemovedComments } = await import("@/lib/moderation/forget-removed-comments");
    const kept = { where: { evaluationId: other.id, removedComment: "Unsachlich." } };
    expect(await forgetRemovedComments({ now: () => new Date(Date.now() + 13 * 86_400_000) })).toBe(0);
    expect(await database.db.moderationDecision.count(kept)).toBe(1);
    expect(await forgetRemovedComments({ now: () => new Date(Date.now() + 15 * 86_400_000) })).toBe(1);
    expect(await database.db.moderationDecision.count(kept)).toBe(0);
  });

  it("closes after 14 days", async () => {
    const consultant = await createConsultant(database.db);
    const review = await insertEvaluation(database.db, consultant.id, 2, { customerEmail: "spaet@kunden.example" });
    const moderate = (await import("@/lib/moderation/moderate-evaluation")).moderateEvaluation;
    await moderate(platformAdmin(), { evaluationId: review.id, action: "hide", reason: "Beleidigend." }, { now: () => new Date(Date.now() - 15 * 86_400_000) });
    const [statement] = await mails(1);
    const late = await callJson(API_ROUTES["moderation/appeal"].POST, "POST", "/x", { body: { token: statementToken(statement), text: "Zu spät?" } });
    expect(late.status).toBe(409);
    expect(await readStatement(statementToken(statement))).toMatchObject({ canAppeal: false, appeal: null });
  });
});

describe("every existing moderation path tells the author", () => {
  it("a rule's hold on confirmation: the author learns the rule in words, that it was automatic, and how long it may last", async () => {
    const consultant = await createConsultant(database.db, { email: "berater@beratung-muster.ch" });
    const input = await submissionFor(database.db, consultant.id, { email: "kollege@beratung-muster.ch", language: "fr" });
    const submitted = await submitAndConfirm(input, { db: database.db });
    await mails(2);
    const decision = await database.db.moderationDecision.findFirstOrThrow({ where: { evaluationId: submitted.id } });
    expect(decision).toMatchObject({ outcome: "held", source: "rule", ground: "consultantDomain", automated: true, decidedById: null });
    const statement = await database.db.statementOfReasons.findFirstOrThrow({ where: { decisionId: decision.id } });
    expect(statement).toMatchObject({ recipient: "reviewer", email: "kollege@beratung-muster.ch", locale: "fr" });
    const mail = await database.db.emailMessage.findUniqueOrThrow({ where: { id: statement.emailMessageId ?? "" } });
    const text = (mail.values as { text: string }).text;
    expect(text).toContain("Nous retenons votre évaluation de Anna");
    expect(text).toContain("une adresse du propre domaine du conseiller ou de la conseillère");
    expect(text).toContain("automatiquement par l’une de nos règles");
    expect(text).toContain("dans les 7 jours");
  });

  it("a consultant's report decided as hidden: the author and the consultant receive the statement", async () => {
    const consultant = await createConsultant(database.db);
    const review = await insertEvaluation(database.db, consultant.id, 1, { customerEmail: "gemeldet@kunden.example" });
    const report = await database.db.evaluationReport.create({
      data: { evaluationId: review.id, consultantId: consultant.id, reason: "falsePresentationOfFacts" },
    });
    const { decideReport } = await import("@/lib/moderation/decide-report");
    await decideReport(platformAdmin(), { reportId: report.id, decision: "hide", reason: "Falsche Tatsachen belegt." });
    const told = await mails(2);
    expect(to(told, "gemeldet@kunden.example")?.text).toContain("Grund: falsche Darstellung von Tatsachen.");
    expect(to(told, consultant.email ?? "")?.text).toContain("Falsche Tatsachen belegt.");
  });
});

describe("the pages of a notice, an appeal and a statement", () => {
  it("answer 404 only for an id or token that names nothing; a database that is down is thrown on (503), not taken for a missing case", async () => {
    const { loadAppealPage } = await import("@/lib/moderation/appeal-page");
    const { loadNoticePage } = await import("@/lib/moderation/notice-page");
    const { createPrismaClient } = await import("@/lib/db/create-client");
    const { isDatabaseUnavailable } = await import("@/lib/db/unavailable");
    const admin = platformAdmin();
    expect(await loadAppealPage(admin, "999999", { db: database.db })).toEqual({ kind: "missing" });
    expect(await loadNoticePage(admin, "999999", { db: database.db })).toEqual({ kind: "missing" });
    expect(await loadNoticePage(admin, "not-an-id", { db: database.db })).toEqual({ kind: "missing" });
    expect(await readStatement("x".repeat(43), { db: database.db })).toBeNull();

    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    const unreachable = createPrismaClient("postgresql://postgres@127.0.0.1:1/none", 1);
    try {
      for (const load of [
        () => loadAppealPage(admin, "1", { db: unreachable }),
        () => loadNoticePage(admin, "1", { db: unreachable }),
        () => readStatement("x".repeat(43), { db: unreachable }),
      ]) {
        const failure = await load().then(
          (page) => page,
          (error: unknown) => error,
        );
        expect(isDatabaseUnavailable(failure), `thrown on, not ${JSON.stringify(failure)}`).toBe(true);
      }
    } finally {
      await unreachable.$disconnect();
    }
  });
});
