// DELETE /api/consultant/{id} – the consultant deletes their account (revFADP) or staff delete a
// profile. Evaluations go with it (cascade); the company's figures are refreshed in the same transaction.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { refreshCompanyAggregates } from "@/lib/evaluations/aggregates";
import { getManageableConsultantOrThrow } from "./update-consultant";
import { expireConsultantPages } from "@/lib/public/page-cache";

export async function deleteConsultant(actor: Actor, id: number): Promise<void> {
  const current = await getManageableConsultantOrThrow(actor, id);
  await db().$transaction(async (tx) => {
    await tx.consultant.delete({ where: { id } });
    if (current.companyId !== null) await refreshCompanyAggregates(tx, [current.companyId]);
  });
  expireConsultantPages([id]);
}
