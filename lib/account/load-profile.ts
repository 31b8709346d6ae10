// Everything the profile page reads, loaded once per request on the server.
import "server-only";
import { cache } from "react";
import type { UserActor } from "@/lib/auth/actor";
import { getEntitlements } from "@/lib/billing/entitlements";
import { listPlans } from "@/lib/billing/plans";
import { db } from "@/lib/db/client";
import { getConsultant } from "@/lib/consultants/get-consultant";
import { statsQuerySchema } from "@/lib/consultants/schema";
import { listEvaluations, type OwnerEvaluation } from "@/lib/evaluations/list-evaluations";
import type { PublicEvaluation } from "@/lib/evaluations/public-evaluation";
import { PAGE_SIZES } from "@/lib/evaluations/schema";
import { getConsultantStats } from "@/lib/stats/get-consultant-stats";
import { getInsights } from "@/lib/insights/get-insights";
import { isInsightKind } from "@/lib/insights/kinds";
import { listConsultingTopics } from "@/lib/topics/manage-consulting-topics";
import { parseSwissDate } from "@/lib/format";
import { periodFor } from "./period";
import { localize } from "@/lib/i18n/localize";
import { languageOptions, topicOptions } from "./registration-context";

export type ProfileSearchParams = { tab?: string; start?: string; end?: string; page?: string; pageSize?: string; sort?: string; figure?: string };

export const loadOwnConsultant = cache(async (actor: UserActor) => {
  if (actor.consultantId === null) return null;
  const view = await getConsultant(actor, actor.consultantId);
  return view.view === "full" ? view : null;
});

export async function loadDashboard(actor: UserActor, consultantId: number, sp: ProfileSearchParams, locale: string) {
  const fallback = periodFor("year", new Date());
  const start = sp.start ? parseSwissDate(sp.start) : null;
  const end = sp.end ? parseSwissDate(sp.end) : null;
  const requested = start && end ? statsQuerySchema.safeParse({ start, end }) : null;
  const invalidPeriod = (sp.start !== undefined || sp.end !== undefined) && !requested?.success;
  const range = requested?.success ? requested.data : fallback;
  const pageSize = (PAGE_SIZES as readonly number[]).includes(Number(sp.pageSize)) ? Number(sp.pageSize) : 4;
  const page = Math.max(1, Math.min(100_000, Number.parseInt(sp.page ?? "1", 10) || 1));
  const sort = sp.sort === "rating" ? ("rating" as const) : ("date" as const);

  const [row, topics, evaluations, categories] = await Promise.all([
    db().consultant.findUniqueOrThrow({
      where: { id: consultantId },
      select: { trialEndsAt: true, subscription: { select: { status: true, planId: true, currentPeriodEnd: true } } },
    }),
    listConsultingTopics(actor),
    listEvaluations(actor, { consultantId, page, pageSize, sort, scope: "owner", locale: ["de", "en", "fr", "it"].includes(locale) ? locale : "de" }),
    // The statistics name categories by key ("adviceQuality"); the bars show their names.
    db().ratingCategory.findMany({ select: { key: true, name: true } }),
  ]);
  const entitlements = getEntitlements(row, row.subscription, new Date());
  const stats = entitlements.statistics ? await getConsultantStats(actor, consultantId, range) : null;
  return {
    query: { ...range, page, pageSize, sort, invalidPeriod },
    stats,
    entitlements,
    subscription: row.subscription,
    // scope "owner" answers the owner shape; the guard only narrows the union type.
    evaluations: {
      items: (evaluations.items as (PublicEvaluation | OwnerEvaluation)[]).filter((e): e is OwnerEvaluation => "state" in e),
      total: evaluations.total,
      publishingPaused: "publishingPaused" in evaluations && evaluations.publishingPaused,
    },
    topicNames: Object.fromEntries(topics.map((t) => [t.key, localize(t.name, locale)])),
    categoryNames: Object.fromEntries(categories.map((c) => [c.key, localize(c.name, locale)])),
    topicOptions: topicOptions(topics, locale),
    languageOptions: languageOptions(locale),
  };
}

export { listPlans };

/** The insights tab: the dashboard's period, the figure the chart shows, and the figures where the plan includes them. */
export async function loadInsights(actor: UserActor, consultantId: number, sp: ProfileSearchParams, dashboard: Awaited<ReturnType<typeof loadDashboard>>) {
  const { start, end, invalidPeriod } = dashboard.query;
  return {
    query: { start, end, invalidPeriod, figure: isInsightKind(sp.figure) ? sp.figure : ("profileView" as const) },
    insights: dashboard.entitlements.statistics ? await getInsights(actor, consultantId, { start, end }) : null,
    entitlements: dashboard.entitlements,
  };
}
