"use client";

// The five-step registration of spec section 2 (account-create). Each step validates its slice of
// registrationSchema before Next; the server repeats every check (claims above all).
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { PERSONAL_FIELDS, registrationSchema, type ClaimCandidate, type RegistrationInput } from "@/lib/account/schema";
import { ChoiceChips, type ChoiceOption } from "./choice-chips";
import { FieldError, useErrorText } from "./field-error";
import { cardClass, inputClass, labelClass, primaryButton, secondaryButton } from "./form-styles";
import { PersonalDetailsFields } from "./personal-details-fields";

const STEPS = ["selection", "personal", "topics", "languages", "completion"] as const;
const STEP_FIELDS: Record<number, (keyof RegistrationInput)[]> = {
  1: [...PERSONAL_FIELDS],
  2: ["consultingTopicIds"],
  3: ["languages"],
  4: ["acceptsPrivacyPolicy", "termsAndConditions"],
};

export function RegistrationStepper({
  loginEmail,
  topics,
  languages,
  initialCandidate,
  defaults,
}: {
  loginEmail: string;
  topics: ChoiceOption<number>[];
  languages: ChoiceOption<string>[];
  initialCandidate: ClaimCandidate | null;
  defaults: Partial<RegistrationInput>;
}) {
  const t = useTranslations("account.create");
  const locale = useLocale();
  const router = useRouter();
  const errorText = useErrorText();
  const [step, setStep] = useState(0);
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<ClaimCandidate[] | null>(initialCandidate ? [initialCandidate] : null);
  const [searching, setSearching] = useState(false);
  const [claim, setClaim] = useState<ClaimCandidate | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const form = useForm<RegistrationInput>({
    resolver: zodResolver(registrationSchema),
    mode: "onTouched",
    defaultValues: { country: "ch", consultingTopicIds: [], languages: [], acceptsPrivacyPolicy: undefined, termsAndConditions: undefined, locale: locale as RegistrationInput["locale"], ...defaults },
  });
  const { register, control, formState, trigger, handleSubmit, setValue } = form;

  async function search(event: React.FormEvent) {
    event.preventDefault();
    if (!query.trim()) return;
    setSearching(true);
    setMismatch(false);
    try {
      const response = await fetch(`/api/account/claim-search?${new URLSearchParams({ name: query.trim() })}`);
      setHits(response.ok ? ((await response.json()) as ClaimCandidate[]) : []);
    } finally {
      setSearching(false);
    }
  }

  function choose(candidate: ClaimCandidate) {
    // The server refuses a mismatching claim anyway; telling the user now saves four steps.
    if (!candidate.emailMatches) {
      setMismatch(true);
      setClaim(null);
      return;
    }
    setMismatch(false);
    setClaim(candidate);
    setValue("claimConsultantId", candidate.id);
    setStep(1);
  }

  function continueWithoutClaim() {
    setClaim(null);
    setMismatch(false);
    setValue("claimConsultantId", null);
    setStep(1);
  }

  // Chips are buttons, never "touched": validate on each change so that "select at least one" goes
  // away with the first choice instead of staying until the next step is tried.
  function chooseChips<V>(field: { name: "consultingTopicIds" | "languages"; onChange: (value: V) => void }, value: V) {
    field.onChange(value);
    void trigger(field.name);
  }

  async function next() {
    const fields = STEP_FIELDS[step];
    if (fields && !(await trigger(fields))) return;
    setStep((s) => Math.min(s + 1, STEPS.length - 1));
  }

  const submit = handleSubmit(async (values) => {
    setPending(true);
    setServerError(null);
    try {
      const response = await fetch("/api/account", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(values) });
      if (response.ok || response.status === 409) {
        // 409: the account exists already (another tab): the profile is where the user belongs.
        router.push("/account/profile");
        router.refresh();
        return;
      }
      const problem = (await response.json().catch(() => ({}))) as { detail?: string };
      if (response.status === 403) {
        setMismatch(true);
        setStep(0);
      } else setServerError(problem.detail && problem.detail.startsWith("account.") ? problem.detail : "account.create.failed");
    } finally {
      setPending(false);
    }
  });

  return (
    <div className={cardClass}>
      <ol className="mb-6 flex flex-wrap gap-2 text-sm" aria-label={t("stepsLabel")}>
        {STEPS.map((s, i) => (
          <li key={s} aria-current={i === step ? "step" : undefined} className={`rounded-full px-3 py-1 ${i === step ? "bg-brand-600 text-white" : i < step ? "bg-brand-100 text-brand-800" : "bg-brand-50 text-muted"}`}>
            {i + 1}. {t(`steps.${s}`)}
          </li>
        ))}
      </ol>

      <form onSubmit={submit} noValidate>
        {step === 0 ? (
          <section aria-labelledby="step-selection">
            <h2 id="step-selection" className="text-lg font-semibold text-ink">
              {t("selection.title")}
            </h2>
            <p className="mt-1 text-sm text-muted">{t("selection.text")}</p>
            <div className="mt-4 flex gap-2">
              <label htmlFor="claim-name" className="sr-only">
                {t("selection.searchLabel")}
              </label>
              <input
                id="claim-name"
                className={inputClass}
                value={query}
                placeholder={t("selection.searchLabel")}
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") void search(e);
                }}
              />
              <button type="button" className={primaryButton} onClick={(e) => void search(e)} disabled={searching || !query.trim()} aria-busy={searching}>
                {t("selection.search")}
              </button>
            </div>
            {mismatch ? (
              <p role="alert" className="mt-4 rounded-lg bg-danger/10 p-3 text-sm text-danger">
                {t("selection.emailMismatch")}
              </p>
            ) : null}
            {hits !== null && hits.length === 0 ? (
              <button type="button" onClick={continueWithoutClaim} className="mt-4 block w-full rounded-lg bg-brand-50 p-4 text-left text-sm text-brand-800 hover:bg-brand-100">
                {t("selection.noHit")}
              </button>
            ) : null}
            {hits && hits.length > 0 ? (
              <ul className="mt-4 space-y-2">
                {hits.map((hit) => (
                  <li key={hit.id} className="flex items-center justify-between gap-3 rounded-lg border border-brand-100 p-3">
                    <div>
                      <p className="font-medium text-ink">{hit.formattedName}</p>
                      <p className="text-sm text-muted">
                        {hit.postalCode} {hit.city}
                        {hit.companyName ? ` · ${hit.companyName}` : ""}
                      </p>
                    </div>
                    <button type="button" className={secondaryButton} onClick={() => choose(hit)}>
                      {t("selection.claim")}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="mt-6 flex justify-end">
              <button type="button" className={secondaryButton} onClick={continueWithoutClaim}>
                {t("selection.withoutClaim")}
              </button>
            </div>
          </section>
        ) : null}

        {step === 1 ? (
          <section aria-labelledby="step-personal">
            <h2 id="step-personal" className="mb-4 text-lg font-semibold text-ink">
              {t("steps.personal")}
            </h2>
            {claim ? <p className="mb-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-800">{t("claiming", { name: claim.formattedName })}</p> : null}
            <PersonalDetailsFields register={register} errors={formState.errors} loginEmail={loginEmail} />
          </section>
        ) : null}

        {step === 2 ? (
          <Controller
            control={control}
            name="consultingTopicIds"
            render={({ field, fieldState }) => (
              <ChoiceChips id="reg-topics" legend={t("steps.topics")} options={topics} selected={field.value ?? []} onChange={(next) => chooseChips(field, next)} error={errorText(fieldState.error?.message)} />
            )}
          />
        ) : null}

        {step === 3 ? (
          <Controller
            control={control}
            name="languages"
            render={({ field, fieldState }) => (
              <ChoiceChips
                id="reg-languages"
                legend={t("steps.languages")}
                options={languages}
                selected={(field.value ?? []) as string[]}
                onChange={(next) => chooseChips(field, next)}
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
        ) : null}

        {step === 4 ? (
          <section aria-labelledby="step-completion" className="space-y-4">
            <h2 id="step-completion" className="text-lg font-semibold text-ink">
              {t("steps.completion")}
            </h2>
            <p className="text-sm text-muted">{t("completion.trial")}</p>
            {(["acceptsPrivacyPolicy", "termsAndConditions"] as const).map((name) => (
              <div key={name}>
                <div className="flex items-start gap-2">
                  <input id={`reg-${name}`} type="checkbox" className="mt-1 h-4 w-4 accent-brand-600" aria-invalid={formState.errors[name] ? true : undefined} {...register(name)} />
                  <label htmlFor={`reg-${name}`} className={labelClass}>
                    {t.rich(`completion.${name}`, {
                      link: (chunks) => (
                        <Link className="text-brand-700 underline" href={name === "acceptsPrivacyPolicy" ? "/privacy-policy" : "/terms-of-service"} target="_blank">
                          {chunks}
                        </Link>
                      ),
                    })}
                  </label>
                </div>
                <FieldError id={`reg-${name}-error`} message={formState.errors[name]?.message} />
              </div>
            ))}
            {serverError ? (
              <p role="alert" className="text-sm text-danger">
                {errorText(serverError)}
              </p>
            ) : null}
          </section>
        ) : null}

        {step > 0 ? (
          <div className="mt-6 flex justify-between">
            <button type="button" className={secondaryButton} onClick={() => setStep((s) => s - 1)}>
              {t("back")}
            </button>
            {step < STEPS.length - 1 ? (
              <button type="button" className={primaryButton} onClick={() => void next()}>
                {t("next")}
              </button>
            ) : (
              <button type="submit" className={primaryButton} disabled={pending} aria-busy={pending}>
                {t("complete")}
              </button>
            )}
          </div>
        ) : null}
      </form>
    </div>
  );
}
