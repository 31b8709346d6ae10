// The questionnaire as the browser sees it: one locale, no points except what the hint rule
// needs (whether an option earns nothing). Browser-safe.
import type { QuestionType } from "@/lib/question-catalogue/schema";

export type QuestionView = {
  id: number;
  type: QuestionType;
  text: string;
  description: string | null;
  customerHint: string | null;
  required: boolean;
  prefix: string | null;
  suffix: string | null;
  ratingCategoryId: number | null;
  categoryName: string | null;
  options: { id: number; text: string; points: number }[];
};

export type TopicView = { id: number; name: string };
