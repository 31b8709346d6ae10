// Everything the administration's questionnaire page (app/[locale]/administration/questionnaire/page.tsx) shows:
// the rating categories to choose from and every question with its editor's values (all four languages)
// and its label in the page's language.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { allTexts, localize } from "@/lib/i18n/localize";
import { listQuestionDefinitions } from "@/lib/question-catalogue/manage-question-definitions";
import { listRatingCategories } from "@/lib/question-catalogue/rating-categories";

export async function loadQuestionCataloguePage(actor: Actor, locale: string) {
  const [questions, categories] = await Promise.all([listQuestionDefinitions(actor), listRatingCategories(actor)]);
  return {
    categories: categories.map((c) => ({ id: c.id, label: localize(c.name, locale) })),
    questions: questions.map((q) => ({
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
    })),
  };
}
