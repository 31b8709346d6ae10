"use client";

// The five-step registration (docs/product-rules.md#account-pages). Each step validates its slice of
// registrationSchema before Next; the server repeats every check (claims above all).
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link } from "@/lib/i18n/client-link";
import { useRouter } from "@/lib/i18n/client-navigation";
import { PERSONAL_FIELDS, registrationSchema, type ClaimCandidate, type RegistrationInput } from "@/lib/account/schema";
import { useErrorText } from "@/components/forms/use-error-text";
import { Button, buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { ChipToggles, type ChipOption } from "@/components/ui/chips";
import { CheckboxField } from "@/components/ui/choice-fields";
import { InputField } from "@/components/ui/field";
import { callApi } from "@/lib/client/call-api";
import { PersonalDetailsFields } from "./personal-details-fields";
import { DuplicateCandidates } from "@/components/forms/duplicate-candidates";
import { duplicatesOf, type DuplicateCandidate } from "@/lib/consultants/duplicate-candidates";

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
  topics: ChipOption<number>[];
  languages: ChipOption<string>[];
  initialCandidate: ClaimCandidate | null;
  defaults: Partial<RegistrationInput>;
}) {
  const t = useTranslations("account.create");
  const td = useTranslations("duplicateProfiles");
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
  const [duplicates, setDuplicates] = useState<DuplicateCandidate[] | null>(null);

  const form = useForm<RegistrationInput>({
    resolver: zodResolver(registrationSchema),
    mode: "onTouched",
    defaultValues: {
      country: "ch",
      consultingTopicIds: [],
      languages: [],
      acceptsPrivacyPolicy: undefined,
      termsAndConditions: undefined,
      locale: locale as RegistrationInput["locale"],
      ...defaults,
    },
  });
  const { register, control, formState, trigger, handleSubmit, setValue } = form;

  async function search(event: React.FormEvent) {
    event.preventDefault();
    if (!query.trim()) return;
    setSearching(true);
    setMismatch(false);
    try {
      const result = await callApi<ClaimCandidate[]>(`/api/account/claim-search?${new URLSearchParams({ name: query.trim() })}`);
      setHits(result.ok ? result.data : []);
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
      const result = await callApi("/api/account", { method: "POST", body: values });
      const found = result.ok ? null : duplicatesOf(result.problem);
      if (found) {
        // One person, one profile: the way on is claiming the existing one, not a second profile.
        setDuplicates(found);
        return;
      }
      if (result.ok || result.status === 409) {
        // 409: the account exists already (another tab): the profile is where the user belongs.
        router.push("/account/profile");
        router.refresh();
        return;
      }
      if (result.status === 403) {
        setMismatch(true);
        setStep(0);
      } else {
        const detail = result.problem.detail;
        setServerError(detail && detail.startsWith("account.") ? detail : "account.create.failed");
      }
    } finally {
      setPending(false);
    }
  });

  if (duplicates) {
    return (
      <div className={cardClass}>
        <DuplicateCandidates
          id="registration-duplicates"
          title={td("registration.title")}
          text={td("registration.text")}
          candidates={duplicates}
          actions={(candidate) => (
            <>
              {candidate.path ? (
                <Link href={candidate.path} target="_blank" className={buttonClass({ variant: "secondary" })}>
                  {td("registration.view")}
                </Link>
              ) : null}
              {candidate.claimable ? (
                // The registration page with this profile offered: it tells at once whether the sign-in
                // e-mail is the one saved for the profile (only its owner can claim it).
                <Link href={`/account/create?consultantId=${candidate.id}`} className={buttonClass({ variant: "primary" })}>
                  {td("registration.claim")}
                </Link>
              ) : (
                <Link href="/about-us" className={buttonClass({ variant: "ghost" })}>
                  {td("registration.contact")}
                </Link>
              )}
            </>
          )}
          note={(candidate) => (candidate.claimable ? null : td("registration.taken"))}
        >
          <Button
            variant="ghost"
            onClick={() => {
              setDuplicates(null);
              setStep(1);
            }}
          >
            {td("registration.back")}
          </Button>
        </DuplicateCandidates>
      </div>
    );
  }

  return (
    <div className={cardClass}>
      <ol className="mb-6 flex flex-wrap gap-2 text-sm" aria-label={t("stepsLabel")}>
        {STEPS.map((s, i) => (
          <li
            key={s}
            aria-current={i === step ? "step" : undefined}
            className={`rounded-full px-3 py-1 ${i === step ? "bg-brand-600 text-white" : i < step ? "bg-brand-100 text-brand-800" : "bg-brand-50 text-muted"}`}
          >
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
              <InputField
                id="claim-name"
                className="min-w-0 flex-1"
                label={t("selection.searchLabel")}
                labelHidden
                value={query}
                placeholder={t("selection.searchLabel")}
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") void search(e);
                }}
              />
              <Button className="mt-1" onClick={(e) => void search(e)} disabled={!query.trim()} busy={searching}>
                {t("selection.search")}
              </Button>
            </div>
            {mismatch ? (
              <p role="alert" className="mt-4 rounded-lg bg-danger/10 p-3 text-sm text-danger">
                {t("selection.emailMismatch")}
              </p>
            ) : null}
            {hits !== null && hits.length === 0 ? (
              <button
                type="button"
                onClick={continueWithoutClaim}
                className="mt-4 block w-full rounded-lg bg-brand-50 p-4 text-left text-sm text-brand-800 hover:bg-brand-100"
              >
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
                    <Button variant="secondary" onClick={() => choose(hit)}>
                      {t("selection.claim")}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="mt-6 flex justify-end">
              <Button variant="secondary" onClick={continueWithoutClaim}>
                {t("selection.withoutClaim")}
              </Button>
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
              <ChipToggles
                id="reg-topics"
                legend={t("steps.topics")}
                required
                options={topics}
                selected={field.value ?? []}
                onChange={(next) => chooseChips(field, next)}
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
        ) : null}

        {step === 3 ? (
          <Controller
            control={control}
            name="languages"
            render={({ field, fieldState }) => (
              <ChipToggles
                id="reg-languages"
                legend={t("steps.languages")}
                required
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
              <CheckboxField
                key={name}
                id={`reg-${name}`}
                label={t.rich(`completion.${name}`, {
                  link: (chunks) => (
                    <Link className="text-brand-700 underline" href={name === "acceptsPrivacyPolicy" ? "/privacy-policy" : "/terms-of-service"} target="_blank">
                      {chunks}
                    </Link>
                  ),
                })}
                error={errorText(formState.errors[name]?.message)}
                {...register(name)}
              />
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
            <Button variant="secondary" onClick={() => setStep((s) => s - 1)}>
              {t("back")}
            </Button>
            {step < STEPS.length - 1 ? (
              <Button onClick={() => void next()}>{t("next")}</Button>
            ) : (
              <Button type="submit" busy={pending}>
                {t("complete")}
              </Button>
            )}
          </div>
        ) : null}
      </form>
    </div>
  );
}
