// A contact message through the public form becomes a conversation in the recipient's account
// (docs/product-rules.md#lead-inbox), inside the transaction that queues its e-mail (lib/inbox/email-requests.ts):
// both are written or neither. Only what the visitor typed is kept: no network address, no key of their address.
import "server-only";
import type { Prisma } from "@/lib/db/generated/client";

type Tx = Pick<Prisma.TransactionClient, "conversation">;

export type ConversationOwner = { kind: "consultant"; id: number } | { kind: "company"; id: number };

export type ReceivedMessage = { name: string; email: string; text: string; locale: string };

export async function recordConversation(tx: Tx, owner: ConversationOwner, message: ReceivedMessage): Promise<number> {
  const row = await tx.conversation.create({
    data: {
      ...(owner.kind === "consultant" ? { consultantId: owner.id } : { companyId: owner.id }),
      senderName: message.name,
      senderEmail: message.email,
      locale: message.locale,
      messages: { create: { direction: "received", text: message.text } },
    },
    select: { id: true },
  });
  return row.id;
}
