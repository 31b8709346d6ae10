// An invited customer opts out, from the page's button or their mail client's one-click button
// (RFC 8058). The address's normalised key is stored as a hash, and every invitation or reminder to
// it still waiting in the outbox is dropped: nobody mails it again. Idempotent: a second click, or a
// token of another invitation to the same address, changes nothing and answers the same. Every link
// ever sent keeps working (UnsubscribeLink), also after the inviting consultant deleted the account.
import "server-only";
import { AppError } from "@/lib/errors";
import { countInvitationUnsubscribe } from "@/lib/insight-counters/count-event";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { sha256Hex } from "@/lib/auth/one-time-tokens";

export async function unsubscribeAddress(token: string, options: ServiceContext = {}): Promise<{ unsubscribed: true }> {
  const { db, now } = resolveContext(options);
  await db.$transaction(async (tx) => {
    // The link's own record, not the invitation's: that one goes with the inviter's account, the link never.
    const invitation = await tx.unsubscribeLink.findUnique({ where: { tokenHash: sha256Hex(token) }, select: { emailKeyHash: true } });
    if (!invitation) throw new AppError("not_found", "This unsubscribe link is not valid.");
    const added = await tx.$executeRaw`
      INSERT INTO "EmailUnsubscribe" ("emailKeyHash", "createdAt") VALUES (${invitation.emailKeyHash}, ${now})
      ON CONFLICT ("emailKeyHash") DO NOTHING`;
    // The first opt-out counts once for each consultant who invited the address (issue 32); a second click nothing.
    if (added > 0) await countInvitationUnsubscribe(tx, invitation.emailKeyHash);
    await tx.$executeRaw`
      UPDATE "EmailMessage" SET "status" = 'failed', "lastError" = 'unsubscribed', "lockedUntil" = NULL
      WHERE "status" = 'pending' AND "id" IN (
        SELECT "messageId" FROM "ReviewInvitation" WHERE "emailKeyHash" = ${invitation.emailKeyHash}
        UNION ALL
        SELECT "reminderMessageId" FROM "ReviewInvitation" WHERE "emailKeyHash" = ${invitation.emailKeyHash} AND "reminderMessageId" IS NOT NULL)`;
  });
  return { unsubscribed: true };
}
