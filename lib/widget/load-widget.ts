// The reviews widget's data and its rendered document, cached in Next's data cache per profile and
// language like the seal (lib/seal/load-seal.ts): tagged as the profile's page (lib/cache/page-tags.ts),
// so whatever expires that page (a review published or hidden, a consultant's comment, a profile or
// company saved, a member joining or leaving, every job run) expires the widget too.
import "server-only";
import { unstable_cache } from "next/cache";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { config } from "@/lib/config";
import { consultantSlug, formattedName } from "@/lib/consultants/format";
import { mergedInto } from "@/lib/consultants/merge-consultants";
import { profileDisplay, shownFigures } from "@/lib/consultants/profile-display";
import { companySlug } from "@/lib/companies/list-public-companies";
import { earnsCheckMark } from "@/lib/evaluations/evidence";
import { countedWhere, evaluationCardSelect, toPublicEvaluation } from "@/lib/evaluations/public-evaluation";
import { reviewOrderBy } from "@/lib/evaluations/review-query";
import type { Locale } from "@/lib/i18n/locales";
import { absoluteUrl } from "@/lib/seo/alternates";
import { ALL_PUBLIC_PAGES, companyPageTag, consultantPageTag, PUBLIC_PAGE_SECONDS } from "@/lib/cache/page-tags";
import { renderWidget, WIDGET_EVIDENCE_ROWS, type WidgetData, type WidgetEvidenceRow } from "./render-widget";
import { widgetTexts } from "./widget-texts";

export type WidgetOwner = { kind: "consultant" | "company"; id: number };

export type LoadedWidget =
  | { status: "found"; html: string }
  /** Merged into another profile by an administrator: the embedded address follows it. */
  | { status: "merged"; survivorId: number }
  /** Unknown, or a profile that is not reachable (disabled): lib/consultants/profile-display.ts. */
  | { status: "missing" };

/** How many reviews the widget shows. */
const WIDGET_REVIEWS = 3;

const reviewSelect = {
  ...evaluationCardSelect,
  consultant: { select: { title: true, givenName: true, familyName: true } },
} satisfies Prisma.EvaluationSelect;

type Owned = { name: string; path: string; figures: { average: number; count: number } | null; where: Prisma.EvaluationWhereInput };

async function loadOwned(owner: WidgetOwner): Promise<Owned | Exclude<LoadedWidget, { status: "found" }>> {
  if (owner.kind === "consultant") {
    const c = await db().consultant.findUnique({
      where: { id: owner.id },
      select: { id: true, state: true, title: true, givenName: true, familyName: true, ratingAverage: true, ratingCount: true },
    });
    if (!c) {
      const survivorId = await mergedInto(db(), owner.id);
      return survivorId === null ? { status: "missing" } : { status: "merged", survivorId };
    }
    // The page's rule (lib/consultants/profile-display.ts): no widget where there is no page, no figures where the page shows none.
    if (!profileDisplay(c.state).reachable) return { status: "missing" };
    return {
      name: formattedName(c),
      path: `/consultants/${consultantSlug(c)}`,
      figures: shownFigures(c.state, c.ratingAverage, c.ratingCount),
      where: { ...countedWhere, consultantId: c.id },
    };
  }
  const company = await db().company.findUnique({ where: { id: owner.id }, select: { id: true, name: true, ratingAverage: true, ratingCount: true } });
  if (!company) return { status: "missing" };
  return {
    name: company.name,
    path: `/companies/${companySlug(company)}`,
    figures: { average: Number(company.ratingAverage), count: company.ratingCount },
    // What the company's figures count (lib/consultants/aggregates.ts): members whose own figures are public.
    where: { AND: [countedWhere, { consultant: { companyId: company.id, companyLinkState: { in: ["accepted", "administrator"] } } }] },
  };
}

async function loadWidgetData(owner: WidgetOwner, locale: Locale): Promise<WidgetData | Exclude<LoadedWidget, { status: "found" }>> {
  const owned = await loadOwned(owner);
  if ("status" in owned) return owned;
  const profileUrl = absoluteUrl(owned.path, locale, config().APP_URL);
  if (owned.figures === null || owned.figures.count === 0)
    return { name: owned.name, profileUrl, figures: owned.figures && { ...owned.figures, evidence: noEvidence() }, reviews: [] };
  const [groups, rows] = await Promise.all([
    db().evaluation.groupBy({ by: ["evidence"], where: owned.where, _count: { _all: true } }),
    db().evaluation.findMany({ where: owned.where, orderBy: reviewOrderBy("newest"), take: WIDGET_REVIEWS, select: reviewSelect }),
  ]);
  const evidence = noEvidence();
  for (const g of groups) evidence[earnsCheckMark(g.evidence) ? "platformChecked" : (g.evidence as WidgetEvidenceRow)] += g._count._all;
  return {
    name: owned.name,
    profileUrl,
    figures: { ...owned.figures, evidence },
    reviews: rows.map((row) => {
      const review = toPublicEvaluation(row, locale);
      return {
        displayName: review.displayName,
        date: review.dateOfCreation,
        rating: review.overallRating,
        evidence: review.evidence,
        comment: review.comment,
        disputedSince: review.disputedSince,
        about: owner.kind === "company" ? formattedName(row.consultant) : null,
      };
    }),
  };
}

const noEvidence = () => Object.fromEntries(WIDGET_EVIDENCE_ROWS.map((row) => [row, 0])) as Record<WidgetEvidenceRow, number>;

/** The widget's document for the profile in `locale`, from the cache. */
export async function loadWidget(owner: WidgetOwner, locale: Locale): Promise<LoadedWidget> {
  const tags = [owner.kind === "consultant" ? consultantPageTag(owner.id) : companyPageTag(owner.id), ALL_PUBLIC_PAGES];
  return unstable_cache(
    async (): Promise<LoadedWidget> => {
      const data = await loadWidgetData(owner, locale);
      if ("status" in data) return data;
      return { status: "found", html: renderWidget(data, locale, widgetTexts(locale)) };
    },
    ["reviews-widget", owner.kind, String(owner.id), locale],
    { tags, revalidate: PUBLIC_PAGE_SECONDS },
  )();
}
