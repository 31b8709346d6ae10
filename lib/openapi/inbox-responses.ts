// What the lead inbox's routes answer (docs/product-rules.md#lead-inbox), for the OpenAPI document.
import { z } from "zod";

const int = z.number().int();
const dateTime = z.iso.datetime();

const owner = z.object({ kind: z.enum(["consultant", "company"]), id: int, name: z.string() });

/** lib/inbox/list-conversations.ts ConversationList. */
export const conversationListResponse = z.object({
  items: z.array(
    z.object({
      id: int,
      owner,
      senderName: z.string(),
      excerpt: z.string(),
      receivedAt: dateTime,
      lastMessageAt: dateTime,
      unread: z.boolean(),
      answeredAt: dateTime.nullable(),
    }),
  ),
  total: int,
  unread: int,
  page: int,
  pageSize: int,
});

/** lib/inbox/get-conversation.ts ConversationDetail. */
export const conversationResponse = z.object({
  id: int,
  owner,
  senderName: z.string(),
  senderEmail: z.string(),
  locale: z.string(),
  receivedAt: dateTime,
  readAt: dateTime.nullable(),
  answeredAt: dateTime.nullable(),
  canAnswer: z.boolean(),
  messages: z.array(z.object({ id: int, direction: z.enum(["received", "sent"]), text: z.string(), authorName: z.string().nullable(), createdAt: dateTime })),
});

export const conversationAnsweredResponse = z.object({ id: int, answeredAt: dateTime.nullable() });
export const conversationReplyResponse = z.object({ id: int, messageId: int, answeredAt: dateTime, emailId: z.uuid() });
