import { buttonClass } from "@/components/ui/button";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ResendConfirmation } from "@/components/evaluations/resend-confirmation";
import { ReviewCard } from "@/components/evaluations/review-card";
import { StarRating } from "@/components/evaluations/star-rating";
import { getPageActor } from "@/lib/auth/page-actor";
import type { ProtocolEntry } from "@/lib/evaluations/get-evaluation-summary";
import { loadEvaluationSummaryPage } from "@/lib/public-pages/evaluation-summary-page";
import { formatLongDate, formatRating } from "@/lib/format";
import { localizedPath } from "@/lib/i18n/localized-path";
import { Link, redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { figureWithUnit } from "@/lib/question-catalogue/unit";

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "evaluation.summary" });
  // Private to the customer: never indexed, and the edit token in the address never sent as Referer.
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function SummaryPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  // Renders what lib/public-pages/evaluation-summary-page.ts loaded for this visitor and link.
  const page = await loadEvaluationSummaryPage(await getPageActor(), id, locale, await searchParams);
  // Without the customer's token the answers stay private: the public page if there is one, else 404.
  if (page.kind === "public") redirect({ href: `/evaluation/${page.evaluationId}`, locale });
  if (page.kind !== "summary") notFound();
  const { summary, editToken, editHref, codeRejected } = page;
  const t = await getTranslations("evaluation.summary");
  const date = (iso: string) => formatLongDate(iso, locale);

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold text-ink">{t("thankYou")}</h1>
        <p className="mt-2 text-lg text-muted">{t("saved", { name: summary.consultant.name })}</p>
        {codeRejected ? (
          <p role="status" className="mt-4 rounded-lg border border-accent bg-amber-50 p-3 text-sm text-ink">
            {t("codeRejected")}
          </p>
        ) : null}
        {summary.confirmationPending ? (
          <section aria-labelledby="confirm-title" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-ink">
            <h2 id="confirm-title" className="font-semibold">
              {t("confirmTitle")}
            </h2>
            <p className="mt-1 text-sm">{t("confirmText", { deadline: date(summary.editDeadline) })}</p>
            {editToken ? (
              <ResendConfirmation
                evaluationId={summary.evaluation.id}
                editToken={editToken}
                labels={{ button: t("confirmResend"), sent: t("confirmSent"), rateLimited: t("confirmRateLimited"), failed: t("confirmFailed") }}
              />
            ) : null}
          </section>
        ) : (
          <p className="mt-4 text-ink">{summary.state === "published" ? t("published") : t("releaseOn", { date: date(summary.releaseAt) })}</p>
        )}
      </header>

      <ReviewCard evaluation={summary.evaluation} headingLevel={2} />

      {summary.showsWaitingExplanation ? (
        <aside className="rounded-xl border border-brand-200 bg-brand-50 p-5 text-ink">
          <h2 className="font-semibold">{t("badTitle")}</h2>
          <p className="mt-1 text-sm">{t("badText", { name: summary.consultant.name })}</p>
        </aside>
      ) : null}

      <section className="tile p-5 shadow-sm">
        <h2 className="text-xl font-semibold text-ink">{summary.canEdit || summary.daysLeftToEdit > 0 ? t("editTitle") : t("editClosedTitle")}</h2>
        <p className="mt-2 text-muted">
          {summary.daysLeftToEdit > 0
            ? t("daysLeft", { days: summary.daysLeftToEdit, date: date(summary.editDeadline) })
            : t("editClosedText", { date: date(summary.editDeadline) })}
        </p>
        {editHref ? (
          <>
            {/* A full page load: the questionnaire starts from the stored evaluation, never from client state kept by the router. */}
            <a href={localizedPath(editHref, locale as Locale)} className={buttonClass({ size: "lg", className: "mt-4" })}>
              {t("editButton")}
            </a>
            <p className="mt-3 text-sm text-muted">{t("keepPrivate")}</p>
          </>
        ) : null}
      </section>

      <section>
        <h2 className="text-xl font-semibold text-ink">{t("protocol")}</h2>
        <dl className="mt-4 divide-y divide-brand-100 tile">
          {summary.protocol.map((entry, i) => (
            <div key={entry.questionDefinitionId ?? `x${i}`} className="grid gap-1 p-4 sm:grid-cols-[2fr_1fr] sm:gap-4">
              <dt className="text-sm text-ink">{entry.question}</dt>
              <dd className="font-medium text-ink sm:text-right">
                <Answer entry={entry} yes={t("yes")} no={t("no")} stars={(v) => t("stars", { value: formatRating(v, locale), count: v })} locale={locale} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <p>
        <Link href={`/consultants/${summary.consultant.id}`} className="font-semibold text-brand-700 underline">
          {t("toConsultant", { name: summary.consultant.name })}
        </Link>
      </p>
    </div>
  );
}

function Answer({ entry, yes, no, stars, locale }: { entry: ProtocolEntry; yes: string; no: string; stars: (v: number) => string; locale: string }) {
  switch (entry.type) {
    case "rating":
      return <StarRating value={entry.value} label={stars(entry.value)} size={16} showValue={false} locale={`${locale}-CH`} />;
    case "scaleRating":
      return <span>{entry.value} / 5</span>;
    case "yesNo":
      return <span>{entry.value === 1 ? yes : no}</span>;
    case "select":
      return <span>{entry.optionText}</span>;
    case "text":
      return <span className="whitespace-pre-line">{figureWithUnit(entry.textValue, entry.prefix, entry.suffix, locale)}</span>;
  }
}
