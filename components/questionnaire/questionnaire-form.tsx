"use client";

// The rating flow: introduction, one step per question (in sortOrder), details and submit.
// The details step validates with the same zod schema as the API; question steps use the scoring
// module's rules (required, empty text = unanswered, the customer-hint condition).
// The stepper is the page's first load, so it keeps its few fields in React state instead of
// react-hook-form, and fetches the schema (zod) while the visitor answers the questions. Errors
// behave like react-hook-form's "onTouched" mode: a field shows its error once it was left or the
// form was submitted, and then follows every change.
// Without next-intl's client runtime in the first load: the texts come from the server (./labels.ts),
// and the details step, fetched while the visitor answers, brings its provider (`intl`) with itself.
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
// Next's own router with our localizedPath: next-intl's client navigation would add its routing runtime to the page.
import { useRouter } from "next/navigation";
import { localizedPath } from "@/lib/i18n/localized-path";
import { earnsNoPoints, isAnswered } from "@/lib/evaluations/scoring";
import type { AnswerInput, EvaluationInput } from "@/lib/evaluations/schema";
import type { QuestionView, TopicView } from "@/lib/rating-questionnaire/types";
import type { DialogIntl } from "@/components/ui/dialog-intl-provider";
import type { DetailsStep as DetailsStepComponent } from "./details-step";
import type { QuestionnaireLabels } from "./labels";
import { QuestionInput, type AnswerChange } from "./question-inputs";
import { lazyImport } from "@/components/forms/lazy-schema";
import type { SubmitError, SubmitOutcome } from "./submit-evaluation";
import { DETAIL_FIELDS, schemas, useDetailsForm, type Details } from "./use-details-form";

/** Sending a rating is the last step: its code (the API client) stays out of the page's first load. */
const sender = lazyImport(() => import("./submit-evaluation"));
/** So is the details step (its fields, the kit's choices): fetched once the stepper is on screen. */
const detailsStep = lazyImport(() => import("./details-step"));

type Props = {
  consultant: { id: number; name: string };
  questions: QuestionView[];
  topics: TopicView[];
  locale: "de" | "en" | "fr" | "it";
  code?: string;
  /** Editing: the stored evaluation with its id and edit token. */
  initialValues?: EvaluationInput;
  /** The stepper's texts, translated on the server (./labels.ts). */
  labels: QuestionnaireLabels;
  /** The details step's messages (questionnaire, validation), for its provider. */
  intl: DialogIntl;
};

const AUTO_ADVANCE_MS = 350;

export function QuestionnaireForm({ consultant, questions, topics, locale, code, initialValues, labels, intl }: Props) {
  const router = useRouter();
  const editing = Boolean(initialValues?.id);
  const total = questions.length + 2;
  const [step, setStep] = useState(editing ? 1 : 0);
  const [answers, setAnswers] = useState<Record<number, AnswerInput>>(() =>
    Object.fromEntries((initialValues?.questionResults ?? []).map((a) => [a.questionDefinitionId, a])),
  );
  const [stepError, setStepError] = useState(false);
  const [hintFor, setHintFor] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const advanceTimer = useRef<number | undefined>(undefined);
  const moved = useRef(false);

  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // What the API receives, before validation: the schema here and the route handler parse the same object.
  const payload = (d: Details) => ({
    consultantId: consultant.id,
    language: initialValues?.language ?? locale,
    ...(initialValues ? { id: initialValues.id, editToken: initialValues.editToken } : { code }),
    questionResults: Object.values(answers).filter((a) => questions.some((q) => q.id === a.questionDefinitionId)),
    ...d,
  });

  const form = useDetailsForm(initialValues, payload);

  const question = step >= 1 && step <= questions.length ? questions[step - 1] : null;

  const [DetailsStep, setDetailsStep] = useState<typeof DetailsStepComponent | null>(null);
  // On a slow line the details step may still be on its way when the visitor reaches it: its
  // heading is focused when it arrives.
  const detailsShown = step === total - 1 && DetailsStep !== null;

  // Focus the new step's heading and bring it into view (smoothly, unless reduced motion is asked for).
  useEffect(() => {
    if (!moved.current) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    topRef.current?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [step, detailsShown]);

  useEffect(() => () => window.clearTimeout(advanceTimer.current), []);

  // The details step, the schema and the code that sends the rating are needed on the last step at the
  // earliest: fetch them while the visitor answers.
  useEffect(() => {
    schemas.prepare();
    sender.prepare();
    let live = true;
    detailsStep.get().then(
      (m) => live && setDetailsStep(() => m.DetailsStep),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const goTo = useCallback((next: number) => {
    window.clearTimeout(advanceTimer.current);
    moved.current = true;
    setStepError(false);
    setHintFor(null);
    setStep(next);
  }, []);

  const next = useCallback(() => {
    if (question && question.required && !isAnswered(question, answers[question.id])) {
      setStepError(true);
      return;
    }
    goTo(Math.min(step + 1, total - 1));
  }, [answers, goTo, question, step, total]);

  const onAnswer: AnswerChange = (answer, { advance }) => {
    if (!question) return;
    const updated = { ...answers, [question.id]: answer };
    setAnswers(updated);
    setStepError(false);
    const scoring = { id: question.id, type: question.type, ratingCategoryId: question.ratingCategoryId, options: question.options };
    // A select or yes/no answer worth nothing shows the question's hint and waits for the customer.
    if ((question.type === "select" || question.type === "yesNo") && question.customerHint && earnsNoPoints(scoring, answer)) {
      setHintFor(question.id);
      return;
    }
    setHintFor(null);
    if (advance && question.type !== "text") {
      window.clearTimeout(advanceTimer.current);
      advanceTimer.current = window.setTimeout(() => goTo(Math.min(step + 1, total - 1)), AUTO_ADVANCE_MS);
    }
  };

  const focusField = (name: string) => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setSubmitError(null);
    try {
      const result = await form.submit().catch(() => null);
      if (!result) return setSubmitError("failed");
      if (!result.data) {
        const first = DETAIL_FIELDS.find((f) => result.errors[f]);
        if (first) focusField(first);
        return;
      }
      const data = result.data;
      const outcome = await sender.get().then(
        (m) => m.submitEvaluation(data, DETAIL_FIELDS),
        (): SubmitOutcome => ({ kind: "error", error: "failed" }),
      );
      if (outcome.kind === "saved") return router.push(`${localizedPath(`/evaluation/${outcome.id}/summary`, locale)}?${new URLSearchParams(outcome.query)}`);
      if (outcome.kind === "error") return setSubmitError(outcome.error);
      form.addErrors(outcome.errors);
      const first = DETAIL_FIELDS.find((f) => outcome.errors[f]);
      if (first) focusField(first);
    } finally {
      setSubmitting(false);
    }
  };

  const stepLabel = step === 0 ? labels.intro.title : question ? (question.categoryName ?? labels.questionTitle) : labels.detailsTitle;

  return (
    <div ref={topRef} className="scroll-mt-24">
      <nav aria-label={labels.progress} className="mb-6">
        <p aria-live="polite" className="mb-2 text-sm text-muted">
          {labels.stepOf[step]}
        </p>
        {/* The dots repeat the sentence above for the eye; assistive technology reads the sentence. */}
        <ol aria-hidden="true" className="flex flex-wrap gap-1.5">
          {Array.from({ length: total }, (_, i) => (
            <li
              key={i}
              className={`h-2.5 w-2.5 rounded-full ${i === step ? "bg-brand-600 ring-2 ring-brand-200" : i < step ? "bg-brand-500" : "bg-brand-100"}`}
            />
          ))}
        </ol>
      </nav>

      <form ref={formRef} onSubmit={onSubmit} noValidate className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
        {step === 0 ? (
          <section>
            <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
              {stepLabel}
            </h2>
            <p className="mt-4 text-ink">{labels.intro.text}</p>
            <ul className="mt-4 list-disc space-y-1 pl-5 text-muted">
              <li>{labels.intro.honest}</li>
              <li>{labels.intro.relationship}</li>
              <li>{labels.intro.duration}</li>
              <li>{labels.intro.privacy}</li>
            </ul>
            {labels.verifiedLink ? <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">{labels.verifiedLink}</p> : null}
          </section>
        ) : null}

        {question ? (
          <section key={question.id}>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{stepLabel}</p>
            <h2 ref={headingRef} tabIndex={-1} id={`q${question.id}-label`} className="mt-1 text-xl font-bold text-ink focus:outline-none">
              {question.text}
              {!question.required ? <span className="ml-2 text-sm font-normal text-muted">({labels.optional})</span> : null}
            </h2>
            {question.description ? (
              <p id={`q${question.id}-description`} className="mt-2 text-sm text-muted">
                {question.description}
              </p>
            ) : null}
            <div className="mt-5">
              <QuestionInput
                question={question}
                answer={answers[question.id]}
                onChange={onAnswer}
                onEnter={next}
                labels={labels.answers}
                describedBy={[question.description ? `q${question.id}-description` : "", stepError ? "step-error" : ""].filter(Boolean).join(" ") || undefined}
              />
            </div>
            {hintFor === question.id && question.customerHint ? (
              <div role="status" className="mt-5 rounded-lg border border-accent bg-amber-50 p-4 text-sm text-ink">
                <p className="font-semibold">{labels.hintTitle}</p>
                <p className="mt-1">{question.customerHint}</p>
              </div>
            ) : null}
            {stepError ? (
              <p id="step-error" role="alert" className="mt-4 text-sm font-medium text-danger">
                {labels.answerRequired}
              </p>
            ) : null}
          </section>
        ) : null}

        {detailsShown ? (
          <DetailsStep form={form} topics={topics} locale={locale} editing={editing} headingRef={headingRef} title={stepLabel} intl={intl} />
        ) : null}

        {step === total - 1 && submitError ? (
          <p role="alert" className="mt-5 rounded-lg border border-danger bg-red-50 p-3 text-sm text-danger">
            {labels.errors[submitError]}
          </p>
        ) : null}

        <div className="mt-8 flex items-center justify-between gap-3 border-t border-brand-100 pt-5">
          {step >= 1 ? (
            <Button variant="secondary" size="lg" onClick={() => goTo(step - 1)}>
              {labels.back}
            </Button>
          ) : (
            <span />
          )}
          {step < total - 1 ? (
            // Distinct keys: reusing one DOM button whose type turns to "submit" during its own click would submit the form.
            <Button key="next" size="lg" onClick={next}>
              {step === 0 ? labels.start : labels.next}
            </Button>
          ) : (
            <Button key="submit" type="submit" size="lg" busy={submitting || !detailsShown}>
              {submitting ? labels.submitting : editing ? labels.saveChanges : labels.submit}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
