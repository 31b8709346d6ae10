// Everything the moderation queue (app/[locale]/administration/evaluations/page.tsx) shows: the filters that
// apply (read from the URL; one that does not parse is no filter), the page of evaluations with the
// decisions each state allows, the held count and the neighbouring pages.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { OVERDUE_HOLD_DAYS } from "@/lib/moderation-decisions/deadlines";
import { listEvaluationsForModeration, type ModerationRow } from "@/lib/moderation/moderate-evaluation";
import { moderationQuerySchema, type ModerationQuery } from "@/lib/moderation/moderate-evaluation-schema";

/** The decisions offered on a row; moderateEvaluation decides again when one is sent. */
export type AllowedDecisions = { release: boolean; publishNow: boolean; verify: boolean; hide: boolean };

export type EvaluationsPage = {
  query: ModerationQuery;
  items: (ModerationRow & { can: AllowedDecisions })[];
  total: number;
  /** The total stopped counting at the cap: the page says "more than". */
  totalCapped: boolean;
  heldCount: number;
  page: number;
  lastPage: number;
  previousPage: number | null;
  nextPage: number | null;
  overdueDays: number;
};

/** `searchParams` as the page received them. */
export async function loadEvaluationsPage(actor: Actor, searchParams: Record<string, string | string[] | undefined>): Promise<EvaluationsPage> {
  const query = moderationQuerySchema.parse(searchParams);
  const result = await listEvaluationsForModeration(actor, query);
  const lastPage = Math.max(1, Math.ceil(result.total / result.pageSize));
  return {
    query,
    items: result.items.map((e) => ({ ...e, can: allowedDecisions(e) })),
    total: result.total,
    totalCapped: result.totalCapped,
    heldCount: result.heldCount,
    page: result.page,
    lastPage,
    previousPage: result.page > 1 ? result.page - 1 : null,
    nextPage: result.page < lastPage ? result.page + 1 : null,
    overdueDays: OVERDUE_HOLD_DAYS,
  };
}

// Only a hold is released; what waits (held or in review) may be published at once; an unconfirmed rating
// has no evidence to verify and is not public to hide; verifying twice or hiding twice changes nothing.
function allowedDecisions(e: ModerationRow): AllowedDecisions {
  return {
    release: e.state === "held",
    publishNow: e.state === "held" || e.state === "inReview",
    verify: !e.evidence.administrator && e.state !== "unconfirmed",
    hide: e.state !== "hidden" && e.state !== "unconfirmed",
  };
}
