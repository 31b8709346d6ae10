// Administration: the questionnaire's question definitions (types, texts in four languages, options
// with points, rating categories, hints; reorder and deactivate).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localized } from "@/components/admin/consultant-form-options";
import { AdminHeader } from "@/components/admin/list-controls";
import { QuestionsManager } from "@/components/admin/questions-manager";
import { ClientMessages } from "@/components/forms/client-messages";
import { listRatingCategories } from "@/lib/admin/rating-categories";
import { requireRoute } from "@/lib/auth/guards";
import { listQuestionDefinitions } from "@/lib/questions/question-definitions";

type Texts = { de: string; en: string; fr: string; it: string };
const texts = (value: unknown): Texts => {
  const v = (value && typeof value === "object" ? value : {}) as Partial<Record<keyof Texts, unknown>>;
  const s = (x: unknown) => (typeof x === "string" ? x : "");
  return { de: s(v.de), en: s(v.en), fr: s(v.fr), it: s(v.it) };
};

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
          categories={categories.map((c) => ({ id: c.id, label: localized(c.name, locale) }))}
          questions={questions.map((q) => ({
            id: q.id,
            label: localized(q.text, locale),
            input: {
              type: q.type,
              text: texts(q.text),
              description: texts(q.description),
              customerHint: texts(q.customerHint),
              required: q.required,
              prefix: q.prefix,
              suffix: q.suffix,
              ratingCategoryId: q.ratingCategoryId,
              sortOrder: q.sortOrder,
              active: q.active,
              options: q.options.map((o) => ({ id: o.id, text: texts(o.text), points: o.points })),
            },
          }))}
        />
      </ClientMessages>
    </div>
  );
}
