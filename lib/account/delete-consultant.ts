// DELETE /api/consultant/{id} – the consultant deletes their account (revFADP) or staff with
// write:consultants remove a profile. Either way the profile is withdrawn, never erased with its
// evaluations (lib/consultants/withdraw-consultant.ts); erasing them is eraseConsultant's, a platform
// administrator's decision after an explicit confirmation.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { retireUserInTx } from "./delete-account";
import { db } from "@/lib/db/client";
import { expireChanged } from "@/lib/cache/invalidate";
import { ownsConsultant } from "@/lib/consultants/access";
import { getManageableConsultantOrThrow } from "@/lib/consultants/update-consultant";
import { withdrawConsultantInTx, type WithdrawOutcome } from "@/lib/consultants/withdraw-consultant";

export async function deleteConsultant(actor: Actor, id: number): Promise<WithdrawOutcome> {
  const current = await getManageableConsultantOrThrow(actor, id);
  const outcome = await db().$transaction(async (tx) => {
    const result = await withdrawConsultantInTx(tx, id);
    // Deleting one's own profile is deleting one's account: the sign-in ends with it, as with
    // DELETE /api/account. Staff removing a profile leave the owner's sign-in alone.
    if (ownsConsultant(actor, id) && actor.kind === "user") await retireUserInTx(tx, actor.userId);
    return result;
  });
  await expireChanged({ consultants: [id], membershipsOf: current.companyId === null ? [] : [current.companyId] });
  return outcome;
}
