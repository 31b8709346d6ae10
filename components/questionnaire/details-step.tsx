"use client";

// The last step of the rating: who rates (name, address, how the name is shown), the topics of the
// advice, a comment and the agreement, on the kit's fields. Fetched after the stepper's first load,
// it brings next-intl's provider with itself (`intl`), as the dialogs loaded on demand do.
import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { useErrorText } from "@/components/forms/use-error-text";
import { CheckboxField, CheckboxGroup, RadioGroup } from "@/components/ui/choice-fields";
import { DialogIntlProvider, type DialogIntl } from "@/components/ui/dialog-intl-provider";
import { InputField, TextareaField } from "@/components/ui/field";
import { displayName } from "@/lib/evaluations/display-name";
import { localizedPath } from "@/lib/i18n/localized-path";
import type { Locale } from "@/lib/i18n/routing";
import { COMMENT_MAX_LENGTH, NAME_DISPLAY_STYLES, NAME_MAX_LENGTH } from "@/lib/evaluations/form-options";
import { HONORIFICS, type Honorific } from "@/lib/honorifics";
import type { TopicView } from "@/lib/rating-questionnaire/types";
import type { useDetailsForm } from "./use-details-form";

type DetailsForm = ReturnType<typeof useDetailsForm>;

type Props = {
  form: DetailsForm;
  topics: TopicView[];
  locale: Locale;
  editing: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  title: string;
};

/** `intl`: the questionnaire's and the validation messages the server picked (the page). */
export function DetailsStep({ intl, ...props }: Props & { intl: DialogIntl }) {
  return (
    <DialogIntlProvider {...intl}>
      <DetailsFields {...props} />
    </DialogIntlProvider>
  );
}

function DetailsFields({ form, topics, locale, editing, headingRef, title }: Props) {
  const t = useTranslations("questionnaire");
  const errorText = useErrorText();
  const { details, update, touch, shown } = form;
  const setCustomer = (name: "givenName" | "familyName" | "email", value: string) => update((d) => ({ ...d, customer: { ...d.customer, [name]: value } }));
  const givenName = details.customer.givenName || t("details.exampleGivenName");
  const familyName = details.customer.familyName || t("details.exampleFamilyName");
  const legal = (path: string) => localizedPath(`/${path}`, locale);

  return (
    <section className="space-y-5">
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
          {title}
        </h2>
        <p className="mt-2 text-sm text-muted">{t("details.text")}</p>
      </div>

      <RadioGroup
        id="field-customer-honorific"
        name="customer.honorific"
        legend={t("details.honorific")}
        options={HONORIFICS.map((h) => ({ value: h, label: t(`details.honorifics.${h}`) }))}
        value={details.customer.honorific ?? null}
        onValueChange={(h) => update((d) => ({ ...d, customer: { ...d.customer, honorific: h as Honorific } }))}
        onBlur={() => touch("customer.honorific")}
        error={errorText(shown("customer.honorific"))}
      />

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {(["givenName", "familyName"] as const).map((name) => (
          <InputField
            key={name}
            id={`field-customer-${name}`}
            name={`customer.${name}`}
            label={t(`details.${name}`)}
            autoComplete={name === "givenName" ? "given-name" : "family-name"}
            value={details.customer[name]}
            onChange={(e) => setCustomer(name, e.target.value)}
            onBlur={() => touch(`customer.${name}`)}
            error={errorText(shown(`customer.${name}`), { max: NAME_MAX_LENGTH })}
          />
        ))}
      </div>
      <InputField
        id="field-customer-email"
        name="customer.email"
        label={t("details.email")}
        hint={t("details.emailHint")}
        type="email"
        autoComplete="email"
        readOnly={editing}
        value={details.customer.email}
        onChange={(e) => setCustomer("email", e.target.value)}
        onBlur={() => touch("customer.email")}
        error={errorText(shown("customer.email"), { max: 254 })}
      />

      <CheckboxGroup
        id="topics"
        name="consultingTopicIds"
        legend={t("details.topics")}
        options={topics.map((topic) => ({ value: topic.id, label: topic.name }))}
        selected={details.consultingTopicIds}
        onChange={(next) => update((d) => ({ ...d, consultingTopicIds: next }))}
        onBlur={() => touch("consultingTopicIds")}
        error={errorText(shown("consultingTopicIds"))}
      />

      <TextareaField
        id="comment"
        name="comment"
        rows={5}
        label={t("details.comment")}
        optionalLabel={t("optional")}
        value={details.comment}
        onChange={(e) => update((d) => ({ ...d, comment: e.target.value }))}
        onBlur={() => touch("comment")}
        counter={t("details.counter", { count: details.comment.length, max: COMMENT_MAX_LENGTH })}
        counterOver={details.comment.length > COMMENT_MAX_LENGTH}
        error={errorText(shown("comment"), { max: COMMENT_MAX_LENGTH })}
      />

      <RadioGroup
        id="field-nameDisplayStyle"
        name="nameDisplayStyle"
        layout="column"
        legend={t("details.nameDisplay")}
        options={NAME_DISPLAY_STYLES.map((style) => ({
          value: style,
          label: t(`details.nameDisplayStyles.${style}`, { example: displayName(style, givenName, familyName) }),
        }))}
        value={details.nameDisplayStyle}
        onValueChange={(style) => update((d) => ({ ...d, nameDisplayStyle: style as (typeof NAME_DISPLAY_STYLES)[number] }))}
        onBlur={() => touch("nameDisplayStyle")}
        error={errorText(shown("nameDisplayStyle"))}
      />

      <CheckboxField
        id="field-agreement"
        name="privacyPolicyAndTermsAndConditions"
        checked={details.privacyPolicyAndTermsAndConditions}
        onChange={(e) => update((d) => ({ ...d, privacyPolicyAndTermsAndConditions: e.target.checked }))}
        onBlur={() => touch("privacyPolicyAndTermsAndConditions")}
        error={errorText(shown("privacyPolicyAndTermsAndConditions"))}
        label={t.rich("details.agreement", {
          privacy: (chunks) => (
            <a href={legal("privacy-policy")} target="_blank" rel="noopener" className="text-brand-700 underline">
              {chunks}
            </a>
          ),
          terms: (chunks) => (
            <a href={legal("terms-of-service")} target="_blank" rel="noopener" className="text-brand-700 underline">
              {chunks}
            </a>
          ),
        })}
      />
    </section>
  );
}
