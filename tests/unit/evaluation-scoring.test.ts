import { describe, expect, it } from "vitest";
import { earnsNoPoints, isAnswered, ScoringError, scoreEvaluation, unansweredRequiredQuestions, type ScoringQuestion } from "@/lib/evaluations/scoring";
import { evaluationSchema, reportSchema } from "@/lib/evaluations/schema";

const questions: ScoringQuestion[] = [
  { id: 1, type: "rating", ratingCategoryId: 10 },
  { id: 2, type: "scaleRating", ratingCategoryId: 10 },
  { id: 3, type: "yesNo", ratingCategoryId: 20, required: false },
  {
    id: 4,
    type: "select",
    ratingCategoryId: 20,
    options: [
      { id: 41, points: 3 },
      { id: 42, points: 2 },
      { id: 43, points: 0 },
    ],
  },
  { id: 5, type: "text", ratingCategoryId: null, required: false },
];

describe("scoring", () => {
  it("maps each category linearly onto 1..5 and averages the categories", () => {
    const result = scoreEvaluation(questions, [
      { questionDefinitionId: 1, value: 5 },
      { questionDefinitionId: 2, value: 3 },
      { questionDefinitionId: 3, value: true },
      { questionDefinitionId: 4, selectedOptionId: 42 },
      { questionDefinitionId: 5, textValue: "  12 " },
    ]);
    // Category 10: (5 + 3 − 2) / (10 − 2) → 1 + 4·6/8 = 4. Category 20: (1 + 2 − 0) / (1 + 3) → 1 + 4·3/4 = 4.
    expect(result.ratings).toEqual([
      { ratingCategoryId: 10, value: 4 },
      { ratingCategoryId: 20, value: 4 },
    ]);
    expect(result.overallRating).toBe(4);
    expect(result.results.find((r) => r.questionDefinitionId === 5)).toMatchObject({ points: 0, value: 0, textValue: "12" });
    expect(result.results.find((r) => r.questionDefinitionId === 3)).toMatchObject({ points: 1, value: 1 });
    expect(result.results.find((r) => r.questionDefinitionId === 4)).toMatchObject({ points: 2, value: 42, selectedOptionId: 42 });
  });

  it("gives the worst answers 1 and the best 5", () => {
    const worst = scoreEvaluation(questions, [
      { questionDefinitionId: 1, value: 1 },
      { questionDefinitionId: 2, value: 1 },
      { questionDefinitionId: 3, value: 0 },
      { questionDefinitionId: 4, selectedOptionId: 43 },
    ]);
    expect(worst.overallRating).toBe(1);
    const best = scoreEvaluation(questions, [
      { questionDefinitionId: 1, value: 5 },
      { questionDefinitionId: 2, value: 5 },
      { questionDefinitionId: 4, selectedOptionId: 41 },
    ]);
    expect(best.overallRating).toBe(5);
  });

  it("rejects values outside the question's range, foreign options, unknown and duplicate answers", () => {
    const codeOf = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return e instanceof ScoringError ? e.code : "other";
      }
      return null;
    };
    expect(codeOf(() => scoreEvaluation(questions, [{ questionDefinitionId: 1, value: 6 }]))).toBe("invalidValue");
    expect(codeOf(() => scoreEvaluation(questions, [{ questionDefinitionId: 1, value: 2.5 }]))).toBe("invalidValue");
    expect(codeOf(() => scoreEvaluation(questions, [{ questionDefinitionId: 3, value: 2 }]))).toBe("invalidValue");
    expect(codeOf(() => scoreEvaluation(questions, [{ questionDefinitionId: 4, selectedOptionId: 99 }]))).toBe("unknownOption");
    expect(codeOf(() => scoreEvaluation(questions, [{ questionDefinitionId: 9, value: 1 }]))).toBe("unknownQuestion");
    expect(
      codeOf(() =>
        scoreEvaluation(questions, [
          { questionDefinitionId: 1, value: 1 },
          { questionDefinitionId: 1, value: 2 },
        ]),
      ),
    ).toBe("duplicateAnswer");
    expect(codeOf(() => scoreEvaluation(questions, [{ questionDefinitionId: 5, textValue: "x".repeat(1001) }]))).toBe("textTooLong");
  });

  it("counts an empty text answer as unanswered and names the missing required questions", () => {
    expect(isAnswered({ id: 5, type: "text", ratingCategoryId: null }, { questionDefinitionId: 5, textValue: "   " })).toBe(false);
    expect(isAnswered({ id: 3, type: "yesNo", ratingCategoryId: null }, { questionDefinitionId: 3, value: 0 })).toBe(true);
    expect(unansweredRequiredQuestions(questions, [{ questionDefinitionId: 2, value: 4 }])).toEqual([1, 4]);
  });

  it("shows the customer hint only for select and yes/no answers worth no points", () => {
    expect(earnsNoPoints(questions[2]!, { questionDefinitionId: 3, value: 0 })).toBe(true);
    expect(earnsNoPoints(questions[2]!, { questionDefinitionId: 3, value: 1 })).toBe(false);
    expect(earnsNoPoints(questions[3]!, { questionDefinitionId: 4, selectedOptionId: 43 })).toBe(true);
    expect(earnsNoPoints(questions[3]!, { questionDefinitionId: 4, selectedOptionId: 42 })).toBe(false);
    expect(earnsNoPoints(questions[0]!, { questionDefinitionId: 1, value: 1 })).toBe(false);
  });
});

describe("the shared schema", () => {
  const valid = {
    consultantId: 1,
    language: "de",
    questionResults: [{ questionDefinitionId: 1, value: 5 }],
    customer: { honorific: "mx", givenName: "Kim", familyName: "Muster", email: "kim@example.ch" },
    consultingTopicIds: [1],
    comment: "",
    privacyPolicyAndTermsAndConditions: true,
    nameDisplayStyle: "givenName",
  };
  const messages = (value: unknown) => {
    const result = evaluationSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
  };

  it("accepts a complete submission and reports every missing detail with its message key", () => {
    expect(messages(valid)).toEqual([]);
    expect(
      messages({
        ...valid,
        customer: { honorific: "sir", givenName: " ", familyName: "", email: "x" },
        consultingTopicIds: [],
        comment: "y".repeat(501),
        privacyPolicyAndTermsAndConditions: false,
        nameDisplayStyle: undefined,
      }),
    ).toEqual([
      "customer.honorific:validation.required",
      "customer.givenName:validation.required",
      "customer.familyName:validation.required",
      "customer.email:validation.email",
      "consultingTopicIds:validation.topicRequired",
      "comment:validation.maxLength|500",
      "privacyPolicyAndTermsAndConditions:validation.required",
      "nameDisplayStyle:validation.required",
    ]);
  });

  it("requires a report comment only for other reasons", () => {
    expect(reportSchema.safeParse({ reason: "guidelineViolation" }).success).toBe(true);
    expect(reportSchema.safeParse({ reason: "otherReasons" }).success).toBe(false);
    expect(reportSchema.safeParse({ reason: "otherReasons", comment: "Grund" }).success).toBe(true);
  });
});
