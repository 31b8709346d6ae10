// The consultant's own conversations in their data export (GET /api/account/export): the visitors' names,
// addresses and messages as the consultant received them, and the answers. A company's conversations belong to
// the company and are not part of one administrator's export.
import "server-only";
import type { Db } from "@/lib/db/create-client";

export async function exportConversations(db: Db, consultantId: number) {
  return db.conversation.findMany({
    where: { consultantId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      senderName: true,
      senderEmail: true,
      locale: true,
      createdAt: true,
      readAt: true,
      answeredAt: true,
      messages: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { direction: true, text: true, authorName: true, createdAt: true } },
    },
  });
}
