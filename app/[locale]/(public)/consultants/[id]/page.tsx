import { buttonClass } from "@/components/ui/button";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations, setRequestLocale } from "next-intl/server";
import { dialogIntl } from "@/components/forms/dialog-intl";
import { ReportButton } from "@/components/moderation/report-button";
import { Avatar } from "@/components/public/avatar";
import { EvaluationList } from "@/components/public/evaluation-list";
import { JsonLd } from "@/components/public/json-ld";
import { ProfileContact, ProfileHeader, profileMetadata } from "@/components/public/profile-page";
import { formatRating } from "@/lib/format";
import { Stars } from "@/components/ui/stars";
import { ShowMoreEvaluations } from "@/components/public/show-more-evaluations";
import { showMoreLabels } from "@/components/public/show-more-labels";
import { loadMoreEvaluations } from "./actions";
import { TrustStatement } from "@/components/public/trust-statement";
import { ReviewLegend } from "@/components/public/review-legend";
import { FairnessRecord } from "@/components/public/fairness-record";
import { RatingDistribution } from "@/components/public/rating-distribution";
import { ReviewFilters } from "@/components/public/review-filters";
import { RegisterBadges } from "@/components/public/register-badges";
import { Link, permanentRedirect, redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { idSlug } from "@/lib/seo/id-slug";
import { loadConsultantProfilePage } from "@/lib/public-pages/consultant-profile-page";
import { youTubeEmbedUrl } from "@/lib/profile-links/youtube";
import { ConsentFrame } from "@/components/public/consent-frame";
import { InsightBeacon } from "@/components/public/insight-beacon";
import { localize } from "@/lib/i18n/localize";

type Props = { params: Promise<{ locale: Locale; id: string }> };

// Served from the page cache and rendered again at most once a minute, or at once after a change
// made through the product (lib/cache/invalidate.ts; page-tags.ts: PUBLIC_PAGE_SECONDS, the same 60 seconds).
// No page is rendered at build time: every consultant's page is rendered on its first visit.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const data = await loadConsultantProfilePage(id, locale);
  if (data.kind !== "found") return {};
  const c = data.consultant;
  return profileMetadata({
    locale,
    namespace: "consultantPage",
    path: `/consultants/${c.slug}`,
    name: c.formattedName,
    city: c.city,
    introduction: c.introduction,
    image: c.photoUrl,
    count: c.ratingCount,
    type: "profile",
  });
}

// Renders what lib/public-pages/consultant-profile-page.ts decided the profile shows.
export default async function ConsultantPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const data = await loadConsultantProfilePage(id, locale);
  if (data.kind === "disabled") redirect({ href: "/", locale });
  if (data.kind === "merged") permanentRedirect({ href: `/consultants/${data.survivorSlug}`, locale });
  if (data.kind !== "found") notFound();
  const { consultant: c, display, figures, topicNames, evaluations, hiddenNotices, distribution, fairness, responseTime, contact, videoId, booking } = data;
  const t = await getTranslations("consultantPage");
  const tn = await getTranslations("moderation.notice");
  const intlLocale = await getLocale();
  const unclaimed = display.claimable;
  const languageNames = new Intl.DisplayNames([locale], { type: "language" });

  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <JsonLd data={data.jsonLd} />
      {/* The page stays cached: its views and contact clicks reach the insights through this beacon (issue 32). */}
      <InsightBeacon consultantId={c.id} clicks />
      <ProfileHeader
        picture={<Avatar src={c.photoUrl} alt={t("photoAlt", { name: c.formattedName })} className="mx-auto shrink-0 sm:mx-0" priority />}
        name={c.formattedName}
        rating={figures}
        actions={
          <>
            {display.figures ? (
              <Link href={`/consultants/${c.id}/questionnaire`} className={buttonClass({ size: "lg" })}>
                {t("rate")}
              </Link>
            ) : null}
            <a href="#contact" className={buttonClass({ variant: "secondary", size: "lg" })}>
              {t("contactNow")}
            </a>
          </>
        }
      >
        {c.company ? (
          <p className="mt-1 text-muted">
            <Link href={`/companies/${idSlug(c.company.id, c.company.name)}`} className="font-medium text-brand-700 hover:underline">
              {c.company.name}
            </Link>
          </p>
        ) : null}
        <p className="mt-1 text-muted">
          {c.postalCode} {c.city}
        </p>
        {responseTime ? (
          <p
            className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700"
            data-testid="response-time"
          >
            <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6">
              <circle cx="8" cy="8" r="6.5" />
              <path d="M8 4.5V8l2.5 1.5" strokeLinecap="round" />
            </svg>
            {t(responseTime === "day" ? "responseDay" : "responseWeek")}
          </p>
        ) : null}
      </ProfileHeader>
      <RegisterBadges registrations={c.registrations} />

      {unclaimed ? (
        <section aria-labelledby="unclaimed-title" className="mt-8 rounded-xl border border-accent/40 bg-amber-50 p-6">
          <h2 id="unclaimed-title" className="text-lg font-semibold text-ink">
            {t("unclaimedTitle")}
          </h2>
          <p className="mt-2 text-muted">{t("unclaimedText", { name: c.formattedName })}</p>
          <Link href={{ pathname: "/account/create", query: { consultantId: String(c.id) } }} className={buttonClass({ size: "lg", className: "mt-4" })}>
            {t("thisIsMe")}
          </Link>
        </section>
      ) : (
        <>
          <nav aria-label={t("tabsLabel")} className="mt-8 border-b border-brand-100">
            <ul className="flex gap-6">
              <li>
                <a href="#ratings" className="inline-block border-b-2 border-brand-600 pb-2 font-semibold text-brand-700">
                  {t("tabRatings")}
                </a>
              </li>
              <li>
                <a href="#details" className="inline-block border-b-2 border-transparent pb-2 font-semibold text-muted hover:text-brand-700">
                  {t("tabDetails")}
                </a>
              </li>
            </ul>
          </nav>
          <div className="mt-8 grid gap-8 lg:grid-cols-3">
            <section id="ratings" aria-labelledby="ratings-title" className="scroll-mt-24 lg:col-span-2">
              <h2 id="ratings-title" className="text-xl font-semibold text-ink">
                {t("tabRatings")}
              </h2>
              {c.averageRatings.length > 0 ? (
                <dl className="rating-rows tile mt-4 p-5">
                  {c.averageRatings.map((a) => (
                    <div key={a.ratingCategoryId}>
                      <dt>{localize(a.ratingCategoryName, locale) || a.ratingCategory}</dt>
                      <dd>
                        <Stars
                          value={a.value}
                          label={t("ratingLabel", { value: formatRating(a.value, intlLocale) })}
                          display={formatRating(a.value, intlLocale)}
                        />
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              <div className="mt-4">{distribution ? <RatingDistribution slug={c.slug} distribution={distribution} /> : null}</div>
              {hiddenNotices.map((h) => (
                <p key={h.reason ?? ""} className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-muted">
                  {h.reason ? t("hiddenNotice", { count: h.count, reason: h.reason }) : t("hiddenNoticeNoReason", { count: h.count })}
                </p>
              ))}
              <div className="mt-4">
                {evaluations.items.length === 0 ? <p className="text-muted">{t("noEvaluations")}</p> : <EvaluationList items={evaluations.items} />}
              </div>
              {evaluations.total > evaluations.items.length ? (
                <ShowMoreEvaluations
                  consultantId={c.id}
                  remaining={evaluations.total - evaluations.items.length}
                  loadMore={loadMoreEvaluations}
                  labels={await showMoreLabels()}
                />
              ) : null}
            </section>
            <div className="space-y-6">
              <ReviewLegend />
              {evaluations.total > 1 ? <ReviewFilters slug={c.slug} /> : null}
              {fairness ? <FairnessRecord record={fairness} /> : null}
              <TrustStatement />
              <ReportButton target={{ subject: "profile", consultantId: c.id }} label={tn("reportProfile")} intl={await dialogIntl("moderation.notice")} />
            </div>
          </div>
          <section id="details" aria-labelledby="details-title" className="mt-12 scroll-mt-24">
            <h2 id="details-title" className="text-xl font-semibold text-ink">
              {t("tabDetails")}
            </h2>
            <div className="mt-4 grid gap-6 md:grid-cols-2">
              {c.introduction ? (
                <div className="md:col-span-2">
                  <h3 className="font-semibold text-ink">{t("introduction")}</h3>
                  <p className="mt-2 whitespace-pre-line text-muted">{c.introduction}</p>
                </div>
              ) : null}
              {topicNames.length > 0 ? <ChipList title={t("topics")} items={topicNames} /> : null}
              {c.languages.length > 0 ? <ChipList title={t("languages")} items={c.languages.map((l) => languageNames.of(l) ?? l)} /> : null}
              {c.qualifications.length > 0 ? <ChipList title={t("qualifications")} items={c.qualifications} /> : null}
              {c.tags.length > 0 ? <ChipList title={t("tags")} items={c.tags.map((tag) => `#${tag}`)} /> : null}
            </div>
            {videoId ? (
              <div className="mt-8">
                <h3 className="font-semibold text-ink">{t("video")}</h3>
                <div className="mt-3 aspect-video w-full max-w-3xl overflow-hidden rounded-xl bg-ink">
                  <ConsentFrame
                    src={youTubeEmbedUrl(videoId)}
                    title={t("videoTitle", { name: c.formattedName })}
                    className="h-full w-full"
                    allow="encrypted-media; picture-in-picture"
                    allowFullScreen
                    notice={t("frameNotice", { provider: "YouTube" })}
                    load={t("loadVideo", { provider: "YouTube" })}
                  />
                </div>
              </div>
            ) : null}
          </section>
        </>
      )}

      {unclaimed ? (
        <div className="mt-8">
          <TrustStatement />
        </div>
      ) : null}

      {booking ? (
        <section aria-labelledby="booking-title" className="mt-12" data-insight="bookingClick">
          <h2 id="booking-title" className="text-xl font-semibold text-ink">
            {t("bookingTitle")}
          </h2>
          <ConsentFrame
            src={booking}
            title={t("bookingFrameTitle", { name: c.formattedName })}
            className="mt-4 h-[640px] w-full tile"
            notice={t("frameNotice", { provider: new URL(booking).hostname })}
            load={t("loadBooking", { provider: new URL(booking).hostname })}
          />
        </section>
      ) : null}

      <ProfileContact
        title={t("contactTitle")}
        address={
          <>
            {/* The projection leaves the street out of an unclaimed profile (lib/consultants/consultant-view.ts). */}
            {c.streetName ? (
              <>
                {c.streetName} {c.streetNumber}
                <br />
              </>
            ) : null}
            {c.postalCode} {c.city}
          </>
        }
        phone={contact.phone}
        email={contact.email}
        website={contact.website}
        social={contact.social}
        target={{ purpose: "contactConsultant", consultantId: c.id, name: c.formattedName }}
      />
    </article>
  );
}

function ChipList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3 className="font-semibold text-ink">{title}</h3>
      {/* The items' look is set once on the list (`*:`), as on the cards' tags. */}
      <ul className="mt-2 flex flex-wrap gap-2 *:rounded-full *:bg-brand-50 *:px-3 *:py-1 *:text-sm *:text-brand-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
