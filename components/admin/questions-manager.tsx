"use client";

// Question definitions (platform administrators): type, texts in four languages, hints, options
// with points, rating category; reorder with up/down (PUT /api/questionDefinition/order, one atomic
// request), deactivate, add. Saved through
// /api/questionDefinition with the API's schema; the questionnaire reads them at once, and answers
// already given keep their snapshot.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { useErrorText } from "@/components/forms/use-error-text";
import { CheckboxField } from "@/components/ui/choice-fields";
import { InputField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { useRouter } from "@/lib/i18n/client-navigation";
import { questionDefinitionSchema, type QuestionDefinitionData, type QuestionDefinitionInput } from "@/lib/question-catalogue/schema";
import { callApi } from "@/lib/client/call-api";
import { EditorActions, reportProblem, useAdminToast } from "./form-kit";
import { OrderedListManager } from "./ordered-list-manager";

const LOCALES = ["de", "en", "fr", "it"] as const;
const TYPES = ["rating", "scaleRating", "select", "text", "yesNo"] as const;
type Texts = { de: string; en: string; fr: string; it: string };
const EMPTY: Texts = { de: "", en: "", fr: "", it: "" };

export type QuestionRow = {
  id: number;
  label: string;
  input: QuestionDefinitionInput & {
    text: Texts;
    description: Texts;
    customerHint: Texts;
    prefix: Texts;
    suffix: Texts;
    options: { id?: number; text: Texts; points: number }[];
  };
};

/** Optional texts that are empty in every language are stored as null (no hint, no description). */
const orNull = (texts: Texts | null | undefined) => (texts && Object.values(texts).some((v) => v.trim()) ? texts : null);

function QuestionForm({
  question,
  categories,
  nextSortOrder,
  onDone,
}: {
  question?: QuestionRow;
  categories: { id: number; label: string }[];
  nextSortOrder: number;
  onDone: () => void;
}) {
  const t = useTranslations("admin");
  const errorText = useErrorText();
  const router = useRouter();
  const { show, toast } = useAdminToast();
  const { register, handleSubmit, formState, setError, control } = useForm<QuestionDefinitionInput, unknown, QuestionDefinitionData>({
    resolver: zodResolver(questionDefinitionSchema),
    defaultValues: question?.input ?? {
      type: "rating",
      text: EMPTY,
      description: EMPTY,
      customerHint: EMPTY,
      required: true,
      prefix: EMPTY,
      suffix: EMPTY,
      ratingCategoryId: null,
      sortOrder: nextSortOrder,
      active: true,
      options: [],
    },
  });
  const options = useFieldArray({ control, name: "options" });
  const type = useWatch({ control, name: "type" });
  const errors = formState.errors;
  const onSubmit = handleSubmit(
    async (values) => {
      const body = { ...values, description: orNull(values.description), customerHint: orNull(values.customerHint) };
      const result = await callApi(question ? `/api/questionDefinition/${question.id}` : "/api/questionDefinition", {
        method: question ? "PUT" : "POST",
        body: body,
      });
      if (result.ok) {
        show("saved");
        router.refresh();
        onDone();
        return;
      }
      reportProblem(result, setError, show);
    },
    () => show("attention"),
  );
  const prefix = `question-${question?.id ?? "new"}`;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3 rounded-lg bg-brand-50 p-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField id={`${prefix}-type`} label={t("questionnaire.type")} {...register("type")} error={errorText(errors.type?.message)}>
          {TYPES.map((ty) => (
            <option key={ty} value={ty}>
              {t(`questionnaire.types.${ty}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${prefix}-category`}
          label={t("questionnaire.ratingCategory")}
          {...register("ratingCategoryId", { setValueAs: (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v)) })}
          error={errorText(errors.ratingCategoryId?.message)}
        >
          <option value="">{t("questionnaire.noCategory")}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </SelectField>
        {LOCALES.map((l) => (
          <InputField
            key={`text-${l}`}
            id={`${prefix}-text-${l}`}
            label={t("questionnaire.text", { language: l.toUpperCase() })}
            {...register(`text.${l}`)}
            error={errorText(errors.text?.[l]?.message)}
          />
        ))}
        {LOCALES.map((l) => (
          <InputField
            key={`description-${l}`}
            id={`${prefix}-description-${l}`}
            label={t("questionnaire.description", { language: l.toUpperCase() })}
            optionalLabel={t("form.optional")}
            {...register(`description.${l}`)}
          />
        ))}
        {LOCALES.map((l) => (
          <InputField
            key={`hint-${l}`}
            id={`${prefix}-hint-${l}`}
            label={t("questionnaire.customerHint", { language: l.toUpperCase() })}
            optionalLabel={t("form.optional")}
            {...register(`customerHint.${l}`)}
          />
        ))}
        {type === "text"
          ? LOCALES.map((l) => (
              // The unit before and after the figure, side by side per language (German is the fallback).
              <div key={`unit-${l}`} className="grid grid-cols-2 gap-3 sm:col-span-2">
                <InputField
                  id={`${prefix}-prefix-${l}`}
                  label={t("questionnaire.prefix", { language: l.toUpperCase() })}
                  optionalLabel={t("form.optional")}
                  {...register(`prefix.${l}`)}
                  error={errorText(errors.prefix?.[l]?.message)}
                />
                <InputField
                  id={`${prefix}-suffix-${l}`}
                  label={t("questionnaire.suffix", { language: l.toUpperCase() })}
                  optionalLabel={t("form.optional")}
                  {...register(`suffix.${l}`)}
                  error={errorText(errors.suffix?.[l]?.message)}
                />
              </div>
            ))
          : null}
      </div>
      <CheckboxField id={`${prefix}-required`} label={t("questionnaire.required")} {...register("required")} />
      <CheckboxField id={`${prefix}-active`} label={t("questionnaire.active")} {...register("active")} />
      {type === "select" ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-ink">{t("questionnaire.options")}</legend>
          {options.fields.map((field, i) => (
            <div key={field.id} className="grid gap-2 rounded-lg border border-brand-100 bg-white p-3 sm:grid-cols-5">
              {LOCALES.map((l) => (
                <InputField
                  key={l}
                  id={`${prefix}-option-${i}-${l}`}
                  label={t("questionnaire.optionText", { language: l.toUpperCase() })}
                  {...register(`options.${i}.text.${l}`)}
                  error={errorText(errors.options?.[i]?.text?.[l]?.message)}
                />
              ))}
              <div>
                <InputField
                  id={`${prefix}-option-${i}-points`}
                  type="number"
                  min={0}
                  max={100}
                  label={t("questionnaire.points")}
                  {...register(`options.${i}.points`, { valueAsNumber: true })}
                  error={errorText(errors.options?.[i]?.points?.message)}
                />
                <button type="button" onClick={() => options.remove(i)} className="mt-1 text-sm text-danger underline">
                  {t("questionnaire.removeOption")}
                </button>
              </div>
            </div>
          ))}
          <button
            type="button"
            onClick={() => options.append({ text: { ...EMPTY }, points: 0 })}
            className="rounded border border-brand-200 bg-white px-3 py-1 text-sm"
          >
            {t("questionnaire.addOption")}
          </button>
          {errors.options?.message ? (
            <p role="alert" className="text-sm text-danger">
              {t("questionnaire.optionsNeeded")}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <EditorActions onCancel={onDone} busy={formState.isSubmitting} />
      {toast}
    </form>
  );
}

export function QuestionsManager({ questions, categories }: { questions: QuestionRow[]; categories: { id: number; label: string }[] }) {
  const t = useTranslations("admin");
  return (
    <OrderedListManager
      entries={questions}
      orderUrl="/api/questionDefinition/order"
      detail={(q) => t(`questionnaire.types.${q.input.type}`)}
      isActive={(q) => q.input.active !== false}
      setActive={(q, active) =>
        callApi(`/api/questionDefinition/${q.id}`, {
          method: "PUT",
          body: { ...q.input, active, description: orNull(q.input.description), customerHint: orNull(q.input.customerHint) },
        })
      }
      form={(q, onDone) => (
        <QuestionForm question={q} categories={categories} nextSortOrder={q ? (q.input.sortOrder ?? 0) : questions.length * 10} onDone={onDone} />
      )}
      addLabel={t("questionnaire.add")}
    />
  );
}
