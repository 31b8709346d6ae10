// An invitation's status, derived in SQL when read (never stored, so it cannot go stale):
// unsubscribed > rated > bounced > reminded > sent > queued. "rated": its code was spent, or the
// address rated the consultant after the invitation (through the open link). "bounced": the outbox
// gave up on the invitation or its reminder (the SMTP server refused it).
import "server-only";
import { Prisma } from "@/lib/db/generated/client";

/** SQL expressions over "ReviewInvitation" AS i. */
export const isUnsubscribed = Prisma.sql`EXISTS (SELECT 1 FROM "EmailUnsubscribe" u WHERE u."emailKeyHash" = i."emailKeyHash")`;

export const isRated = Prisma.sql`(
  EXISTS (SELECT 1 FROM "VerificationCode" vc WHERE vc."id" = i."verificationCodeId" AND vc."spentAt" IS NOT NULL)
  OR EXISTS (SELECT 1 FROM "Evaluation" e WHERE e."consultantId" = i."consultantId" AND e."customerEmailKey" = i."emailKey" AND e."dateOfCreation" >= i."createdAt"))`;

export const statusSql = Prisma.sql`CASE
  WHEN ${isUnsubscribed} THEN 'unsubscribed'
  WHEN ${isRated} THEN 'rated'
  WHEN EXISTS (SELECT 1 FROM "EmailMessage" m WHERE m."id" IN (i."messageId", i."reminderMessageId") AND m."status" = 'failed') THEN 'bounced'
  WHEN i."remindedAt" IS NOT NULL THEN 'reminded'
  WHEN EXISTS (SELECT 1 FROM "EmailMessage" m WHERE m."id" = i."messageId" AND m."status" = 'sent') THEN 'sent'
  ELSE 'queued' END`;
