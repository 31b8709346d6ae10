// The lead inbox's operations (docs/product-rules.md#lead-inbox), registered by lib/openapi/operations.ts.
import { z } from "zod";
import { answerSchema, inboxQuerySchema, markAnsweredSchema } from "@/lib/inbox/schema";
import type { Operation } from "./registry";

const int = z.number().int();
const dateTime = z.iso.datetime();
const id = z.object({ id: int.positive() });
const OWNER = "the consultant, and the company's administrators for its conversations";

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

export const inboxOperations: Operation[] = [
  {
    method: "get",
    path: "/api/conversation",
    tag: "inbox",
    summary:
      "The caller's contact conversations (their profile's, and their company's when they administer it), newest first, 20 a page; filter unread or open (not answered); with the number unread",
    access: OWNER,
    query: inboxQuerySchema,
    response: conversationListResponse,
  },
  {
    method: "get",
    path: "/api/conversation/{id}",
    tag: "inbox",
    summary:
      "One conversation: the visitor's name, address and message as they typed them, and the answers. Reading it marks it read; 404 for a conversation that is not the caller's",
    access: OWNER,
    params: id,
    response: conversationResponse,
  },
  {
    method: "put",
    path: "/api/conversation/{id}/answered",
    tag: "inbox",
    summary: "Mark the conversation answered (answered by phone or by mail) or take the mark back; the profile's response time counts only answers sent here",
    access: OWNER,
    params: id,
    body: markAnsweredSchema,
    response: conversationAnsweredResponse,
  },
  {
    method: "post",
    path: "/api/conversation/{id}/reply",
    tag: "inbox",
    summary:
      "Answer the visitor (up to 4000 characters): mailed to them in the language they wrote in, with the profile's public address as Reply-To; marks the conversation answered. At most 10 answers per conversation (409)",
    access: OWNER,
    params: id,
    body: answerSchema,
    success: { status: 201, description: "Queued: the answer is on its way" },
    response: conversationReplyResponse,
  },
];
