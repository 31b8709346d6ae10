// The account's profile page (/account/profile, docs/product-rules.md#account-pages): everything it shows, loaded
// once per request on the server with the rules applied, so that the page only renders. What a profile in its
// state gets: none yet or unclaimed → the registration; disabled → only the notice; active → every tab.
// The insights tab streams after the rest (loadInsights): the peers' median is the slowest query of all.
import "server-only";
import { cache } from "react";
import type { UserActor } from "@/lib/auth/actor";
import { getEntitlements } from "@/lib/billing/entitlements";
import { listPlans, type Plan } from "@/lib/billing/plans";
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
import { betaEndingNotice } from "./beta-notice";
import { getContactEmailStatus, type ContactEmailStatus } from "./contact-email-status";
import { isProfileTab, type ProfileTab } from "./profile-schema";
import { config } from "@/lib/config";
import { localizedPath } from "@/lib/i18n/localized-path";
import { locales, type Locale } from "@/lib/i18n/routing";
import { listInvitations, type InvitationList } from "@/lib/invitations/list-invitations";
import { sealAlt } from "@/lib/seal/load-seal";

export type ProfileSearchParams = { tab?: string; start?: string; end?: string; page?: string; pageSize?: string; sort?: string; figure?: string };

const loadOwnConsultant = cache(async (actor: UserActor) => {
  if (actor.consultantId === null) return null;
  const view = await getConsultant(actor, actor.consultantId);
  return view.view === "full" ? view : null;
});

async function loadDashboard(actor: UserActor, consultantId: number, sp: ProfileSearchParams, locale: string) {
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

type OwnConsultant = NonNullable<Awaited<ReturnType<typeof loadOwnConsultant>>>;
type Dashboard = Awaited<ReturnType<typeof loadDashboard>>;

export type AccountProfilePage =
  | { kind: "register" }
  | { kind: "disabled"; consultantId: number }
  | {
      kind: "active";
      consultant: OwnConsultant;
      tab: ProfileTab;
      dashboard: Dashboard;
      plans: Plan[];
      contactEmail: ContactEmailStatus;
      invitations: InvitationList;
      /** The beta phase's end, shown to platform administrators while the phase lasts (lib/account/beta-notice.ts). */
      beta: { endsOn: string } | null;
      /** The common rating link, in the page's language. */
      ratingUrl: string;
      appUrl: string;
      /** The rating seal's alt text in every language (the snippet a consultant copies names their profile). */
      sealAlts: Record<Locale, string>;
    };

export async function loadAccountProfilePage(actor: UserActor, sp: ProfileSearchParams, locale: Locale, now = new Date()): Promise<AccountProfilePage> {
  const consultant = await loadOwnConsultant(actor);
  if (!consultant || consultant.state === "unclaimed") return { kind: "register" };
  if (consultant.state === "disabled") return { kind: "disabled", consultantId: consultant.id };
  const [dashboard, plans, contactEmail, invitations] = await Promise.all([
    loadDashboard(actor, consultant.id, sp, locale),
    listPlans(),
    getContactEmailStatus(actor, { kind: "consultant", id: consultant.id }),
    listInvitations(actor),
  ]);
  const { APP_URL, BETA_START, BETA_END } = config();
  const name = [consultant.title, consultant.givenName, consultant.familyName].filter(Boolean).join(" ");
  return {
    kind: "active",
    consultant,
    tab: isProfileTab(sp.tab) ? sp.tab : "dashboard",
    dashboard,
    plans,
    contactEmail,
    invitations,
    beta: betaEndingNotice({ start: BETA_START, end: BETA_END }, now, actor.isPlatformAdmin),
    ratingUrl: `${APP_URL}${localizedPath(`/consultants/${consultant.id}/questionnaire`, locale)}`,
    appUrl: APP_URL,
    sealAlts: Object.fromEntries(locales.map((l) => [l, sealAlt(name, l)])) as Record<Locale, string>,
  };
}

/** The insights tab: the dashboard's period, the figure the chart shows, and the figures where the plan includes them. */
export async function loadInsights(actor: UserActor, consultantId: number, sp: ProfileSearchParams, dashboard: Dashboard) {
  const { start, end, invalidPeriod } = dashboard.query;
  return {
    query: { start, end, invalidPeriod, figure: isInsightKind(sp.figure) ? sp.figure : ("profileView" as const) },
    insights: dashboard.entitlements.statistics ? await getInsights(actor, consultantId, { start, end }) : null,
    entitlements: dashboard.entitlements,
  };
}
