// Administration: the questionnaire's question definitions (types, texts in four languages, options
// with points, rating categories, hints; reorder and deactivate).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { allTexts, localize } from "@/lib/i18n/localize";
import { AdminHeader } from "@/components/admin/list-controls";
import { QuestionsManager } from "@/components/admin/questions-manager";
import { ClientMessages } from "@/components/forms/client-messages";
import { listRatingCategories } from "@/lib/question-catalogue/rating-categories";
import { requireRoute } from "@/lib/auth/guards";
import { listQuestionDefinitions } from "@/lib/question-catalogue/manage-question-definitions";

export default async function QuestionnairePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/questionnaire");
  const [questions, categories] = await Promise.all([listQuestionDefinitions(actor), listRatingCategories(actor)]);
  const t = await getTranslations("admin.questionnaire");
  return (
    <div>
      <AdminHeader title={t("title")} />
      <ClientMessages namespaces={["admin"]}>
        <QuestionsManager
          categories={categories.map((c) => ({ id: c.id, label: localize(c.name, locale) }))}
          questions={questions.map((q) => ({
            id: q.id,
            label: localize(q.text, locale),
            input: {
              type: q.type,
              text: allTexts(q.text),
              description: allTexts(q.description),
              customerHint: allTexts(q.customerHint),
              required: q.required,
              prefix: allTexts(q.prefix),
              suffix: allTexts(q.suffix),
              ratingCategoryId: q.ratingCategoryId,
              sortOrder: q.sortOrder,
              active: q.active,
              options: q.options.map((o) => ({ id: o.id, text: allTexts(o.text), points: o.points })),
            },
          }))}
        />
      </ClientMessages>
    </div>
  );
}
