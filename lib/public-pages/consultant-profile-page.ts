// Everything a consultant's public page shows, with the product's rules already applied: what a profile of
// its state shows (lib/consultants/profile-display.ts), the lists, the booking widget, the JSON-LD. The page
// (app/[locale]/(public)/consultants/[id]/page.tsx) and its generateMetadata only render what this returns,
// and share one load per request (React cache). It also tags the cached page (lib/cache/page-tags.ts).
import "server-only";
import { cache } from "react";
import { getTranslations } from "next-intl/server";
import { tagConsultantPage } from "@/lib/cache/page-tags";
import { config } from "@/lib/config";
import type { Locale } from "@/lib/i18n/routing";
import { loadConsultantPage } from "@/lib/consultants/load-consultant-page";
import { profileDisplay, type ProfileDisplay } from "@/lib/consultants/profile-display";
import type { PublicConsultant } from "@/lib/consultants/consultant-view";
import { fairnessRecord, type FairnessRecord } from "@/lib/evaluations/fairness-record";
import { hiddenEvaluationNotices, type HiddenNotice } from "@/lib/evaluations/hidden-evaluation-notices";
import { EVALUATIONS_STEP, listPublicEvaluations, type PublicEvaluation } from "@/lib/evaluations/public-evaluation";
import { ratingDistribution, type RatingDistribution } from "@/lib/evaluations/rating-distribution";
import { consultantResponseTime } from "@/lib/inbox/response-time";
import { bookingWidgetUrl } from "@/lib/profile-links/booking-widget";
import { normalizeWebsite } from "@/lib/profile-links/website";
import { parseYouTubeId } from "@/lib/profile-links/youtube";
import { consultantJsonLd } from "@/lib/seo/consultant-json-ld";
import { parseIdSlug } from "@/lib/seo/id-slug";
import { listTopicOptions } from "@/lib/topics/topic-options";

export type ConsultantProfilePage =
  | {
      kind: "found";
      consultant: PublicConsultant;
      display: ProfileDisplay;
      /** The rating shown in the header; null when the profile shows no figures (not "0 ratings"). */
      figures: { average: number; count: number } | null;
      topicNames: string[];
      /** Empty, with no notices, distribution or fairness record, where the profile shows no figures. */
      evaluations: { items: PublicEvaluation[]; total: number };
      hiddenNotices: HiddenNotice[];
      distribution: RatingDistribution | null;
      fairness: FairnessRecord | null;
      /** Only where the owner's details are public. */
      responseTime: Awaited<ReturnType<typeof consultantResponseTime>>;
      contact: { phone: string | null; email: string | null; website: string | null; social: PublicConsultant | null };
      videoId: string | null;
      booking: string | null;
      jsonLd: ReturnType<typeof consultantJsonLd>;
    }
  /** Switched off: the page redirects home. */
  | { kind: "disabled" }
  /** Merged into another profile by an administrator: its address redirects there for good. */
  | { kind: "merged"; survivorSlug: string }
  | { kind: "missing" };

export const loadConsultantProfilePage = cache(async (idParam: string, locale: Locale): Promise<ConsultantProfilePage> => {
  const id = parseIdSlug(idParam);
  if (id === null) return { kind: "missing" };
  // Every outcome is cached, the redirect of a disabled profile and the 404 of an unknown id too,
  // so each carries the consultant's tags and expires with a change of that profile.
  await tagConsultantPage(id);
  // The lists need only the id: asked together with the profile, so a first render waits for one
  // round of queries instead of two (what the profile does not show is dropped below).
  const lists = Promise.all([
    listTopicOptions(locale),
    listPublicEvaluations(id, { page: 1, pageSize: EVALUATIONS_STEP, locale }),
    hiddenEvaluationNotices(id),
    ratingDistribution(id),
    fairnessRecord(id),
    // Part of the cached page: the first answer of a conversation expires it (lib/inbox/reply-to-conversation.ts).
    consultantResponseTime(id),
  ]);
  // A profile that is not found leaves the promise unawaited: its failure must not become an unhandled rejection.
  lists.catch(() => {});
  const data = await loadConsultantPage(id);
  if (data.kind !== "found") return data;
  const c = data.consultant;
  // A member's page shows the company's name and link: it expires with the company too.
  if (c.company) await tagConsultantPage(id, c.company.id);

  const [topics, evaluations, hiddenNotices, distribution, fairness, responseTime] = await lists;
  const display = profileDisplay(c.state);
  const topicNames = topics.filter((topic) => c.consultingTopicIds.includes(topic.id)).map((topic) => topic.name);
  const shown = display.figures ? evaluations : { items: [], total: 0 };
  const appUrl = config().APP_URL;
  const vouching = await getTranslations({ locale, namespace: "vouching" });
  return {
    kind: "found",
    consultant: c,
    display,
    // The projection already left out what this profile does not show: a null average means no figures.
    figures: c.ratingAverage === null ? null : { average: c.ratingAverage, count: c.ratingCount },
    topicNames,
    evaluations: shown,
    hiddenNotices: display.figures ? hiddenNotices : [],
    distribution: display.figures && distribution.total > 0 ? distribution : null,
    fairness: display.figures ? fairness : null,
    responseTime: display.details ? responseTime : null,
    contact: display.details
      ? { phone: c.phoneCellular, email: c.publicEmail, website: normalizeWebsite(c.websiteUrl), social: c }
      : { phone: null, email: null, website: null, social: null },
    videoId: display.details ? parseYouTubeId(c.youTubeUrl) : null,
    booking: bookingWidgetUrl(config().BOOKING_WIDGET_URL, c.booking),
    jsonLd: consultantJsonLd(c, { topicNames, evaluations: shown.items, locale, appUrl, vouching }),
  };
});
