// The reviewer's page behind the mailed link (docs/product-rules.md#disputes): the review, who disputes
// it and on which ground, the deadline, and the form to describe the consultation. Private: the token
// is the only key, never indexed, never sent on as Referer.
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { AnswerForm } from "@/components/disputes/answer-form";
import { ClientMessages } from "@/components/forms/client-messages";
import { StarRating } from "@/components/evaluations/star-rating";
import { loadDisputeAnswerPage } from "@/lib/disputes/answer-page";
import { formatDate, formatLongDate, formatRating } from "@/lib/format";

type Props = { params: Promise<{ locale: string; id: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "disputes.answer" });
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function DisputeAnswerPage({ params }: Props) {
  const { locale, id, token } = await params;
  setRequestLocale(locale);
  const dispute = await loadDisputeAnswerPage(id, token);
  if (!dispute) notFound();
  const t = await getTranslations("disputes.answer");
  const reasons = await getTranslations("disputes.reasons");
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
        <p className="mt-2 text-muted">{t("intro", { consultant: dispute.consultantName, reason: reasons(dispute.reason) })}</p>
      </header>
      <section aria-labelledby="review-title" className="tile p-5">
        <h2 id="review-title" className="text-base font-semibold text-ink">
          {t("yourReview", { date: formatLongDate(dispute.evaluation.dateOfCreation, locale) })}
        </h2>
        <div className="mt-2">
          <StarRating
            value={dispute.evaluation.overallRating}
            label={t("stars", { value: formatRating(dispute.evaluation.overallRating, locale) })}
            size={18}
            locale={`${locale}-CH`}
          />
        </div>
        {dispute.evaluation.comment ? <p className="mt-3 whitespace-pre-line text-ink">{dispute.evaluation.comment}</p> : null}
      </section>
      {dispute.canAnswer ? (
        <>
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink">{t("due", { date: formatDate(dispute.answerDueAt!) })}</p>
          <ClientMessages namespaces={["disputes"]}>
            <AnswerForm disputeId={dispute.id} token={dispute.token} comment={dispute.evaluation.comment ?? ""} />
          </ClientMessages>
        </>
      ) : (
        <p role="status" className="rounded-lg bg-brand-50 p-4 text-ink">
          {dispute.status === "awaitingReviewer" ? t("expired") : t("closed")}
        </p>
      )}
    </div>
  );
}
