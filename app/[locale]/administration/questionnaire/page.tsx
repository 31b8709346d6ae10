// Administration: the questionnaire's question definitions (types, texts in four languages, options
// with points, rating categories, hints; reorder and deactivate).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminHeader } from "@/components/admin/list-controls";
import { QuestionsManager } from "@/components/admin/questions-manager";
import { ClientMessages } from "@/components/forms/client-messages";
import { requireRoute } from "@/lib/auth/guards";
import { loadQuestionCataloguePage } from "@/lib/question-catalogue/question-catalogue-page";

// Renders what lib/question-catalogue/question-catalogue-page.ts loaded.
export default async function QuestionnairePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/questionnaire");
  const { questions, categories } = await loadQuestionCataloguePage(actor, locale);
  const t = await getTranslations("admin.questionnaire");
  return (
    <div>
      <AdminHeader title={t("title")} />
      <ClientMessages namespaces={["admin"]}>
        <QuestionsManager categories={categories} questions={questions} />
      </ClientMessages>
    </div>
  );
}
