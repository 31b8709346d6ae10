// Sends what waits in the outbox. Safe with any number of deliverers at once (app servers,
// the job endpoint, the CLI): a message is claimed by one of them with FOR UPDATE SKIP LOCKED and
// a lease (lockedUntil), sent, then marked sent or rescheduled with back-off. A crash between
// sending and marking can at worst resend once after the lease, never lose a message.
import "server-only";
import { config } from "@/lib/config";
import { countInvitationMessage } from "@/lib/insight-counters/count-event";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import type { EmailTemplateName } from "./outbox";
import { afterFailure } from "./retry-policy";
import { safeUrl } from "./templates/layout";
import { renderEmail } from "./templates/render-email";
import { smtpTransport, type MailTransport } from "./transport";

/** Longer than the transport's worst-case send, so a lease never expires while a send is running. */
const LEASE_SECONDS = 300;

export type DeliverOptions = {
  limit?: number;
  /** Defaults to the SMTP transport from SMTP_URL. */
  transport?: MailTransport | null;
} & ServiceContext;

export type DeliverResult = { claimed: number; sent: number; retried: number; failed: number; skipped?: "smtp_not_configured" };

/** EmailMessage.purpose of an invitation's first e-mail (lib/invitations/send-invitations.ts). */
const INVITATION_PURPOSE = "reviewInvitation";

type ClaimedRow = {
  id: string;
  recipientEmail: string;
  recipientName: string | null;
  cc: string | null;
  replyTo: string | null;
  templateName: EmailTemplateName;
  locale: string;
  values: unknown;
  attempts: number;
  purpose: string;
};

export async function deliverPendingEmails(options: DeliverOptions = {}): Promise<DeliverResult> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 500);
  const transport = options.transport === undefined ? smtpTransport() : options.transport;
  if (!transport) return { claimed: 0, sent: 0, retried: 0, failed: 0, skipped: "smtp_not_configured" };
  const { db } = resolveContext(options);

  const claimed = await db.$queryRaw<ClaimedRow[]>`
    UPDATE "EmailMessage" SET "lockedUntil" = now() + make_interval(secs => ${LEASE_SECONDS}::int)
    WHERE "id" IN (
      SELECT "id" FROM "EmailMessage"
      WHERE "status" = 'pending' AND "nextAttemptAt" <= now() AND ("lockedUntil" IS NULL OR "lockedUntil" < now())
      ORDER BY "createdAt"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING "id", "recipientEmail", "recipientName", "cc", "replyTo", "templateName"::text AS "templateName",
              "locale", "values", "attempts", "purpose"::text AS "purpose"`;

  const result: DeliverResult = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
  const from = config().MAIL_FROM;
  for (const message of claimed) {
    try {
      const rendered = renderEmail(message);
      await transport.sendMail({
        from,
        to: message.recipientName ? { name: message.recipientName, address: message.recipientEmail } : message.recipientEmail,
        cc: message.cc ?? undefined,
        replyTo: message.replyTo ?? undefined,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        headers: { "X-Beraterwahl-Message-Id": message.id, ...unsubscribeHeaders(message.values) },
      });
      const markSent = db.$executeRaw`
        UPDATE "EmailMessage" SET "status" = 'sent', "sentAt" = now(), "attempts" = "attempts" + 1, "lockedUntil" = NULL, "lastError" = NULL
        WHERE "id" = ${message.id}::uuid`;
      // An invitation's delivery counts for the inviting consultant's insights, in the same transaction (issue 32).
      if (message.purpose === INVITATION_PURPOSE) await db.$transaction([markSent, countInvitationMessage(db, message.id, "invitationDelivered")]);
      else await markSent;
      result.sent++;
    } catch (error) {
      const attempts = message.attempts + 1;
      const outcome = afterFailure(attempts, new Date());
      // The error text of an SMTP failure may quote the recipient; keep it in the row for
      // administrators, log only the id.
      const lastError = describe(error).slice(0, 1000);
      if (outcome.status === "failed") {
        const markFailed = db.$executeRaw`
          UPDATE "EmailMessage" SET "status" = 'failed', "attempts" = ${attempts}, "lockedUntil" = NULL, "lastError" = ${lastError}
          WHERE "id" = ${message.id}::uuid`;
        if (message.purpose === INVITATION_PURPOSE) await db.$transaction([markFailed, countInvitationMessage(db, message.id, "invitationBounced")]);
        else await markFailed;
        result.failed++;
      } else {
        await db.$executeRaw`
          UPDATE "EmailMessage" SET "attempts" = ${attempts}, "nextAttemptAt" = ${outcome.nextAttemptAt}, "lockedUntil" = NULL, "lastError" = ${lastError}
          WHERE "id" = ${message.id}::uuid`;
        result.retried++;
      }
      console.warn(`[email] delivery of ${message.id} failed (attempt ${attempts}, ${outcome.status})`);
    }
  }
  return result;
}

/** RFC 2369 and RFC 8058: mail clients offer their own "unsubscribe" button, which POSTs to our endpoint. */
function unsubscribeHeaders(values: unknown): Record<string, string> {
  const url = safeUrl((values as { oneClickUnsubscribeUrl?: string } | null)?.oneClickUnsubscribeUrl);
  return url ? { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {};
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    return typeof code === "string" ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}
