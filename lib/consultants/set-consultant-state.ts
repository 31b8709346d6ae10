// PUT /api/consultant/{id}/activate and /disable – the consultant switches their own profile off and
// on (data is kept); platform staff may do it for anybody. Company ratings follow in the same transaction.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { refreshAggregatesForConsultants } from "@/lib/evaluations/aggregates";
import { canWriteAllConsultants } from "./access";
import { getConsultant, type ConsultantView } from "./get-consultant";
import { getManageableConsultantOrThrow } from "./update-consultant";
import { expireConsultantPages } from "@/lib/public/page-cache";

export async function setConsultantState(actor: Actor, id: number, target: "active" | "disabled"): Promise<ConsultantView> {
  const current = await getManageableConsultantOrThrow(actor, id);
  // An unclaimed profile becomes active by being claimed, not by this switch (staff excepted).
  if (current.state === "unclaimed" && !canWriteAllConsultants(actor)) {
    throw new AppError("conflict", "An unclaimed profile cannot be switched on or off.");
  }
  if (current.state !== target) {
    await db().$transaction(async (tx) => {
      await tx.consultant.update({ where: { id }, data: { state: target } });
      await refreshAggregatesForConsultants(tx, [id]);
    });
    expireConsultantPages([id]);
  }
  return getConsultant(actor, id);
}
