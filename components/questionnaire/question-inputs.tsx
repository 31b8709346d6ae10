"use client";

// The five answer inputs. Each choice is a native radio group (arrow keys move, Space selects),
// styled with a visible focus ring. A pointer click on a choice (a click on the label with a
// click count; the browser's own follow-up click on the input and arrow-key selection have none)
// reports `advance: true`; keyboard selection does not, so arrowing through the stars never skips
// a question (Enter continues).
import type { KeyboardEvent, MouseEvent } from "react";
import type { QuestionView } from "@/lib/rating-questionnaire/types";
import type { AnswerInput } from "@/lib/evaluations/schema";
import type { AnswerLabels } from "./labels";

export type AnswerChange = (answer: AnswerInput, options: { advance: boolean }) => void;

type Props = {
  question: QuestionView;
  answer: AnswerInput | undefined;
  onChange: AnswerChange;
  onEnter: () => void;
  describedBy?: string;
  /** Translated on the server (./labels.ts). */
  labels: AnswerLabels;
};

const byPointer = (event: MouseEvent) => event.detail > 0;

function enterContinues(onEnter: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      onEnter();
    }
  };
}

export function QuestionInput(props: Props) {
  switch (props.question.type) {
    case "rating":
      return <StarsInput {...props} />;
    case "scaleRating":
      return <ScaleInput {...props} />;
    case "select":
      return <SelectInput {...props} />;
    case "yesNo":
      return <YesNoInput {...props} />;
    case "text":
      return <TextInput {...props} />;
  }
}

function StarsInput({ question, answer, onChange, onEnter, describedBy, labels }: Props) {
  const value = typeof answer?.value === "number" ? answer.value : 0;
  const name = `q${question.id}`;
  return (
    <div role="radiogroup" aria-labelledby={`${name}-label`} aria-describedby={describedBy} className="flex gap-1" onKeyDown={enterContinues(onEnter)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <label
          key={n}
          className="group relative cursor-pointer"
          onClick={(e) => byPointer(e) && onChange({ questionDefinitionId: question.id, value: n }, { advance: true })}
        >
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange({ questionDefinitionId: question.id, value: n }, { advance: false })}
            className="peer sr-only"
          />
          <span className="sr-only">{labels.stars[n - 1]}</span>
          <svg
            aria-hidden="true"
            width="44"
            height="44"
            viewBox="0 0 20 20"
            className="rounded-md p-0.5 transition-transform peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 group-hover:scale-110"
          >
            <path d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z" className={n <= value ? "fill-accent" : "fill-brand-100"} />
          </svg>
        </label>
      ))}
    </div>
  );
}

function ChoiceGroup({
  question,
  choices,
  selected,
  onPick,
  onEnter,
  describedBy,
  layout,
}: {
  question: QuestionView;
  choices: { key: string; label: string; pick: () => AnswerInput }[];
  selected: string | null;
  onPick: AnswerChange;
  onEnter: () => void;
  describedBy?: string;
  layout: "row" | "column";
}) {
  const name = `q${question.id}`;
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${name}-label`}
      aria-describedby={describedBy}
      className={layout === "row" ? "flex flex-wrap gap-2" : "flex flex-col gap-2"}
      onKeyDown={enterContinues(onEnter)}
    >
      {choices.map((c) => (
        <label key={c.key} className="cursor-pointer" onClick={(e) => byPointer(e) && onPick(c.pick(), { advance: true })}>
          <input
            type="radio"
            name={name}
            value={c.key}
            checked={selected === c.key}
            onChange={() => onPick(c.pick(), { advance: false })}
            className="peer sr-only"
          />
          {/* Selected: filled, with a check mark; not only bold (colour is not the only sign either). */}
          <span
            className={`flex min-h-12 items-center gap-1.5 rounded-lg border-2 py-2.5 transition-colors peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 ${
              selected === c.key ? "border-brand-700 bg-brand-600 font-semibold text-white" : "border-brand-100 bg-white text-ink hover:border-brand-500"
            } ${layout === "row" ? "min-w-12 justify-center px-3" : "px-4"}`}
          >
            {selected === c.key ? (
              <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className="shrink-0">
                <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            ) : null}
            {c.label}
          </span>
        </label>
      ))}
    </div>
  );
}

function ScaleInput({ question, answer, onChange, onEnter, describedBy }: Props) {
  const selected = typeof answer?.value === "number" ? String(answer.value) : null;
  const choices = [1, 2, 3, 4, 5].map((n) => ({ key: String(n), label: String(n), pick: () => ({ questionDefinitionId: question.id, value: n }) }));
  return <ChoiceGroup question={question} choices={choices} selected={selected} onPick={onChange} onEnter={onEnter} describedBy={describedBy} layout="row" />;
}

function SelectInput({ question, answer, onChange, onEnter, describedBy }: Props) {
  const selected = answer?.selectedOptionId ? String(answer.selectedOptionId) : null;
  const choices = question.options.map((o) => ({
    key: String(o.id),
    label: o.text,
    pick: () => ({ questionDefinitionId: question.id, selectedOptionId: o.id }),
  }));
  return (
    <ChoiceGroup question={question} choices={choices} selected={selected} onPick={onChange} onEnter={onEnter} describedBy={describedBy} layout="column" />
  );
}

function YesNoInput({ question, answer, onChange, onEnter, describedBy, labels }: Props) {
  const selected = answer?.value === 1 || answer?.value === true ? "1" : answer?.value === 0 || answer?.value === false ? "0" : null;
  const choices = [
    { key: "1", label: labels.yes, pick: () => ({ questionDefinitionId: question.id, value: 1 }) },
    { key: "0", label: labels.no, pick: () => ({ questionDefinitionId: question.id, value: 0 }) },
  ];
  return <ChoiceGroup question={question} choices={choices} selected={selected} onPick={onChange} onEnter={onEnter} describedBy={describedBy} layout="row" />;
}

function TextInput({ question, answer, onChange, onEnter, describedBy, labels }: Props) {
  // A prefix or suffix (CHF, years) marks a figure: a number input.
  const numeric = Boolean(question.prefix || question.suffix);
  const id = `q${question.id}-input`;
  return (
    <div className="flex max-w-md items-center gap-2">
      {question.prefix ? <span className="text-muted">{question.prefix}</span> : null}
      <input
        id={id}
        type={numeric ? "number" : "text"}
        inputMode={numeric ? "decimal" : undefined}
        aria-labelledby={`q${question.id}-label`}
        aria-describedby={describedBy}
        maxLength={numeric ? undefined : 1000}
        placeholder={numeric ? undefined : labels.textPlaceholder}
        value={answer?.textValue ?? ""}
        onChange={(e) => onChange({ questionDefinitionId: question.id, textValue: e.target.value }, { advance: false })}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            onEnter();
          }
        }}
        className="w-full rounded-lg border border-brand-200 px-3 py-2 text-ink focus:border-brand-500"
      />
      {question.suffix ? <span className="text-muted">{question.suffix}</span> : null}
    </div>
  );
}
