// The demo's trust cases (docs/product-rules.md#trust-in-ratings), so that every state can be seen
// and tried: on the profile of the first demo consultant (Claudia Meier) one evaluation waits for its
// customer's confirmation and one is held for each reason; some published ones were checked by the
// platform (✓, with the decision in the moderation log); and one consultant deleted their account and
// left an unclaimed profile whose evaluations stay. Applied once, on top of the planned demo data.
import { createHash } from "node:crypto";
import type { Prisma } from "@/lib/db/generated/client";
import { UNCLAIMED_PROFILE_DATA } from "@/lib/consultants/unclaimed-profile";
import type { ReleasePolicy } from "@/lib/evaluations/release-policy";

type Tx = Prisma.TransactionClient;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const HOLDS = ["burst", "sharedNetwork", "consultantDomain", "consultantNetwork"] as const;

export async function seedTrustCases(
  tx: Tx,
  options: { now: Date; policy: ReleasePolicy; demoConsultantNumber: string; adminEmail: string; keepNumbers: readonly string[] },
): Promise<void> {
  const { now, policy } = options;
  if ((await tx.evaluation.count({ where: { heldAt: { not: null } } })) > 0) return;
  const consultant = await tx.consultant.findUnique({ where: { number: options.demoConsultantNumber }, select: { id: true, publicEmail: true } });
  if (!consultant) return;

  // Five recent evaluations of the demo consultant become the waiting cases.
  const recent = await tx.evaluation.findMany({
    where: { consultantId: consultant.id, state: "published", overallRating: { gte: 4 }, hiddenAt: null, reports: { none: {} } },
    orderBy: { dateOfCreation: "desc" },
    take: 1 + HOLDS.length,
    select: { id: true },
  });
  const domain = consultant.publicEmail.slice(consultant.publicEmail.lastIndexOf("@") + 1);
  for (const [i, { id }] of recent.entries()) {
    const created = new Date(now.getTime() - (i + 1) * 5 * HOUR);
    const waiting = {
      state: "inReview" as const,
      publishedAt: null,
      dateOfCreation: created,
      date: created,
      releaseAt: new Date(created.getTime() + policy.releaseDays * DAY),
    };
    if (i === 0) {
      await tx.evaluation.update({
        where: { id },
        data: { ...waiting, emailConfirmedAt: null, confirmationTokenHash: createHash("sha256").update(`demo-unconfirmed-${id}`).digest("hex") },
      });
      continue;
    }
    const reason = HOLDS[i - 1]!;
    await tx.evaluation.update({
      where: { id },
      data: {
        ...waiting,
        emailConfirmedAt: new Date(created.getTime() + 20 * 60_000),
        heldAt: new Date(created.getTime() + 20 * 60_000),
        holdReasons: [reason],
        // A stand-in of the keyed hash (the seed runs without the app's secret): never matched by a real request.
        networkHash: reason === "sharedNetwork" || reason === "consultantNetwork" ? createHash("sha256").update("demo-network").digest("hex") : null,
        ...(reason === "consultantDomain" ? { customerEmail: `kundin.intern@${domain}` } : {}),
      },
    });
  }

  // The platform checked three published evaluations (✓ "verified"), recorded as decisions.
  const admin = await tx.user.findUnique({ where: { email: options.adminEmail }, select: { id: true } });
  const checked = await tx.evaluation.findMany({
    where: { consultantId: consultant.id, state: "published", mandateConfirmedAt: null, hiddenAt: null },
    orderBy: { dateOfCreation: "asc" },
    take: 3,
    select: { id: true, publishedAt: true },
  });
  for (const e of checked) {
    const at = new Date((e.publishedAt ?? now).getTime() + DAY);
    await tx.evaluation.update({ where: { id: e.id }, data: { checkedByAdminAt: at } });
    if (admin) await tx.evaluationModeration.create({ data: { evaluationId: e.id, action: "verify", decidedById: admin.id, createdAt: at } });
  }

  // A consultant who deleted the account: the profile is unclaimed again, the evaluations stay
  // (hidden from the public until the owner of the kept sign-in e-mail reclaims it).
  const [withdrawn] = await tx.$queryRaw<{ id: number }[]>`
    SELECT c."id" FROM "Consultant" AS c
    WHERE c."state" = 'active' AND c."email" IS NOT NULL AND c."companyId" IS NULL AND c."number" <> ALL(${[...options.keepNumbers]}::text[])
      AND (SELECT count(*) FROM "Evaluation" AS e WHERE e."consultantId" = c."id" AND e."state" = 'published') >= 3
    ORDER BY c."id" LIMIT 1`;
  if (withdrawn) {
    await tx.subscription.deleteMany({ where: { consultantId: withdrawn.id } });
    await tx.consultant.update({ where: { id: withdrawn.id }, data: UNCLAIMED_PROFILE_DATA });
  }
}
