// Statements of reasons (docs/product-rules.md#due-process) on real PostgreSQL with the loopback SMTP
// server: every decision is recorded once, and the review's author (or the consultant) receives the
// statement in their language with the ground in words, whether a rule decided, how long a hold may
// last, and a private link whose token is stored only as its sha256.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestSmtp, type ReceivedMail } from "@/tests/support/smtp";
import { createTestDatabase, dropAfterAppClient, type TestDatabase } from "@/tests/support/test-database";
import { insertEvaluation } from "@/tests/support/api";
import { createConsultant } from "./evaluation-fixtures";
import type { DecisionInput } from "@/lib/moderation-decisions/record-decision";

let database: TestDatabase;
const smtp = setupTestSmtp();
let recordDecision: typeof import("@/lib/moderation-decisions/record-decision").recordDecision;
let deliver: typeof import("@/lib/email/deliver-pending").deliverPendingEmails;
const NOW = new Date("2026-11-20T10:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  Object.assign(process.env, { DATABASE_URL: database.url, SMTP_URL: smtp.url, APP_URL: "https://www.beraterwahl.test" });
  recordDecision = (await import("@/lib/moderation-decisions/record-decision")).recordDecision;
  deliver = (await import("@/lib/email/deliver-pending")).deliverPendingEmails;
});

afterAll(async () => {
  await dropAfterAppClient(database);
});

async function decide(input: DecisionInput): Promise<{ id: number; mails: ReceivedMail[] }> {
  const decision = await database.db.$transaction((tx) => recordDecision(tx, input, { now: NOW }));
  const expected = await database.db.statementOfReasons.count({ where: { decisionId: decision.id } });
  await deliver();
  const mails = expected ? await smtp.waitFor(expected) : [];
  const copy = [...mails];
  smtp.received.length = 0;
  return { id: decision.id, mails: copy };
}

const tokenOf = (mail: ReceivedMail) => {
  const text = mail.text ?? "";
  const start = text.indexOf("/moderation/statement/");
  expect(start).toBeGreaterThan(0);
  return text.slice(start + "/moderation/statement/".length).split(/\s/)[0] ?? "";
};
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

async function reviewOf(language: string, consultantLanguages = ["de"]) {
  const consultant = await createConsultant(database.db, { languages: consultantLanguages });
  const evaluation = await insertEvaluation(database.db, consultant.id, 2, {
    language,
    customerEmail: `autor-${Math.random().toString(36).slice(2)}@kunden.example`,
    state: "inReview",
  });
  return { consultant, evaluation };
}

describe("a hold by a rule", () => {
  const wording: Record<string, string> = {
    burst: "ungewöhnlich viele Bewertungen",
    sharedNetwork: "mehrere Bewertungen aus demselben Netz",
    consultantDomain: "eigenen Domain der Beraterin oder des Beraters",
    consultantNetwork: "aus einem Netz, aus dem sich die Beraterin oder der Berater anmeldet",
    repeatedText: "gleicher oder fast gleicher Text",
    repeatedName: "gleicher Name wie andere Bewertungen",
    negativeWave: "eine Welle kritischer Bewertungen",
  };
  for (const [reason, words] of Object.entries(wording)) {
    it(`tells the author why (${reason}), that a rule decided, how long it may last, and links the statement`, async () => {
      const { consultant, evaluation } = await reviewOf("de");
      const { id, mails } = await decide({
        subject: "review",
        evaluationId: evaluation.id,
        consultantId: consultant.id,
        outcome: "held",
        source: "rule",
        ground: reason,
        automated: true,
      });
      expect(mails).toHaveLength(1);
      const [mail] = mails as [ReceivedMail];
      expect(mail.subject).toBe("Ihre Bewertung: unser Entscheid und seine Gründe");
      expect(mail.text).toContain(`Wir halten Ihre Bewertung von Anna ${consultant.familyName} zur Prüfung zurück`);
      expect(mail.text).toContain(words);
      expect(mail.text).toContain("automatisch durch eine unserer Regeln");
      expect(mail.text).toContain("innert 7 Tagen");
      expect(mail.text).toContain("https://www.beraterwahl.test/moderation/statement/");
      const token = tokenOf(mail);
      const stored = await database.db.statementOfReasons.findFirstOrThrow({ where: { decisionId: id } });
      expect(stored).toMatchObject({ recipient: "reviewer", locale: "de", tokenHash: sha256(token) });
      expect(JSON.stringify(stored)).not.toContain(token);
    });
  }
});

describe("each decision kind", () => {
  it("a moderator hides a review: the author reads the public reason in French, decided by a person", async () => {
    const { consultant, evaluation } = await reviewOf("fr");
    const { mails } = await decide({
      subject: "review",
      evaluationId: evaluation.id,
      consultantId: consultant.id,
      outcome: "hidden",
      source: "moderator",
      ground: "moderatorDecision",
      publicReason: "Données personnelles d’un tiers",
      automated: false,
      decidedById: "admin-1",
    });
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? "";
    expect(mails[0]?.subject).toBe("Votre évaluation : notre décision et ses motifs");
    expect(text).toContain(`Nous avons masqué votre évaluation de Anna ${consultant.familyName}`);
    expect(text).toContain("Motif indiqué par notre équipe de modération : Données personnelles d’un tiers");
    expect(text).toContain("prise par une personne");
    expect(text).toContain("https://www.beraterwahl.test/fr/moderation/statement/");
  });

  for (const outcome of ["released", "removed", "restored"] as const) {
    it(`${outcome}: the author is told`, async () => {
      const { consultant, evaluation } = await reviewOf("it");
      const { mails } = await decide({
        subject: "review",
        evaluationId: evaluation.id,
        consultantId: consultant.id,
        outcome,
        source: "moderator",
        ground: "moderatorCheck",
        automated: false,
        decidedById: "admin-1",
      });
      expect(mails.map((m) => m.envelopeTo)).toEqual([[expect.stringContaining("@kunden.example")]]);
      expect(mails[0]?.subject).toBe("La Sua valutazione: la nostra decisione e i motivi");
    });
  }

  it("kept after a visitor's notice: nobody is told by the decision itself (the reporters are told by the notice's decision)", async () => {
    const { consultant, evaluation } = await reviewOf("de");
    const { id, mails } = await decide({
      subject: "review",
      evaluationId: evaluation.id,
      consultantId: consultant.id,
      outcome: "kept",
      source: "notice",
      ground: "insultOrThreat",
      automated: false,
      decidedById: "admin-1",
    });
    expect(mails).toHaveLength(0);
    expect(await database.db.moderationDecision.count({ where: { id } })).toBe(1);
  });

  it("a consultant's comment hidden: the consultant is told in their language, the author is not", async () => {
    const { consultant, evaluation } = await reviewOf("de", ["en"]);
    const { mails } = await decide({
      subject: "comment",
      evaluationId: evaluation.id,
      consultantId: consultant.id,
      outcome: "hidden",
      source: "notice",
      ground: "insultOrThreat",
      publicReason: "Insulting wording",
      automated: false,
      decidedById: "admin-1",
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.envelopeTo).toEqual([consultant.email]);
    expect(mails[0]?.text).toContain("We have hidden your comment on a rating of your profile");
    expect(mails[0]?.text).toContain("Ground: insult or threat.");
  });

  it("a dispute's outcome (checked) and an appeal's outcome reach both sides", async () => {
    const { consultant, evaluation } = await reviewOf("de");
    const checked = await decide({
      subject: "review",
      evaluationId: evaluation.id,
      consultantId: consultant.id,
      outcome: "checked",
      source: "consultant",
      ground: "notMyClient",
      automated: false,
      decidedById: "admin-1",
    });
    expect(checked.mails.map((m) => m.envelopeTo[0]).sort()).toEqual([consultant.email, expect.stringContaining("@kunden.example")].sort());
    const appeal = await decide({
      subject: "review",
      evaluationId: evaluation.id,
      consultantId: consultant.id,
      outcome: "kept",
      source: "appeal",
      ground: "appealUpheld",
      automated: false,
      decidedById: "admin-2",
      appealedDecisionId: checked.id,
    });
    expect(appeal.mails).toHaveLength(2);
    expect(await database.db.statementOfReasons.count({ where: { decisionId: appeal.id } })).toBe(2);
  });

  it("the deadline hides an unanswered disputed review: automated, with the public reason", async () => {
    const { consultant, evaluation } = await reviewOf("de");
    const { mails } = await decide({
      subject: "review",
      evaluationId: evaluation.id,
      consultantId: consultant.id,
      outcome: "hidden",
      source: "deadline",
      ground: "disputeUnanswered",
      automated: true,
    });
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.text).toContain("die Autorin oder der Autor hat die Beratung auf Nachfrage nicht bestätigt");
  });
});
