"use client";

// The rating flow: introduction, one step per question (in sortOrder), details and submit.
// The details step validates with the same zod schema as the API; question steps use the scoring
// module's rules (required, empty text = unanswered, the customer-hint condition).
// The stepper is the page's first load, so it keeps its few fields in React state instead of
// react-hook-form, and fetches the schema (zod) while the visitor answers the questions. Errors
// behave like react-hook-form's "onTouched" mode: a field shows its error once it was left or the
// form was submitted, and then follows every change.
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { fieldErrors, lazyImport, type FieldErrors } from "@/components/forms/lazy-schema";
import { useRouter } from "@/lib/i18n/navigation";
import { earnsNoPoints, isAnswered } from "@/lib/evaluations/scoring";
import { displayName } from "@/lib/evaluations/display-name";
import { COMMENT_MAX_LENGTH, HONORIFICS, NAME_DISPLAY_STYLES, NAME_MAX_LENGTH, type NameDisplayStyle } from "@/lib/evaluations/form-options";
import type { AnswerInput, EvaluationData, EvaluationInput } from "@/lib/evaluations/schema";
import type { QuestionView, TopicView } from "@/lib/questionnaire/types";
import { QuestionInput, type AnswerChange } from "./question-inputs";
import { splitValidationMessage } from "@/lib/validation-messages";

type Props = {
  consultant: { id: number; name: string };
  questions: QuestionView[];
  topics: TopicView[];
  locale: "de" | "en" | "fr" | "it";
  code?: string;
  /** Editing: the stored evaluation with its id and edit token. */
  initialValues?: EvaluationInput;
};

type SubmitError = "editClosed" | "editInvalid" | "rateLimited" | "invalid" | "failed";

const AUTO_ADVANCE_MS = 350;

const schemas = lazyImport(() => import("@/lib/evaluations/schema"));

/** The details step's fields; the rest of the payload comes from the props and the answers. */
type Details = {
  customer: { honorific?: (typeof HONORIFICS)[number]; givenName: string; familyName: string; email: string };
  consultingTopicIds: number[];
  comment: string;
  privacyPolicyAndTermsAndConditions: boolean;
  nameDisplayStyle: NameDisplayStyle;
};

/** In the order of the form: the first failing one gets the focus after a refused submit. */
const FIELDS = [
  "customer.honorific",
  "customer.givenName",
  "customer.familyName",
  "customer.email",
  "consultingTopicIds",
  "comment",
  "nameDisplayStyle",
  "privacyPolicyAndTermsAndConditions",
] as const;
type Field = (typeof FIELDS)[number];

export function QuestionnaireForm({ consultant, questions, topics, locale, code, initialValues }: Props) {
  const t = useTranslations("questionnaire");
  const tv = useTranslations("validation");
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

  const [details, setDetails] = useState<Details>(() => ({
    customer: { givenName: "", familyName: "", email: "", ...initialValues?.customer },
    consultingTopicIds: initialValues?.consultingTopicIds ?? [],
    comment: initialValues?.comment ?? "",
    privacyPolicyAndTermsAndConditions: initialValues?.privacyPolicyAndTermsAndConditions === true,
    nameDisplayStyle: initialValues?.nameDisplayStyle ?? "givenNameAndFamilyNameInitial",
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
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

  const validate = async (d: Details) => {
    const result = (await schemas.get()).evaluationSchema.safeParse(payload(d));
    return result.success ? { data: result.data, errors: {} } : { data: null, errors: fieldErrors(result.error) };
  };

  const revalidate = (d: Details) => void validate(d).then((r) => setErrors(r.errors), () => undefined);

  const update = (change: (d: Details) => Details) => {
    const next = change(details);
    setDetails(next);
    if (submitted || touched.size > 0) revalidate(next);
  };

  const touch = (field: Field) => {
    if (touched.has(field)) return;
    setTouched(new Set(touched).add(field));
    revalidate(details);
  };

  const shown = (field: Field) => (submitted || touched.has(field) ? errors[field] : undefined);
  const question = step >= 1 && step <= questions.length ? questions[step - 1] : null;

  // Focus the new step's heading and bring it into view (smoothly, unless reduced motion is asked for).
  useEffect(() => {
    if (!moved.current) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    topRef.current?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  useEffect(() => () => window.clearTimeout(advanceTimer.current), []);

  // The schema is needed on the last step at the earliest: fetch it while the visitor answers.
  useEffect(() => schemas.prepare(), []);

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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSubmitting(true);
    try {
      const result = await validate(details).catch(() => null);
      if (!result) return setSubmitError("failed");
      setErrors(result.errors);
      if (!result.data) {
        const first = FIELDS.find((f) => result.errors[f]);
        formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      await send(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  const send = async (data: EvaluationData) => {
    setSubmitError(null);
    const { id, ...rest } = data;
    const response = await fetch(id ? `/api/evaluation/${id}` : "/api/evaluation", {
      method: id ? "PUT" : "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(id ? rest : data),
    }).catch(() => null);
    if (!response) return setSubmitError("failed");
    if (response.ok) {
      const result = (await response.json()) as { id: string; editToken: string; codeStatus: string };
      const query: Record<string, string> = { editToken: result.editToken };
      if (result.codeStatus === "rejected") query.code = "rejected";
      router.push({ pathname: `/evaluation/${result.id}/summary`, query });
      return;
    }
    const status = response.status;
    // The server's own checks of the address (a disposable-mail provider, an edit that changes it)
    // belong to the e-mail field like the form's own errors.
    if (status === 422) {
      const problem = (await response.json().catch(() => null)) as { invalidParams?: { pointer: string; message: string }[] } | null;
      const email = problem?.invalidParams?.find((p) => p.pointer === "/customer/email");
      if (email) {
        setErrors((current) => ({ ...current, "customer.email": email.message }));
        formRef.current?.querySelector<HTMLElement>('[name="customer.email"]')?.focus();
        return;
      }
    }
    setSubmitError(status === 409 && id ? "editClosed" : status === 403 ? "editInvalid" : status === 429 ? "rateLimited" : status === 422 ? "invalid" : "failed");
  };

  const errorText = (message: string | undefined, max?: number) => {
    if (!message) return null;
    const split = splitValidationMessage(message);
    const key = split.key.startsWith("validation.") ? split.key.slice("validation.".length) : "required";
    return tv(key as "required", { max: max ?? 0, maxSize: 0, ...split.values });
  };

  const givenName = details.customer.givenName || t("details.exampleGivenName");
  const familyName = details.customer.familyName || t("details.exampleFamilyName");
  const comment = details.comment;
  const setCustomer = (name: "givenName" | "familyName" | "email", value: string) => update((d) => ({ ...d, customer: { ...d.customer, [name]: value } }));

  const stepLabel = step === 0 ? t("intro.title") : question ? question.categoryName ?? t("questionTitle") : t("details.title");

  return (
    <div ref={topRef} className="scroll-mt-24">
      <nav aria-label={t("progress")} className="mb-6">
        <p aria-live="polite" className="mb-2 text-sm text-muted">{t("stepOf", { current: step + 1, total })}</p>
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
            <p className="mt-4 text-ink">{t("intro.text", { name: consultant.name })}</p>
            <ul className="mt-4 list-disc space-y-1 pl-5 text-muted">
              <li>{t("intro.honest")}</li>
              <li>{t("intro.relationship")}</li>
              <li>{t("intro.duration", { count: questions.length })}</li>
              <li>{t("intro.privacy")}</li>
            </ul>
            {code ? <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">{t("verifiedLink", { name: consultant.name })}</p> : null}
          </section>
        ) : null}

        {question ? (
          <section key={question.id}>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{stepLabel}</p>
            <h2 ref={headingRef} tabIndex={-1} id={`q${question.id}-label`} className="mt-1 text-xl font-bold text-ink focus:outline-none">
              {question.text}
              {!question.required ? <span className="ml-2 text-sm font-normal text-muted">({t("optional")})</span> : null}
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
                describedBy={[question.description ? `q${question.id}-description` : "", stepError ? "step-error" : ""].filter(Boolean).join(" ") || undefined}
              />
            </div>
            {hintFor === question.id && question.customerHint ? (
              <div role="status" className="mt-5 rounded-lg border border-accent bg-amber-50 p-4 text-sm text-ink">
                <p className="font-semibold">{t("hintTitle")}</p>
                <p className="mt-1">{question.customerHint}</p>
              </div>
            ) : null}
            {stepError ? (
              <p id="step-error" role="alert" className="mt-4 text-sm font-medium text-danger">
                {tv("answerRequired")}
              </p>
            ) : null}
          </section>
        ) : null}

        {step === total - 1 ? (
          <section className="space-y-5">
            <div>
              <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
                {stepLabel}
              </h2>
              <p className="mt-2 text-sm text-muted">{t("details.text")}</p>
            </div>

            <fieldset>
              <legend className="text-sm font-medium text-ink">{t("details.honorific")}</legend>
              <div className="mt-2 flex flex-wrap gap-4">
                {HONORIFICS.map((h) => (
                  <label key={h} className="inline-flex items-center gap-2">
                    <input
                      type="radio"
                      name="customer.honorific"
                      value={h}
                      checked={details.customer.honorific === h}
                      onChange={() => update((d) => ({ ...d, customer: { ...d.customer, honorific: h } }))}
                      onBlur={() => touch("customer.honorific")}
                      className="h-4 w-4 accent-brand-600"
                    />
                    {t(`details.honorifics.${h}`)}
                  </label>
                ))}
              </div>
              <FieldError text={errorText(shown("customer.honorific"))} />
            </fieldset>

            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField
                label={t("details.givenName")}
                error={errorText(shown("customer.givenName"), NAME_MAX_LENGTH)}
                inputProps={{ name: "customer.givenName", value: details.customer.givenName, onChange: (e) => setCustomer("givenName", e.target.value), onBlur: () => touch("customer.givenName"), autoComplete: "given-name" }}
              />
              <TextField
                label={t("details.familyName")}
                error={errorText(shown("customer.familyName"), NAME_MAX_LENGTH)}
                inputProps={{ name: "customer.familyName", value: details.customer.familyName, onChange: (e) => setCustomer("familyName", e.target.value), onBlur: () => touch("customer.familyName"), autoComplete: "family-name" }}
              />
            </div>
            <TextField
              label={t("details.email")}
              hint={t("details.emailHint")}
              error={errorText(shown("customer.email"), 254)}
              inputProps={{
                name: "customer.email",
                value: details.customer.email,
                onChange: (e) => setCustomer("email", e.target.value),
                onBlur: () => touch("customer.email"),
                type: "email",
                autoComplete: "email",
                readOnly: editing,
              }}
            />

            <fieldset aria-describedby={shown("consultingTopicIds") ? "topics-error" : undefined}>
              <legend className="text-sm font-medium text-ink">{t("details.topics")}</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {topics.map((topic) => {
                  const checked = details.consultingTopicIds.includes(topic.id);
                  return (
                    <label key={topic.id} className="inline-flex items-center gap-2">
                      <input
                        type="checkbox"
                        name="consultingTopicIds"
                        checked={checked}
                        onBlur={() => touch("consultingTopicIds")}
                        onChange={() =>
                          update((d) => ({ ...d, consultingTopicIds: checked ? d.consultingTopicIds.filter((id) => id !== topic.id) : [...d.consultingTopicIds, topic.id] }))
                        }
                        className="h-4 w-4 accent-brand-600"
                      />
                      {topic.name}
                    </label>
                  );
                })}
              </div>
              <FieldError id="topics-error" text={errorText(shown("consultingTopicIds"))} />
            </fieldset>

            <div>
              <label htmlFor="comment" className="text-sm font-medium text-ink">
                {t("details.comment")} <span className="font-normal text-muted">({t("optional")})</span>
              </label>
              <textarea
                id="comment"
                rows={5}
                name="comment"
                value={details.comment}
                onChange={(e) => update((d) => ({ ...d, comment: e.target.value }))}
                onBlur={() => touch("comment")}
                aria-describedby="comment-counter"
                className="mt-1 w-full rounded-lg border border-brand-200 px-3 py-2 text-ink focus:border-brand-500"
              />
              <p id="comment-counter" aria-live="polite" className={`text-right text-xs ${comment.length > COMMENT_MAX_LENGTH ? "text-danger" : "text-muted"}`}>
                {t("details.counter", { count: comment.length, max: COMMENT_MAX_LENGTH })}
              </p>
              <FieldError text={errorText(shown("comment"), COMMENT_MAX_LENGTH)} />
            </div>

            <fieldset>
              <legend className="text-sm font-medium text-ink">{t("details.nameDisplay")}</legend>
              <div className="mt-2 space-y-2">
                {NAME_DISPLAY_STYLES.map((style) => (
                  <label key={style} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="nameDisplayStyle"
                      value={style}
                      checked={details.nameDisplayStyle === style}
                      onChange={() => update((d) => ({ ...d, nameDisplayStyle: style }))}
                      onBlur={() => touch("nameDisplayStyle")}
                      className="h-4 w-4 accent-brand-600"
                    />
                    {t(`details.nameDisplayStyles.${style}`, { example: displayName(style, givenName, familyName) })}
                  </label>
                ))}
              </div>
              <FieldError text={errorText(shown("nameDisplayStyle"))} />
            </fieldset>

            <div>
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  name="privacyPolicyAndTermsAndConditions"
                  checked={details.privacyPolicyAndTermsAndConditions}
                  onChange={(e) => update((d) => ({ ...d, privacyPolicyAndTermsAndConditions: e.target.checked }))}
                  onBlur={() => touch("privacyPolicyAndTermsAndConditions")}
                  className="mt-1 h-4 w-4 accent-brand-600"
                />
                <span>
                  {t.rich("details.agreement", {
                    privacy: (chunks) => (
                      <a href={locale === "de" ? "/privacy-policy" : `/${locale}/privacy-policy`} target="_blank" rel="noopener" className="text-brand-700 underline">
                        {chunks}
                      </a>
                    ),
                    terms: (chunks) => (
                      <a href={locale === "de" ? "/terms-of-service" : `/${locale}/terms-of-service`} target="_blank" rel="noopener" className="text-brand-700 underline">
                        {chunks}
                      </a>
                    ),
                  })}
                </span>
              </label>
              <FieldError text={errorText(shown("privacyPolicyAndTermsAndConditions"))} />
            </div>

            {submitError ? (
              <p role="alert" className="rounded-lg border border-danger bg-red-50 p-3 text-sm text-danger">
                {t(`errors.${submitError}`)}
              </p>
            ) : null}
          </section>
        ) : null}

        <div className="mt-8 flex items-center justify-between gap-3 border-t border-brand-100 pt-5">
          {step >= 1 ? (
            <button type="button" onClick={() => goTo(step - 1)} className="rounded-lg border border-brand-200 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50">
              {t("back")}
            </button>
          ) : (
            <span />
          )}
          {step < total - 1 ? (
            // Distinct keys: reusing one DOM button whose type turns to "submit" during its own click would submit the form.
            <button key="next" type="button" onClick={next} className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
              {step === 0 ? t("start") : t("next")}
            </button>
          ) : (
            <button key="submit" type="submit" disabled={submitting} className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
              {submitting ? t("submitting") : editing ? t("saveChanges") : t("submit")}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}

function FieldError({ text, id }: { text: string | null; id?: string }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-danger">
      {text}
    </p>
  );
}

function TextField({
  label,
  hint,
  error,
  inputProps,
}: {
  label: string;
  hint?: string;
  error: string | null;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { name: string };
}) {
  const id = `field-${inputProps.name.replace(/\W/g, "-")}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        {...inputProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
        className="mt-1 w-full rounded-lg border border-brand-200 px-3 py-2 text-ink focus:border-brand-500 read-only:bg-brand-50"
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}
