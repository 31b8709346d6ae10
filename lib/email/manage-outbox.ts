// The e-mail outbox for administrators (docs/product-rules.md#contact-messages-and-e-mail: without SMTP messages stay in the outbox and are
// shown here, never lost). A failed message can be sent again: it becomes due now; its attempt count
// is kept so that the back-off history stays visible.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors";
import type { Page } from "@/lib/http/pagination";
import { assertPlatformAdmin } from "@/lib/auth/platform-admin";

export const OUTBOX_PAGE_SIZE = 25;

/** What the queued mail says, for the administrator's preview (the template's values, never sent to anyone else). */
export type OutboxPreview = {
  headline: string | null;
  text: string | null;
  closingText: string | null;
  callToActionLabel: string | null;
  callToActionUrl: string | null;
};

export type OutboxRow = {
  id: string;
  locale: string;
  preview: OutboxPreview;
  recipientEmail: string;
  recipientName: string | null;
  subject: string | null;
  purpose: string;
  status: "pending" | "sent" | "failed" | "held";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
  sentAt: Date | null;
};

export async function listOutbox(actor: Actor, page: number): Promise<Page<OutboxRow>> {
  assertPlatformAdmin(actor);
  const [rows, total] = await db().$transaction([
    db().emailMessage.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * OUTBOX_PAGE_SIZE,
      take: OUTBOX_PAGE_SIZE,
      select: {
        id: true,
        locale: true,
        recipientEmail: true,
        recipientName: true,
        values: true,
        purpose: true,
        status: true,
        attempts: true,
        lastError: true,
        nextAttemptAt: true,
        createdAt: true,
        sentAt: true,
      },
    }),
    db().emailMessage.count(),
  ]);
  return {
    items: rows.map(({ values, ...r }) => {
      const v = values && typeof values === "object" && !Array.isArray(values) ? (values as Record<string, unknown>) : {};
      const text = (key: string) => (typeof v[key] === "string" ? (v[key] as string) : null);
      return {
        ...r,
        subject: text("subject"),
        preview: {
          headline: text("headline"),
          text: text("text"),
          closingText: text("closingText"),
          callToActionLabel: text("callToActionLabel"),
          callToActionUrl: text("callToActionUrl"),
        },
      };
    }),
    total,
    page,
    pageSize: OUTBOX_PAGE_SIZE,
  };
}

export async function retryEmail(actor: Actor, id: string): Promise<void> {
  assertPlatformAdmin(actor);
  const { count } = await db().emailMessage.updateMany({
    where: { id, status: "failed" },
    data: { status: "pending", nextAttemptAt: new Date(), lockedUntil: null },
  });
  if (count === 1) return;
  const exists = await db().emailMessage.findUnique({ where: { id }, select: { id: true } });
  if (!exists) throw notFound("e-mail");
  throw new AppError("conflict", "Only failed e-mails can be sent again.");
}
