// DELETE /api/account – the consultant erases their account (revFADP, privacy policy). Chosen per the
// privacy policy: the consultant row is DELETED, and its evaluations, verification codes, reports,
// topics and subscription row go with it by cascade. Evaluations are statements about this consultant;
// kept without their subject they would be meaningless, and their customers' data must not outlive
// the profile. The User row is kept only as an anonymised, disabled tombstone (for audit-log ids):
// name, e-mail and picture are cleared and its sessions and provider links deleted, so signing in
// again starts a fresh account. All of it in one transaction.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { AppError, unauthenticated } from "@/lib/errors";
import { refreshCompanyAggregates } from "@/lib/evaluations/aggregates";
import { expireConsultantPages } from "@/lib/public/page-cache";

/** A paid subscription keeps billing at Stripe; deleting the row would orphan it there. */
const BILLING_STATUSES = new Set(["active", "trialing", "pastDue", "unpaid", "paused"]);

export async function deleteAccount(actor: Actor, input: { confirmEmail: string }): Promise<void> {
  if (actor.kind !== "user") throw unauthenticated();
  if (input.confirmEmail.trim().toLowerCase() !== actor.email.toLowerCase()) {
    throw new AppError("validation", "The confirmation does not match your e-mail address.", {
      invalidParams: [{ pointer: "/confirmEmail", message: "account.data.confirmMismatch" }],
    });
  }
  const deletedId = await db().$transaction(async (tx) => {
    const consultant = await tx.consultant.findFirst({
      where: { email: { equals: actor.email, mode: "insensitive" } },
      select: { id: true, companyId: true, subscription: { select: { status: true, cancelAtPeriodEnd: true } } },
    });
    if (consultant) {
      const sub = consultant.subscription;
      if (sub && BILLING_STATUSES.has(sub.status) && !sub.cancelAtPeriodEnd) {
        throw new AppError("conflict", "account.data.cancelSubscriptionFirst");
      }
      await tx.consultant.delete({ where: { id: consultant.id } });
      if (consultant.companyId !== null) await refreshCompanyAggregates(tx, [consultant.companyId]);
    }
    await tx.session.deleteMany({ where: { userId: actor.userId } });
    await tx.account.deleteMany({ where: { userId: actor.userId } });
    await tx.user.update({ where: { id: actor.userId }, data: { disabledAt: new Date(), name: null, email: null, image: null } });
    return consultant?.id ?? null;
  });
  if (deletedId !== null) expireConsultantPages([deletedId]);
}
