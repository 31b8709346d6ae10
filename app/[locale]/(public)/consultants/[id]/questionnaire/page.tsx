import type { Metadata } from "next";
import { getMessages, getTimeZone, getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ConsultantHeader } from "@/components/questionnaire/consultant-header";
import { questionnaireLabels } from "@/components/questionnaire/labels";
import { QuestionnaireForm } from "@/components/questionnaire/questionnaire-form";
import { redirect, Link } from "@/lib/i18n/navigation";
import { pick } from "@/lib/i18n/client-messages";
import { loadQuestionnairePage } from "@/lib/public-pages/questionnaire-page";
import { InsightBeacon } from "@/components/public/insight-beacon";

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const page = await loadQuestionnairePage(id, locale, await searchParams);
  if (page.kind === "missing") notFound();
  const { consultant } = page;
  const t = await getTranslations({ locale, namespace: "questionnaire" });
  // A rating form is not content for search engines, and edit links must not leak via Referer.
  return { title: t("metaTitle", { name: consultant.name }), robots: { index: false, follow: true }, referrer: "no-referrer" };
}

// Renders what lib/public-pages/questionnaire-page.ts loaded for this link.
export default async function QuestionnairePage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const page = await loadQuestionnairePage(id, locale, await searchParams);
  if (page.kind === "unreachable") redirect({ href: "/", locale });
  if (page.kind !== "found") notFound();
  const { consultant, notice, initialValues, questionnaire, formLocale, code, beacon } = page;
  const t = await getTranslations("questionnaire");

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
          <>
            {/* A rating link opened (not an edit link): its source for the consultant's insights (issue 32). */}
            {beacon ? <InsightBeacon consultantId={consultant.id} event={beacon} /> : null}
            <QuestionnaireForm
              // A fresh form when switching between rating and editing (client navigations keep component state).
              key={initialValues?.id ?? "new"}
              consultant={{ id: consultant.id, name: consultant.name }}
              questions={questionnaire.questions}
              topics={questionnaire.topics}
              locale={formLocale}
              code={code}
              initialValues={initialValues}
              // No provider around the form (next-intl's client runtime would join the first load):
              // the stepper's texts translated here, the details step's messages for its own provider.
              labels={await questionnaireLabels({ name: consultant.name, questionCount: questionnaire.questions.length, code })}
              intl={{ locale, timeZone: await getTimeZone(), messages: pick(await getMessages(), ["questionnaire", "validation"]) }}
            />
          </>
        )}
      </div>
    </div>
  );
}
