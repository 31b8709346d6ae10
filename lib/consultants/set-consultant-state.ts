// PUT /api/consultant/{id}/activate and /disable – the consultant switches their own profile off and
// on (data is kept); platform staff may do it for anybody. Company ratings follow in the same transaction.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { canWriteAllConsultants } from "./access";
import { getConsultant, type ConsultantView } from "./get-consultant";
import { getManageableConsultantOrThrow } from "./update-consultant";
import { expireChanged } from "@/lib/cache/invalidate";
import { refreshFiguresFor } from "@/lib/consultants/aggregates";

export async function setConsultantState(actor: Actor, id: number, target: "active" | "disabled"): Promise<ConsultantView> {
  const current = await getManageableConsultantOrThrow(actor, id);
  // An unclaimed profile becomes active by being claimed, not by this switch (staff excepted).
  if (current.state === "unclaimed" && !canWriteAllConsultants(actor)) {
    throw new AppError("conflict", "An unclaimed profile cannot be switched on or off.");
  }
  if (current.state !== target) {
    await db().$transaction(async (tx) => {
      await tx.consultant.update({ where: { id }, data: { state: target } });
      await refreshFiguresFor(tx, { consultants: [id] });
    });
    await expireChanged({ consultants: [id] });
  }
  return getConsultant(actor, id);
}
