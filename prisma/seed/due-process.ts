// The demo's due-process record (docs/product-rules.md#due-process), so that /transparency and the
// administration's audit show a month with figures: four months back, a visitor's notice decided
// (kept), one still open, one never confirmed (it counts nowhere), and a rule's hold; and the decision
// of every hold the trust cases made (prisma/seed/trust-cases.ts), as the rules would have recorded it.
import type { Prisma } from "@/lib/db/generated/client";

type Tx = Prisma.TransactionClient;

/** Mid-month, four calendar months before `now`: well inside /transparency's twelve. */
export function dueProcessDemoMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 4, 15, 10));
}

export async function seedDueProcess(tx: Tx, options: { now: Date; adminEmail: string }): Promise<void> {
  const at = dueProcessDemoMonth(options.now);
  // A review on the unclaimed profile the trust cases left: the e2e journeys act on active profiles'
  // reviews and would change this month's figures under a page another spec rendered first.
  const review = await tx.evaluation.findFirst({
    where: { state: "published", hiddenAt: null, consultant: { state: "unclaimed" } },
    orderBy: [{ dateOfCreation: "asc" }, { id: "asc" }],
    select: { id: true, consultantId: true },
  });
  await tx.$executeRaw`
    INSERT INTO "ModerationDecision" ("subject", "evaluationId", "consultantId", "outcome", "source", "ground", "automated", "decidedAt")
    SELECT 'review', "id", "consultantId", 'held', 'rule', array_to_string("holdReasons", ','), TRUE, "heldAt"
    FROM "Evaluation" WHERE "heldAt" IS NOT NULL`;
  if (!review) return;
  const kept = await tx.moderationDecision.create({
    data: {
      subject: "review",
      evaluationId: review.id,
      consultantId: review.consultantId,
      outcome: "kept",
      source: "notice",
      ground: "insultOrThreat",
      automated: false,
      decidedById: options.adminEmail,
      decidedAt: new Date(at.getTime() + 2 * 86_400_000),
    },
  });
  await tx.moderationDecision.create({
    data: {
      subject: "review",
      evaluationId: review.id,
      consultantId: review.consultantId,
      outcome: "held",
      source: "rule",
      ground: "burst",
      automated: true,
      decidedAt: at,
    },
  });
  const statuses = ["decided", "open", "unconfirmed"] as const;
  await tx.moderationNotice.createMany({
    data: statuses.map((status, i) => ({
      subject: "review" as const,
      evaluationId: review.id,
      consultantId: review.consultantId,
      reason: "insultOrThreat" as const,
      explanation: "Der Text nennt die Beraterin beim Namen und beleidigt sie.",
      reporterName: `Demo Besucherin ${i + 1}`,
      reporterEmail: `besucherin${i + 1}@beispiel.ch`,
      reporterEmailKey: `besucherin${i + 1}@beispiel.ch`,
      locale: "de",
      goodFaith: true,
      status,
      confirmedAt: status === "unconfirmed" ? null : at,
      decisionId: status === "decided" ? kept.id : null,
      createdAt: at,
    })),
  });
}
