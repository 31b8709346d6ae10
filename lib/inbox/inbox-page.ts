// The lead inbox's pages (/account/inbox and /account/inbox/{id}, docs/product-rules.md#lead-inbox): what they show,
// with the rules applied, so that the pages only render.
import "server-only";
import type { UserActor } from "@/lib/auth/actor";
import { nullIfNotFound } from "@/lib/errors";
import { optionalInboxScope } from "./access";
import { getConversation, type ConversationDetail } from "./get-conversation";
import { listConversations, type ConversationList } from "./list-conversations";
import { inboxQuerySchema, type InboxQuery } from "./schema";

export type InboxPage =
  /** Neither a consultant profile nor a company to administer: nothing to read yet. */
  | { kind: "noInbox" }
  | {
      kind: "inbox";
      query: InboxQuery;
      list: ConversationList;
      /** Both the consultant's own and the company's conversations are listed: each names whom it was sent to. */
      showOwner: boolean;
    };

export async function loadInboxPage(actor: UserActor, searchParams: { page?: string; filter?: string }): Promise<InboxPage> {
  if (!optionalInboxScope(actor)) return { kind: "noInbox" };
  // A made-up page or filter in the address shows the first page of everything.
  const parsed = inboxQuerySchema.safeParse({ page: searchParams.page, filter: searchParams.filter });
  const query = parsed.success ? parsed.data : { page: 1, filter: "all" as const };
  return {
    kind: "inbox",
    query,
    list: await listConversations(actor, query),
    showOwner: actor.consultantId !== null && actor.administeredCompanyId !== null,
  };
}

export type ConversationPage = ConversationDetail & { answers: number };

/** One conversation (opening it marks it read), or null: not the caller's, or no inbox at all, reads as not there. */
export async function loadConversationPage(actor: UserActor, id: number | null): Promise<ConversationPage | null> {
  if (id === null) return null;
  const conversation = await nullIfNotFound(getConversation(actor, id));
  return conversation && { ...conversation, answers: conversation.messages.filter((m) => m.direction === "sent").length };
}
