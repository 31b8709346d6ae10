import "server-only";
import type { Prisma } from "@/lib/db/generated/client";

/** What every event handler receives: the transaction that also records the event id. */
export type WebhookContext = {
  tx: Prisma.TransactionClient;
  eventId: string;
  /** Stripe's creation time of the event: the order in which states are applied. */
  createdAt: Date;
  /** event.data.object, still unparsed: each handler parses the fields it reads. */
  object: unknown;
};

export type WebhookHandler = (context: WebhookContext) => Promise<void>;
