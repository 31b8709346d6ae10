// DELETE /api/account – the consultant deletes their account (revFADP, privacy policy). The sign-in
// goes: the User row is kept only as an anonymised, disabled tombstone (for audit-log ids), its name,
// e-mail and picture cleared and its sessions and provider links deleted, so signing in again starts
// a fresh account. The consultant profile is withdrawn (lib/consultants/withdraw-consultant.ts):
// deleted when it has no evaluations, otherwise returned to the unclaimed state with its evaluations
// kept, so that leaving and registering again erases no criticism. All of it in one transaction.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { AppError, notFound, unauthenticated } from "@/lib/errors";
import { withdrawConsultantInTx, type WithdrawOutcome } from "@/lib/consultants/withdraw-consultant";
import { expireChanged } from "@/lib/cache/invalidate";

type Tx = Prisma.TransactionClient;

/**
 * Ends the sign-in: sessions and provider links deleted, the user row an anonymised, disabled
 * tombstone. Returns whether there was a user row (a bearer token's caller may have none).
 */
export async function retireUserInTx(tx: Tx, userId: string): Promise<boolean> {
  await tx.session.deleteMany({ where: { userId } });
  await tx.account.deleteMany({ where: { userId } });
  const { count } = await tx.user.updateMany({ where: { id: userId }, data: { disabledAt: new Date(), name: null, email: null, image: null } });
  return count > 0;
}

export type DeleteAccountResult = { consultant: WithdrawOutcome | null };

export async function deleteAccount(actor: Actor, input: { confirmEmail: string }): Promise<DeleteAccountResult> {
  if (actor.kind !== "user") throw unauthenticated();
  if (input.confirmEmail.trim().toLowerCase() !== actor.email.toLowerCase()) {
    throw new AppError("validation", "The confirmation does not match your e-mail address.", {
      invalidParams: [{ pointer: "/confirmEmail", message: "account.data.confirmMismatch" }],
    });
  }
  const result = await db().$transaction(async (tx) => {
    const consultant = await tx.consultant.findFirst({ where: { email: { equals: actor.email, mode: "insensitive" } }, select: { id: true, companyId: true } });
    // The lead inbox is the account's correspondence: it goes with the account, even when the profile stays.
    if (consultant) await tx.conversation.deleteMany({ where: { consultantId: consultant.id } });
    const outcome = consultant ? await withdrawConsultantInTx(tx, consultant.id) : null;
    // No account to delete: nothing happened (the transaction rolls back).
    if (!(await retireUserInTx(tx, actor.userId))) throw notFound("user");
    return { consultantId: consultant?.id ?? null, companyId: consultant?.companyId ?? null, outcome };
  });
  if (result.consultantId !== null)
    await expireChanged({ consultants: [result.consultantId], membershipsOf: result.companyId === null ? [] : [result.companyId] });
  return { consultant: result.outcome };
}
