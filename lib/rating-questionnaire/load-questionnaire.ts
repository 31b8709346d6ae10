// The active questionnaire: question definitions in sortOrder with their options and rating
// category, as stored (for scoring and snapshots) or localized (for the questionnaire page).
import "server-only";
import { cache } from "react";
import { db as appDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/create-client";
import type { QuestionType } from "@/lib/question-catalogue/schema";
import { localize } from "@/lib/i18n/localize";
import { localizeUnit } from "@/lib/question-catalogue/unit";
import type { QuestionView, TopicView } from "./types";

export type StoredQuestion = {
  id: number;
  type: QuestionType;
  text: unknown;
  description: unknown;
  customerHint: unknown;
  required: boolean;
  prefix: unknown;
  suffix: unknown;
  ratingCategoryId: number | null;
  sortOrder: number;
  category: { id: number; name: unknown } | null;
  options: { id: number; text: unknown; points: number; sortOrder: number }[];
};

export async function loadActiveQuestions(database: Pick<Db, "questionDefinition"> = appDb()): Promise<StoredQuestion[]> {
  const rows = await database.questionDefinition.findMany({
    where: { active: true },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    select: {
      id: true,
      type: true,
      text: true,
      description: true,
      customerHint: true,
      required: true,
      prefix: true,
      suffix: true,
      ratingCategoryId: true,
      sortOrder: true,
      ratingCategory: { select: { id: true, name: true } },
      options: { orderBy: [{ sortOrder: "asc" }, { id: "asc" }], select: { id: true, text: true, points: true, sortOrder: true } },
    },
  });
  return rows.map(({ ratingCategory, ...q }) => ({ ...q, category: ratingCategory }));
}

export function localizeQuestion(q: StoredQuestion, locale: string): QuestionView {
  return {
    id: q.id,
    type: q.type,
    text: localize(q.text, locale),
    description: localize(q.description, locale) || null,
    customerHint: localize(q.customerHint, locale) || null,
    required: q.required,
    prefix: localizeUnit(q.prefix, locale),
    suffix: localizeUnit(q.suffix, locale),
    ratingCategoryId: q.ratingCategoryId,
    categoryName: q.category ? localize(q.category.name, locale) : null,
    options: q.options.map((o) => ({ id: o.id, text: localize(o.text, locale), points: o.points })),
  };
}

/** One read per request: generateMetadata and the page share it. */
export const loadQuestionnaire = cache(async (locale: string): Promise<{ questions: QuestionView[]; topics: TopicView[] }> => {
  const database = appDb();
  const [questions, topics] = await Promise.all([
    loadActiveQuestions(database),
    database.consultingTopic.findMany({ where: { active: true }, orderBy: [{ sortOrder: "asc" }, { id: "asc" }], select: { id: true, name: true } }),
  ]);
  return {
    questions: questions.map((q) => localizeQuestion(q, locale)),
    topics: topics.map((t) => ({ id: t.id, name: localize(t.name, locale) })),
  };
});
