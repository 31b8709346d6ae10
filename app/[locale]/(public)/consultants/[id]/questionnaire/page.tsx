import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ConsultantHeader } from "@/components/questionnaire/consultant-header";
import { QuestionnaireForm } from "@/components/questionnaire/questionnaire-form";
import { loadEvaluationForEdit } from "@/lib/evaluations/get-evaluation-summary";
import { redirect, Link } from "@/lib/i18n/navigation";
import { pick } from "@/lib/i18n/client-messages";
import { isLocale } from "@/lib/i18n/routing";
import { loadQuestionnaire } from "@/lib/rating-questionnaire/load-questionnaire";
import { loadRatedConsultant, parseConsultantId } from "@/lib/rating-questionnaire/load-rated-consultant";
import { profileDisplay } from "@/lib/consultants/profile-display";
import { InsightBeacon } from "@/components/public/insight-beacon";
import { ratingLinkEvent } from "@/lib/insights/rating-link-event";

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

async function consultantOr404(segment: string) {
  const id = parseConsultantId(segment);
  const consultant = id ? await loadRatedConsultant(id) : null;
  if (!consultant) notFound();
  return consultant;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const consultant = await consultantOr404(id);
  const t = await getTranslations({ locale, namespace: "questionnaire" });
  // A rating form is not content for search engines, and edit links must not leak via Referer.
  return { title: t("metaTitle", { name: consultant.name }), robots: { index: false, follow: true }, referrer: "no-referrer" };
}

export default async function QuestionnairePage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const consultant = await consultantOr404(id);
  if (!profileDisplay(consultant.state).reachable) redirect({ href: "/", locale });

  const query = await searchParams;
  const editId = one(query.id);
  const editToken = one(query.editToken);
  const code = one(query.code);
  const t = await getTranslations("questionnaire");

  let initialValues;
  let notice: "editInvalid" | "editClosed" | null = null;
  if (editId && editToken) {
    const prefill = await loadEvaluationForEdit(editId, consultant.id, editToken);
    if (prefill.status === "editable") initialValues = { ...prefill.values, language: isLocale(locale) ? locale : prefill.values.language };
    else notice = prefill.status === "closed" ? "editClosed" : "editInvalid";
  } else if (editId || editToken) {
    notice = "editInvalid";
  }

  const { questions, topics } = await loadQuestionnaire(locale);
  const messages = pick(await getMessages(), ["questionnaire", "validation"]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <ConsultantHeader name={consultant.name} photoAttachmentId={consultant.photoAttachmentId} />
      <div className="mt-8">
        {notice ? (
          <div role="alert" className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
            <h2 className="text-xl font-bold text-ink">{t(`${notice}.title`)}</h2>
            <p className="mt-2 text-muted">{t(`${notice}.text`)}</p>
            <Link href={`/consultants/${consultant.id}/questionnaire`} className="mt-4 inline-block font-semibold text-brand-700 underline">
              {t("rateAgain")}
            </Link>
          </div>
        ) : (
          <NextIntlClientProvider locale={locale} messages={messages}>
            {/* A rating link opened (not an edit link): its source for the consultant's insights (issue 32). */}
            {editId ? null : <InsightBeacon consultantId={consultant.id} event={ratingLinkEvent(one(query.src), code)} />}
            <QuestionnaireForm
              // A fresh form when switching between rating and editing (client navigations keep component state).
              key={initialValues?.id ?? "new"}
              consultant={{ id: consultant.id, name: consultant.name }}
              questions={questions}
              topics={topics}
              locale={isLocale(locale) ? locale : "de"}
              code={code && /^\d{10}$/.test(code) ? code : undefined}
              initialValues={initialValues}
            />
          </NextIntlClientProvider>
        )}
      </div>
    </div>
  );
}
