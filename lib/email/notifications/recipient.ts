import "server-only";
import type { Prisma } from "@/lib/db/generated/client";

/** Who gets a notification, in which language (a locale id of the interface; others become German). */
export type Recipient = { email: string; name?: string | null; locale: string };

/** Any transaction client (or the client itself): notifications are written with the action's transaction. */
export type OutboxTx = Pick<Prisma.TransactionClient, "emailMessage">;
