// The stepper's texts, translated on the server (docs/architecture.md, "A message"): the questionnaire's
// first load formats no message in the browser. Texts with ICU arguments are formatted here for every
// value the form can show (the step counter for each step, the stars 1 to 5). The details step is
// fetched later and brings next-intl's provider with itself (./details-step.tsx: `intl`).
import { getTranslations } from "next-intl/server";
import type { SubmitError } from "./submit-evaluation";

const SUBMIT_ERRORS = ["editClosed", "editInvalid", "rateLimited", "invalid", "failed"] as const satisfies readonly SubmitError[];

export type QuestionnaireLabels = Awaited<ReturnType<typeof questionnaireLabels>>;
export type AnswerLabels = QuestionnaireLabels["answers"];

export async function questionnaireLabels({ name, questionCount, code }: { name: string; questionCount: number; code?: string }) {
  const t = await getTranslations("questionnaire");
  const tv = await getTranslations("validation");
  const total = questionCount + 2;
  return {
    progress: t("progress"),
    /** "Step {current} of {total}" for each step, the first at index 0. */
    stepOf: Array.from({ length: total }, (_, i) => t("stepOf", { current: i + 1, total })),
    intro: {
      title: t("intro.title"),
      text: t("intro.text", { name }),
      honest: t("intro.honest"),
      relationship: t("intro.relationship"),
      duration: t("intro.duration", { count: questionCount }),
      privacy: t("intro.privacy"),
    },
    verifiedLink: code ? t("verifiedLink", { name }) : null,
    questionTitle: t("questionTitle"),
    detailsTitle: t("details.title"),
    optional: t("optional"),
    hintTitle: t("hintTitle"),
    answerRequired: tv("answerRequired"),
    errors: Object.fromEntries(SUBMIT_ERRORS.map((e) => [e, t(`errors.${e}`)])) as Record<SubmitError, string>,
    back: t("back"),
    next: t("next"),
    start: t("start"),
    submit: t("submit"),
    saveChanges: t("saveChanges"),
    submitting: t("submitting"),
    answers: {
      /** "{count} stars" for 1 to 5, the one star at index 0. */
      stars: [1, 2, 3, 4, 5].map((count) => t("stars", { count })),
      yes: t("yes"),
      no: t("no"),
      textPlaceholder: t("textPlaceholder"),
    },
  };
}
