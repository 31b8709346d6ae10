// The profile's response time (docs/product-rules.md#lead-inbox): the median time from a message to its first
// answer sent from the account, over the messages of the last 90 days, in one aggregate over the
// (consultantId, createdAt) index. Answers are what the product saw leave; a mark "answered" is the consultant's
// word and does not count. A message still waiting counts with the time it has waited so far, so unanswered
// messages pull the median up instead of vanishing from it. Read while the profile page renders, so it is part
// of the cached page; the first answer of a conversation expires that page (lib/inbox/reply-to-conversation.ts).
import "server-only";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { RESPONSE_WINDOW_DAYS } from "./limits";
import { responseTimeBadge, type ResponseTimeBadge } from "./response-time-badge";

export async function consultantResponseTime(consultantId: number, options: ServiceContext = {}): Promise<ResponseTimeBadge | null> {
  const { db, now } = resolveContext(options);
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 86_400_000);
  const rows = await db.$queryRaw<{ messages: number; median: number | null }[]>`
    SELECT count(*)::int AS "messages",
           percentile_cont(0.5) WITHIN GROUP (
             ORDER BY EXTRACT(EPOCH FROM (COALESCE("firstAnswerAt", ${now}) - "createdAt"))
           )::float8 AS "median"
    FROM "Conversation"
    WHERE "consultantId" = ${consultantId} AND "createdAt" > ${since} AND "createdAt" <= ${now}`;
  const row = rows[0];
  return row ? responseTimeBadge(row.messages, row.median) : null;
}
