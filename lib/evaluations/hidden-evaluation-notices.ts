// What the moderation team hid on a consultant's profile, grouped by reason: the page discloses it
// ("1 evaluation was hidden by the moderation team: reason"), so hiding is never silent.
import "server-only";
import { db } from "@/lib/db/client";

export type HiddenNotice = { reason: string | null; count: number };

export async function hiddenEvaluationNotices(consultantId: number): Promise<HiddenNotice[]> {
  const groups = await db().evaluation.groupBy({
    by: ["hiddenReason"],
    where: { consultantId, hiddenAt: { not: null } },
    _count: { _all: true },
    orderBy: { hiddenReason: "asc" },
  });
  return groups.map((g) => ({ reason: g.hiddenReason, count: g._count._all }));
}
