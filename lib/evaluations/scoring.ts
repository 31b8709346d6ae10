// The scoring rule of the questionnaire (docs/product-rules.md#the-questionnaire-and-scoring). Pure and browser-safe:
// the questionnaire shows the same figures the server stores, so both import this module.
//
// Every answer earns points: rating and scaleRating their value (1..5), yesNo yes = 1 / no = 0,
// select the chosen option's points, text 0 (text is never scored). A category's rating maps the
// earned points linearly onto 1..5 between the least and the most its answered questions can earn,
// so questions with different ranges weigh by their range. The overall rating is the mean of the
// category ratings; questions without a category only count when no question has one.

import type { QuestionType } from "@/lib/question-catalogue/schema";

const RATING_MIN = 1;
const RATING_MAX = 5;
/** Below this overall rating, as shown (one decimal), an evaluation is "bad" or critical (held for the improvement window). */
export const BAD_RATING_THRESHOLD = 4;
/** Ratings are shown with one decimal (decisions.md "Formats"): what the card shows decides. */
export const SHOWN_RATING_DECIMALS = 1;
/** QuestionResult.textValue is VARCHAR(1000). */
export const TEXT_ANSWER_MAX_LENGTH = 1000;

type ScoringOption = { id: number; points: number };

export type ScoringQuestion = {
  id: number;
  type: QuestionType;
  ratingCategoryId: number | null;
  required?: boolean;
  /** Only for select. */
  options?: readonly ScoringOption[];
};

/**
 * One answer as the questionnaire sends it. An answer without a usable value (null value,
 * no option, empty text) counts as unanswered and yields no result.
 * - rating / scaleRating: value 1..5 (integer)
 * - yesNo: value 1 / 0 (or true / false)
 * - select: selectedOptionId; when it is missing, value is read as the option id
 * - text: textValue (value is ignored; number inputs send their number as text)
 */
export type ScoringAnswer = {
  questionDefinitionId: number;
  value?: number | boolean | null;
  textValue?: string | null;
  selectedOptionId?: number | null;
};

type ScoredResult = {
  questionDefinitionId: number;
  points: number;
  /** rating/scale: the stars; yesNo: 1 or 0; select: the chosen option's id; text: 0. */
  value: number;
  textValue: string | null;
  selectedOptionId: number | null;
};

type CategoryRating = { ratingCategoryId: number; value: number };

export type ScoreResult = {
  results: ScoredResult[];
  ratings: CategoryRating[];
  /** 1..5 with 2 decimals; null when no scored question was answered (nothing to rate). */
  overallRating: number | null;
};

export type ScoringErrorCode = "unknownQuestion" | "duplicateAnswer" | "invalidValue" | "unknownOption" | "textTooLong";

export class ScoringError extends Error {
  constructor(
    readonly code: ScoringErrorCode,
    readonly questionDefinitionId: number,
    message: string,
  ) {
    super(message);
    this.name = "ScoringError";
  }
}

function round2(value: number): number {
  // EPSILON keeps x.xx5 from rounding down because of its binary representation.
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** The overall rating as a card shows it: one decimal, half away from zero (as Intl and PostgreSQL's round do). */
export function shownRating(overall: number): number {
  const factor = 10 ** SHOWN_RATING_DECIMALS;
  // EPSILON keeps x.x5 from rounding down because of its binary representation.
  return Math.round((overall + Number.EPSILON) * factor) / factor;
}

/**
 * Critical ("bad"): the rating as shown is below 4.0, so a 3.97 shown as 4.0 is not critical anywhere.
 * The one rule for the release policy, the summary, the hold rules and (as criticalRatingSql) the SQL.
 */
export function isBadRating(overall: number): boolean {
  return shownRating(overall) < BAD_RATING_THRESHOLD;
}

/** Least and most points a question can earn; null for questions that are not scored. */
function pointRange(question: ScoringQuestion): { min: number; max: number } | null {
  switch (question.type) {
    case "rating":
    case "scaleRating":
      return { min: RATING_MIN, max: RATING_MAX };
    case "yesNo":
      return { min: 0, max: 1 };
    case "select": {
      const points = (question.options ?? []).map((o) => o.points);
      if (points.length === 0) return null;
      return { min: Math.min(...points), max: Math.max(...points) };
    }
    case "text":
      return null;
  }
}

/** Whether an answer is present in the sense of "Please answer this question." */
export function isAnswered(question: ScoringQuestion, answer: ScoringAnswer | undefined): boolean {
  if (!answer) return false;
  switch (question.type) {
    case "text":
      return typeof answer.textValue === "string" && answer.textValue.trim() !== "";
    case "select":
      return chosenOptionId(answer) !== null;
    default:
      return answer.value !== null && answer.value !== undefined;
  }
}

/** Ids of the required questions that have no answer, in question order. */
export function unansweredRequiredQuestions(questions: readonly ScoringQuestion[], answers: readonly ScoringAnswer[]): number[] {
  const byQuestion = new Map(answers.map((a) => [a.questionDefinitionId, a]));
  return questions.filter((q) => q.required !== false && !isAnswered(q, byQuestion.get(q.id))).map((q) => q.id);
}

/** A yes/no answer's points: 1 for yes (true or 1), 0 for no (false or 0), null for anything else. */
function yesNoPoints(value: ScoringAnswer["value"]): 0 | 1 | null {
  return value === true || value === 1 ? 1 : value === false || value === 0 ? 0 : null;
}

/** The option a select answer chose: selectedOptionId, else a numeric value read as the option id. */
function chosenOptionId(answer: ScoringAnswer): number | null {
  return answer.selectedOptionId ?? (typeof answer.value === "number" ? answer.value : null);
}

/**
 * Whether the customer hint of a select or yesNo question applies to this answer: the answer
 * earns no points (nothing above the question's minimum). Kept apart from scoreAnswer, which the
 * questionnaire in the browser does not need (it only asks this and isAnswered).
 */
export function earnsNoPoints(question: ScoringQuestion, answer: ScoringAnswer): boolean {
  if (question.type === "yesNo") return yesNoPoints(answer.value) === 0;
  if (question.type !== "select") return false;
  const range = pointRange(question);
  const option = (question.options ?? []).find((o) => o.id === chosenOptionId(answer));
  return range !== null && option !== undefined && option.points <= range.min;
}

function scoreAnswer(question: ScoringQuestion, answer: ScoringAnswer): ScoredResult | null {
  const id = question.id;
  switch (question.type) {
    case "rating":
    case "scaleRating": {
      const v = answer.value;
      if (v === null || v === undefined) return null;
      if (typeof v !== "number" || !Number.isInteger(v) || v < RATING_MIN || v > RATING_MAX) {
        throw new ScoringError("invalidValue", id, `question ${id}: rating must be an integer from 1 to 5`);
      }
      return { questionDefinitionId: id, points: v, value: v, textValue: null, selectedOptionId: null };
    }
    case "yesNo": {
      if (answer.value === null || answer.value === undefined) return null;
      const points = yesNoPoints(answer.value);
      if (points === null) throw new ScoringError("invalidValue", id, `question ${id}: yes/no answer must be 1 or 0`);
      return { questionDefinitionId: id, points, value: points, textValue: null, selectedOptionId: null };
    }
    case "select": {
      const optionId = chosenOptionId(answer);
      if (optionId === null) return null;
      const option = (question.options ?? []).find((o) => o.id === optionId);
      if (!option) {
        throw new ScoringError("unknownOption", id, `question ${id}: option ${optionId} does not belong to it`);
      }
      return { questionDefinitionId: id, points: option.points, value: option.id, textValue: null, selectedOptionId: option.id };
    }
    case "text": {
      const text = typeof answer.textValue === "string" ? answer.textValue.trim() : "";
      if (text === "") return null;
      if (text.length > TEXT_ANSWER_MAX_LENGTH) {
        throw new ScoringError("textTooLong", id, `question ${id}: text must not exceed ${TEXT_ANSWER_MAX_LENGTH} characters`);
      }
      return { questionDefinitionId: id, points: 0, value: 0, textValue: text, selectedOptionId: null };
    }
  }
}

type Tally = { points: number; min: number; max: number };

function toRating(t: Tally): number {
  return RATING_MIN + ((RATING_MAX - RATING_MIN) * (t.points - t.min)) / (t.max - t.min);
}

/**
 * Scores a questionnaire. `questions` are the questions the customer answered against (active
 * ones, with their options); answers to other questions are rejected with a ScoringError.
 * Results come back in question order.
 */
export function scoreEvaluation(questions: readonly ScoringQuestion[], answers: readonly ScoringAnswer[]): ScoreResult {
  const questionById = new Map(questions.map((q) => [q.id, q]));
  const answerByQuestion = new Map<number, ScoringAnswer>();
  for (const answer of answers) {
    const id = answer.questionDefinitionId;
    if (!questionById.has(id)) throw new ScoringError("unknownQuestion", id, `question ${id} is not part of the questionnaire`);
    if (answerByQuestion.has(id)) throw new ScoringError("duplicateAnswer", id, `question ${id} is answered twice`);
    answerByQuestion.set(id, answer);
  }

  const results: ScoredResult[] = [];
  const byCategory = new Map<number, Tally>();
  const all: Tally = { points: 0, min: 0, max: 0 };
  for (const question of questions) {
    const answer = answerByQuestion.get(question.id);
    if (!answer) continue;
    const result = scoreAnswer(question, answer);
    if (!result) continue;
    results.push(result);
    const range = pointRange(question);
    // A question whose options all earn the same cannot tell good from bad: it does not rate.
    if (!range || range.max === range.min) continue;
    all.points += result.points;
    all.min += range.min;
    all.max += range.max;
    if (question.ratingCategoryId !== null) {
      const tally = byCategory.get(question.ratingCategoryId) ?? { points: 0, min: 0, max: 0 };
      tally.points += result.points;
      tally.min += range.min;
      tally.max += range.max;
      byCategory.set(question.ratingCategoryId, tally);
    }
  }

  const ratings: CategoryRating[] = [...byCategory.entries()]
    .sort(([a], [b]) => a - b)
    .map(([ratingCategoryId, tally]) => ({ ratingCategoryId, value: round2(toRating(tally)) }));

  let overallRating: number | null = null;
  if (ratings.length > 0) {
    // The mean of the shown category values, so that a reader can recompute it.
    overallRating = round2(ratings.reduce((sum, r) => sum + r.value, 0) / ratings.length);
  } else if (all.max > all.min) {
    overallRating = round2(toRating(all));
  }
  return { results, ratings, overallRating };
}

/** The JSON stored as QuestionResult.questionSnapshot: the question as the customer saw it. */
export type QuestionSnapshot<L = unknown> = {
  type: QuestionType;
  text: L;
  description: L | null;
  customerHint: L | null;
  required: boolean;
  /** The unit { de, en, fr, it } (a German string in snapshots written before 2026-11). */
  prefix: L | null;
  suffix: L | null;
  ratingCategoryId: number | null;
  options: { id: number; text: L; points: number }[];
};

export function questionSnapshot<L>(q: {
  type: QuestionType;
  text: L;
  description?: L | null;
  customerHint?: L | null;
  required?: boolean;
  prefix?: L | null;
  suffix?: L | null;
  ratingCategoryId: number | null;
  options?: readonly { id: number; text: L; points: number }[];
}): QuestionSnapshot<L> {
  return {
    type: q.type,
    text: q.text,
    description: q.description ?? null,
    customerHint: q.customerHint ?? null,
    required: q.required ?? true,
    prefix: q.prefix ?? null,
    suffix: q.suffix ?? null,
    ratingCategoryId: q.ratingCategoryId,
    options: (q.options ?? []).map((o) => ({ id: o.id, text: o.text, points: o.points })),
  };
}
