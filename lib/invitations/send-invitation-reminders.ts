// The one reminder per invitation, from the scheduled job (lib/jobs/run-evaluation-jobs.ts):
// INVITATION_LIMITS.reminderAfterDays after an invitation that was delivered, unless the customer
// rated, unsubscribed or the invitation bounced. The reminder carries the same links as the
// invitation (read from its outbox row: the code and the token are stored only as hashes), so the
// code stays one-time. Batches are claimed with FOR UPDATE SKIP LOCKED: overlapping runs never
// remind twice.
import "server-only";
import { randomUUID } from "node:crypto";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { invitationValues } from "./invitation-email";
import { isRated, isUnsubscribed } from "./invitation-status";
import { INVITATION_LIMITS } from "./limits";

const BATCH = 500;
const DAY_MS = 86_400_000;

type Due = {
  id: string;
  email: string;
  name: string | null;
  locale: string;
  consultantName: string;
  values: { callToActionUrl?: string; unsubscribeUrl?: string; oneClickUnsubscribeUrl?: string };
};

export async function sendInvitationReminders(options: ServiceContext = {}): Promise<{ reminded: number }> {
  const { db, now } = resolveContext(options);
  const dueBefore = new Date(now.getTime() - INVITATION_LIMITS.reminderAfterDays * DAY_MS);
  const notBefore = new Date(now.getTime() - INVITATION_LIMITS.reminderUntilDays * DAY_MS);
  let reminded = 0;
  for (;;) {
    const count = await db.$transaction(async (tx) => {
      const due = await tx.$queryRaw<Due[]>`
        SELECT i."id", i."email", i."recipientName" AS "name", i."locale", m."values",
               concat_ws(' ', c."title", c."givenName", c."familyName") AS "consultantName"
        FROM "ReviewInvitation" i
        JOIN "EmailMessage" m ON m."id" = i."messageId" AND m."status" = 'sent'
        JOIN "Consultant" c ON c."id" = i."consultantId" AND c."state" = 'active'
        WHERE i."remindedAt" IS NULL AND i."createdAt" <= ${dueBefore} AND i."createdAt" > ${notBefore}
          AND NOT ${isUnsubscribed} AND NOT ${isRated}
        ORDER BY i."createdAt"
        LIMIT ${BATCH}
        FOR UPDATE OF i SKIP LOCKED`;
      const rows = due
        .filter((d) => d.values.callToActionUrl && d.values.unsubscribeUrl && d.values.oneClickUnsubscribeUrl)
        .map((d) => ({
          ...d,
          messageId: randomUUID(),
          reminder: JSON.stringify(
            invitationValues("reminder", d.locale, d.consultantName, {
              rateUrl: d.values.callToActionUrl as string,
              unsubscribeUrl: d.values.unsubscribeUrl as string,
              oneClickUnsubscribeUrl: d.values.oneClickUnsubscribeUrl as string,
            }),
          ),
        }));
      if (rows.length === 0) return 0;
      await tx.$executeRaw`
        INSERT INTO "EmailMessage" ("id", "recipientEmail", "recipientName", "templateName", "locale", "values", "purpose")
        SELECT m.id, m.email, m.name, 'DefaultCallToAction', m.locale, m.values::jsonb, 'reviewInvitationReminder'
        FROM unnest(${rows.map((r) => r.messageId)}::uuid[], ${rows.map((r) => r.email)}::text[], ${rows.map((r) => r.name)}::text[],
                    ${rows.map((r) => r.locale)}::text[], ${rows.map((r) => r.reminder)}::text[]) AS m(id, email, name, locale, values)`;
      await tx.$executeRaw`
        UPDATE "ReviewInvitation" i SET "remindedAt" = ${now}, "reminderMessageId" = r.message
        FROM unnest(${rows.map((r) => r.id)}::uuid[], ${rows.map((r) => r.messageId)}::uuid[]) AS r(id, message)
        WHERE i."id" = r.id`;
      return rows.length;
    });
    reminded += count;
    if (count < BATCH) return { reminded };
  }
}
