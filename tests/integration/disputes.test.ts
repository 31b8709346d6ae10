// The dispute procedure end to end on real PostgreSQL and a real SMTP server on loopback
// (docs/product-rules.md#disputes): the consultant disputes once, a moderator screens, the reviewer is
// asked by mail in their language and answers through the mailed link (with evidence files only
// moderators can read), the moderator decides and both sides are told; unanswered disputes get one
// reminder after 7 days and hide the review after 14; evidence goes 30 days after the decision; the
// review's author hears of the consultant's answer (issue 30 item 7).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.APP_URL = "https://www.beraterwahl.test";
  delete process.env.SMTP_URL;
});

import * as disputeRoute from "@/app/api/evaluation/[id]/dispute/route";
import * as commentRoute from "@/app/api/evaluation/[id]/comment/route";
import * as evaluationRoute from "@/app/api/evaluation/[id]/route";
import * as moderatorFileRoute from "@/app/api/dispute/[id]/route";
import * as screeningRoute from "@/app/api/dispute/[id]/screening/route";
import * as answerRoute from "@/app/api/dispute/[id]/answer/route";
import * as decisionRoute from "@/app/api/dispute/[id]/decision/route";
import * as evidenceRoute from "@/app/api/dispute/[id]/evidence/[evidenceId]/route";
import { loadDisputeAnswerPage } from "@/lib/disputes/answer-page";
import { ANONYMOUS } from "@/lib/auth/actor";
import { runDisputeJobs } from "@/lib/disputes/run-dispute-jobs";
import { deliverPendingEmails } from "@/lib/email/deliver-pending";
import { whenDeliveredSoon } from "@/lib/email/deliver-soon";
import { smtpTransport } from "@/lib/email/transport";
import { openEvaluationSummary } from "@/lib/evaluations/get-evaluation-summary";
import { call, callJson, insertConsultant, insertEvaluation, setupApiDatabase } from "@/tests/support/api";
import { anonymous, platformAdmin, user } from "@/tests/support/actors";
import { type ReceivedMail, setupTestSmtp } from "@/tests/support/smtp";

const ctx = setupApiDatabase();
const smtp = setupTestSmtp();
const DAY = 86_400_000;
const admin = platformAdmin();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("png-body")]);
const PDF = Buffer.from("%PDF-1.7\n% the reviewer's invoice\n");

let consultantId: number;
let consultantEmail: string;
const owner = () => user({ consultantId, userId: `owner-${consultantId}`, email: consultantEmail });

beforeAll(async () => {
  consultantEmail = "lukas.brunner@example.ch";
  consultantId = (await insertConsultant(ctx.current(), { givenName: "Lukas", familyName: "Brunner", email: consultantEmail })).id;
});

afterAll(async () => {
  await whenDeliveredSoon();
});

async function deliver(): Promise<ReceivedMail[]> {
  const before = smtp.received.length;
  const result = await deliverPendingEmails({ transport: smtpTransport(smtp.url), db: ctx.current() });
  await smtp.waitFor(before + result.sent);
  return smtp.received.slice(before);
}

const mailsTo = (mails: ReceivedMail[], address: string) => mails.filter((m) => m.envelopeTo.some((a) => a.toLowerCase() === address.toLowerCase()));
/** The private answer link of a mail, as a reviewer's browser would open it: /{locale}/evaluation/{id}/dispute/{token}. */
function answerLink(mail: ReceivedMail): { locale: string; evaluationId: string; token: string } {
  const href = /href="(https:\/\/www\.beraterwahl\.test[^"]*\/dispute\/[^"]+)"/.exec(mail.html as string)?.[1];
  expect(href, mail.subject).toBeTruthy();
  const parts = new URL(href!).pathname.split("/").filter(Boolean);
  const [token, , evaluationId] = [...parts].reverse();
  return { locale: parts[0]!.length === 2 ? parts[0]! : "de", evaluationId: evaluationId!, token: decodeURIComponent(token!) };
}

async function review(overrides: Record<string, unknown> = {}) {
  const email = `kunde-${Math.random().toString(36).slice(2)}@example.ch`;
  const { id } = await insertEvaluation(ctx.current(), consultantId, 2, { customerEmail: email, comment: "Schlechte Beratung, viel zu teuer.", ...overrides });
  return { id, email };
}

async function dispute(
  evaluationId: string,
  body: unknown = { reason: "falseFacts", explanation: "Die Kosten waren vorab schriftlich vereinbart und tiefer als behauptet." },
) {
  return callJson<{ id: number; status: string }>(disputeRoute.POST, "POST", `/api/evaluation/${evaluationId}/dispute`, {
    actor: owner(),
    params: { id: evaluationId },
    body,
  });
}

async function publicView(evaluationId: string) {
  return callJson<{ disputedSince: string | null; checkedAfterDispute: boolean; evidence: string; comment: string | null }>(
    evaluationRoute.GET,
    "GET",
    `/api/evaluation/${evaluationId}`,
    { params: { id: evaluationId } },
  );
}

const screen = (id: number, body: unknown, actor = admin) =>
  callJson(screeningRoute.POST, "POST", `/api/dispute/${id}/screening`, { actor, params: { id: String(id) }, body });
const answer = (id: number, body: unknown) =>
  callJson<{ evidence: number }>(answerRoute.POST, "POST", `/api/dispute/${id}/answer`, { params: { id: String(id) }, body });
const decide = (id: number, body: unknown, actor = admin) =>
  callJson(decisionRoute.POST, "POST", `/api/dispute/${id}/decision`, { actor, params: { id: String(id) }, body });

describe("a dispute the reviewer answers", () => {
  it("goes through screening to the reviewer (in their language), whose answer a moderator decides on; both sides read the outcome", async () => {
    const { id: evaluationId, email } = await review({ language: "fr" });

    // Only the rated consultant: anonymous 401, another consultant 404, bad input a localised 422.
    expect((await call(disputeRoute.POST, "POST", "/x", { actor: anonymous, params: { id: evaluationId }, body: {} })).status).toBe(401);
    const stranger = user({ consultantId: (await insertConsultant(ctx.current())).id, userId: "stranger" });
    expect(
      (await call(disputeRoute.POST, "POST", "/x", { actor: stranger, params: { id: evaluationId }, body: { reason: "other", explanation: "x".repeat(30) } }))
        .status,
    ).toBe(404);
    const invalid = await call(disputeRoute.POST, "POST", "/x", {
      actor: owner(),
      params: { id: evaluationId },
      body: { reason: "hate", explanation: "zu kurz" },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get("content-type")).toContain("application/problem+json");
    expect(((await invalid.json()) as { invalidParams: { pointer: string }[] }).invalidParams.map((p) => p.pointer).sort()).toEqual([
      "/explanation",
      "/reason",
    ]);

    const opened = await dispute(evaluationId);
    expect(opened.status).toBe(201);
    expect(opened.body.status).toBe("screening");
    // Screening first: a dispute alone marks nothing.
    expect((await publicView(evaluationId)).body.disputedSince).toBeNull();

    expect((await screen(opened.body.id, { action: "ask" }, owner())).status).toBe(403);
    const asked = await screen(opened.body.id, { action: "ask" });
    expect(asked.body).toEqual({ id: opened.body.id, status: "awaitingReviewer" });
    // While the reviewer is asked, the moderators' file shows the deadline and no step to take.
    const { loadDisputeAdminPage } = await import("@/lib/disputes/dispute-admin-page");
    expect(await loadDisputeAdminPage(admin, String(opened.body.id))).toMatchObject({ answerDueAt: expect.any(Date), step: null });
    const shown = await publicView(evaluationId);
    expect(shown.status).toBe(200);
    expect(shown.body.disputedSince).toEqual(expect.any(String));

    const [request] = mailsTo(await deliver(), email);
    expect(request!.subject).toBe("Lukas Brunner conteste votre évaluation : veuillez décrire la consultation");
    const link = answerLink(request!);
    expect(link).toMatchObject({ locale: "fr", evaluationId });
    // The reviewer's page behind the link: the form is open; a wrong, cut or malformed token names nothing.
    expect(await loadDisputeAnswerPage(evaluationId, encodeURIComponent(link.token))).toMatchObject({ id: opened.body.id, canAnswer: true, token: link.token });
    for (const token of ["x".repeat(43), link.token.slice(1), "%zz"]) expect(await loadDisputeAnswerPage(evaluationId, token), token).toBeNull();

    // A wrong token answers nothing.
    expect(
      (await answer(opened.body.id, { token: "x".repeat(43), consultationDate: "2026-03-02", consultationSubject: "Hypothek", answer: "Wir trafen uns." }))
        .status,
    ).toBe(404);
    const answered = await answer(opened.body.id, {
      token: link.token,
      consultationDate: "2026-03-02",
      consultationSubject: "Refinancement de l’hypothèque",
      answer: "Nous nous sommes rencontrés à Lausanne, dans son bureau, pour le renouvellement de mon hypothèque.",
    });
    expect(answered.status).toBe(200);
    expect(await loadDisputeAdminPage(admin, String(opened.body.id))).toMatchObject({
      answerDueAt: null,
      step: { status: "answered", askAllowed: true, hasRevision: false },
    });
    // One answer.
    expect((await answer(opened.body.id, { token: link.token, consultationDate: "2026-03-02", consultationSubject: "x", answer: "y" })).status).toBe(409);
    expect(await loadDisputeAnswerPage(evaluationId, link.token)).toMatchObject({ canAnswer: false });

    const file = await callJson<{ reviewerAnswer: string; consultationSubject: string }>(moderatorFileRoute.GET, "GET", "/x", {
      actor: admin,
      params: { id: String(opened.body.id) },
    });
    expect(file.body.consultationSubject).toBe("Refinancement de l’hypothèque");

    expect((await decide(opened.body.id, { outcome: "hidden", summaryForConsultant: "x" })).status).toBe(422);
    const decided = await decide(opened.body.id, {
      outcome: "kept",
      consultationShown: true,
      summaryForConsultant: "Die bewertende Person hat Datum, Ort und Thema der Beratung glaubhaft geschildert.",
    });
    expect(decided.status).toBe(200);

    // The public review: no longer "disputed", checked after a dispute, and the ✓ of a consultation shown.
    expect((await publicView(evaluationId)).body).toMatchObject({ disputedSince: null, checkedAfterDispute: true, evidence: "disputeEvidence" });
    // The consultant reads the summary and the outcome, never the reviewer's words.
    const mine = await callJson<Record<string, unknown>>(disputeRoute.GET, "GET", "/x", { actor: owner(), params: { id: evaluationId } });
    expect(mine.body).toMatchObject({ status: "decided", outcome: "kept", summaryForConsultant: expect.stringContaining("glaubhaft") });
    expect(JSON.stringify(mine.body)).not.toContain("Lausanne");
    // Both sides are told, each in their own language.
    const outcome = await deliver();
    expect(mailsTo(outcome, email)).toHaveLength(1);
    expect(mailsTo(outcome, consultantEmail)).toHaveLength(1);
    await expect(
      ctx.current().moderationDecision.findFirst({ where: { evaluationId }, select: { outcome: true, source: true, automated: true } }),
    ).resolves.toEqual({
      outcome: "kept",
      source: "consultant",
      automated: false,
    });

    // Once per review.
    expect((await dispute(evaluationId)).status).toBe(409);
  });

  it("hides the review when the reviewer leaves it unanswered: one reminder after 7 days, hidden after 14, idempotent", async () => {
    const { id: evaluationId, email } = await review();
    const opened = await dispute(evaluationId);
    await screen(opened.body.id, { action: "ask" });
    const first = answerLink(mailsTo(await deliver(), email)[0]!);
    const start = Date.now();
    const at = (days: number) => ({ db: ctx.current(), now: () => new Date(start + days * DAY + 60_000) });

    expect(await runDisputeJobs(at(6))).toMatchObject({ disputeReminders: 0, disputesUnanswered: 0 });
    expect(await runDisputeJobs(at(7))).toMatchObject({ disputeReminders: 1, disputesUnanswered: 0 });
    expect(await runDisputeJobs(at(8))).toMatchObject({ disputeReminders: 0 });
    const reminders = mailsTo(await deliver(), email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toContain("Erinnerung");
    // The reminder's link replaces the first one.
    expect(answerLink(reminders[0]!).token).not.toBe(first.token);

    expect(await runDisputeJobs(at(14))).toMatchObject({ disputesUnanswered: 1 });
    expect(await runDisputeJobs(at(15))).toMatchObject({ disputesUnanswered: 0, disputeReminders: 0 });
    expect((await publicView(evaluationId)).status).toBe(404);
    const row = await ctx.current().evaluation.findUniqueOrThrow({ where: { id: evaluationId }, select: { hiddenAt: true, hiddenReason: true } });
    expect(row.hiddenReason).toBe("Die bewertende Person hat die Beratung auf Nachfrage nicht bestätigt.");
    expect(
      await ctx.current().moderationDecision.findMany({ where: { evaluationId }, select: { outcome: true, source: true, automated: true, ground: true } }),
    ).toEqual([{ outcome: "hidden", source: "deadline", automated: true, ground: "disputeUnanswered" }]);
    // Too late to answer now.
    expect(
      (await answer(opened.body.id, { token: answerLink(reminders[0]!).token, consultationDate: "2026-03-02", consultationSubject: "x", answer: "y" })).status,
    ).toBe(409);
    const told = await deliver();
    expect(mailsTo(told, email)).toHaveLength(1);
    expect(mailsTo(told, consultantEmail)).toHaveLength(1);
  });

  it("keeps evidence files for moderators only, typed by their bytes, and deletes them 30 days after the decision", async () => {
    const { id: evaluationId, email } = await review();
    const opened = await dispute(evaluationId, { reason: "notMyClient", explanation: "Ich kenne diese Person nicht und habe sie nie beraten." });
    await screen(opened.body.id, { action: "ask" });
    const { token } = answerLink(mailsTo(await deliver(), email)[0]!);
    const base = { token, consultationDate: "2026-02-10", consultationSubject: "Vorsorge", answer: "Termin in Zürich, siehe Rechnung." };

    // A text file named .pdf is refused by its bytes, and nothing is stored.
    const fake = await answer(opened.body.id, { ...base, evidence: [{ fileName: "rechnung.pdf", content: Buffer.from("not a pdf").toString("base64") }] });
    expect(fake.status).toBe(422);
    expect(await ctx.current().disputeEvidence.count()).toBe(0);

    const sent = await answer(opened.body.id, {
      ...base,
      revisedComment: "Beratung war teuer, aber korrekt.",
      evidence: [
        { fileName: "C:\\Users\\kurt\\rechnung.pdf", content: PDF.toString("base64") },
        { fileName: "termin.png", content: PNG.toString("base64") },
      ],
    });
    expect(sent.body.evidence).toBe(2);

    const file = await callJson<{ evidence: { id: number; fileName: string; mediaType: string; size: number }[] }>(moderatorFileRoute.GET, "GET", "/x", {
      actor: admin,
      params: { id: String(opened.body.id) },
    });
    expect(file.body.evidence.map((e) => [e.fileName, e.mediaType, e.size])).toEqual([
      ["rechnung.pdf", "application/pdf", PDF.length],
      ["termin.png", "image/png", PNG.length],
    ]);
    const pdf = file.body.evidence[0]!;
    const params = { id: String(opened.body.id), evidenceId: String(pdf.id) };
    const download = await call(evidenceRoute.GET, "GET", "/x", { actor: admin, params });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toContain("attachment");
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    // Not the consultant's (nor anybody else's) to see: it does not exist for them.
    expect((await call(evidenceRoute.GET, "GET", "/x", { actor: owner(), params })).status).toBe(404);
    expect((await call(evidenceRoute.GET, "GET", "/x", { actor: ANONYMOUS, params })).status).toBe(401);
    expect((await call(moderatorFileRoute.GET, "GET", "/x", { actor: owner(), params: { id: String(opened.body.id) } })).status).toBe(403);

    // Edited by its author: the revised text replaces the comment.
    const decided = await decide(opened.body.id, {
      outcome: "edited",
      summaryForConsultant: "Die Person hat eine Rechnung vorgelegt und ihren Text angepasst.",
    });
    expect(decided.status).toBe(200);
    expect((await publicView(evaluationId)).body.comment).toBe("Beratung war teuer, aber korrekt.");

    const start = Date.now();
    await runDisputeJobs({ db: ctx.current(), now: () => new Date(start + 29 * DAY) });
    expect(await ctx.current().disputeEvidence.count({ where: { disputeId: opened.body.id } })).toBe(2);
    expect(await runDisputeJobs({ db: ctx.current(), now: () => new Date(start + 30 * DAY + 60_000) })).toMatchObject({ evidenceDeleted: 2 });
    expect(await ctx.current().disputeEvidence.count({ where: { disputeId: opened.body.id } })).toBe(0);
    expect((await call(evidenceRoute.GET, "GET", "/x", { actor: admin, params })).status).toBe(404);
    await deliver();
  });

  it('screens out "not my client" against the consultant\'s own one-time code; the consultant is told why, the reviewer never hears of it', async () => {
    const { id: evaluationId, email } = await review({ mandateConfirmedAt: new Date() });
    const opened = await dispute(evaluationId, { reason: "notMyClient", explanation: "Diese Person war nie bei mir in der Beratung." });
    // The moderators' file says why and offers no "ask the reviewer".
    const { loadDisputeAdminPage } = await import("@/lib/disputes/dispute-admin-page");
    expect(await loadDisputeAdminPage(admin, String(opened.body.id))).toMatchObject({
      madeWithOwnCode: true,
      outcome: null,
      step: { status: "screening", askAllowed: false },
    });
    expect((await screen(opened.body.id, { action: "ask" })).status).toBe(409);
    const rejected = await screen(opened.body.id, { action: "reject", reason: "Die Bewertung kam mit Ihrem eigenen Einmalcode." });
    expect(rejected.body).toMatchObject({ status: "rejected" });
    expect(await loadDisputeAdminPage(admin, String(opened.body.id))).toMatchObject({ outcome: "disputeRejected", step: null });
    expect((await screen(opened.body.id, { action: "ask" })).status).toBe(409);
    expect((await publicView(evaluationId)).body.disputedSince).toBeNull();
    const mails = await deliver();
    expect(mailsTo(mails, email)).toHaveLength(0);
    const [statement] = mailsTo(mails, consultantEmail);
    expect(statement!.text).toContain("Die Bewertung kam mit Ihrem eigenen Einmalcode.");
    const mine = await callJson<Record<string, unknown>>(disputeRoute.GET, "GET", "/x", { actor: owner(), params: { id: evaluationId } });
    expect(mine.body).toMatchObject({ status: "rejected", outcome: "disputeRejected" });
    // Still only once.
    expect((await dispute(evaluationId)).status).toBe(409);
  });
});

describe("the review's author hears of the consultant's answer", () => {
  it("mails the comment with a fresh edit link while the edit window is open, and without one after", async () => {
    const { id: fresh, email } = await review({ dateOfCreation: new Date(), language: "it" });
    const comment = (id: string) =>
      call(commentRoute.POST, "POST", "/x", { actor: owner(), params: { id }, body: { comment: "Grazie per il Suo riscontro, ne parleremo." } });
    expect((await comment(fresh)).status).toBe(200);
    const [mail] = mailsTo(await deliver(), email);
    expect(mail!.subject).toBe("Lukas Brunner ha risposto alla Sua valutazione");
    expect(mail!.text).toContain("Grazie per il Suo riscontro, ne parleremo.");
    // Follow the link: the summary page opens with the right to edit.
    const href = /href="([^"]*\/summary\?editToken=[^"]+)"/.exec(mail!.html as string)?.[1];
    const editToken = new URL(href!.replace(/&amp;/g, "&")).searchParams.get("editToken");
    const access = await openEvaluationSummary(ANONYMOUS, fresh, "it", editToken, { db: ctx.current() });
    expect(access.kind).toBe("summary");
    expect(access.kind === "summary" && access.summary.canEdit).toBe(true);

    const { id: old, email: oldEmail } = await review({ dateOfCreation: new Date(Date.now() - 30 * DAY) });
    expect((await comment(old)).status).toBe(200);
    const [late] = mailsTo(await deliver(), oldEmail);
    expect(late!.text).toContain("Grazie per il Suo riscontro");
    expect(late!.html as string).not.toContain("editToken");
  });
});
