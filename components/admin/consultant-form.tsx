"use client";

// Consultant add and detail (docs/product-rules.md#administration): personal details, topics and languages, state, media,
// company and link state, links, and the booking credentials (platform administrators only). Validated
// with the API's schema; saved to /api/consultant; back to the list after save or delete.
import { buttonClass } from "@/components/ui/button";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { useErrorText } from "@/components/forms/use-error-text";
import { FieldError, InputField, SelectField, TextareaField } from "@/components/ui/field";
import { CANTONS } from "@/lib/companies/cantons";
import { HONORIFICS } from "@/lib/honorifics";
import { COMPANY_LINK_STATES, CONSULTANT_STATES, consultantSchema, type ConsultantData, type ConsultantInput } from "@/lib/consultants/schema";
import { useRouter } from "@/lib/i18n/navigation";
import { Card } from "@/components/ui/card";
import { callApi } from "@/lib/client/call-api";
import { AdminImageField, DeleteButton, reportProblem, useAdminToast } from "./form-kit";

const LIST = "/administration/consultants";
const LINK_FIELDS = ["websiteUrl", "youTubeUrl", "linkedInUrl", "twitterUrl", "facebookUrl", "instagramUrl", "whatsAppUrl"] as const;

type Option<T> = { value: T; label: string };

export function ConsultantForm({
  id,
  initial,
  topics,
  languages,
  companies,
  canEditBooking,
}: {
  id?: number;
  initial?: ConsultantInput;
  topics: Option<number>[];
  languages: Option<string>[];
  companies: Option<number>[];
  canEditBooking: boolean;
}) {
  const t = useTranslations("admin");
  const errorText = useErrorText();
  const router = useRouter();
  const { show, toast } = useAdminToast();
  const { register, handleSubmit, formState, setError, setValue, control, clearErrors } = useForm<ConsultantInput, unknown, ConsultantData>({
    resolver: zodResolver(consultantSchema),
    defaultValues: initial ?? {
      honorific: "mr",
      canton: "ZH",
      country: "ch",
      state: "unclaimed",
      companyId: null,
      companyLinkState: "unlinked",
      consultingTopicIds: [],
      languages: ["de"],
      tags: [],
      qualifications: [],
    },
  });
  const errors = formState.errors;
  const selectedTopics = useWatch({ control, name: "consultingTopicIds" }) ?? [];
  const selectedLanguages = (useWatch({ control, name: "languages" }) ?? []) as string[];
  const photoId = useWatch({ control, name: "photoAttachmentId" }) ?? null;
  const companyId = useWatch({ control, name: "companyId" });

  const onSubmit = handleSubmit(
    async (values) => {
      // Without a company the link state can only be unlinked (the API refuses anything else).
      const body = {
        ...values,
        companyLinkState: values.companyId ? (values.companyLinkState === "unlinked" ? "accepted" : values.companyLinkState) : "unlinked",
      };
      if (!canEditBooking) {
        delete body.calensoToken;
        delete body.calensoWorkerId;
      }
      const result = await callApi(id ? `/api/consultant/${id}` : "/api/consultant", { method: id ? "PUT" : "POST", body: body });
      if (result.ok) {
        show("saved");
        router.push(LIST);
        router.refresh();
        return;
      }
      reportProblem(result, setError, show);
    },
    () => show("attention"),
  );

  const field = (
    name:
      | (typeof LINK_FIELDS)[number]
      | "title"
      | "givenName"
      | "familyName"
      | "streetName"
      | "streetNumber"
      | "postalCode"
      | "city"
      | "publicEmail"
      | "email"
      | "phoneCellular"
      | "calensoToken"
      | "calensoWorkerId",
    extra: { type?: string; optional?: boolean } = {},
  ) => (
    <InputField
      id={`consultant-${name}`}
      label={t(`fields.${name}`)}
      type={extra.type}
      optionalLabel={extra.optional ? t("form.optional") : undefined}
      {...(name === "email" ? register(name, { setValueAs: (v: unknown) => (v === "" ? null : v) }) : register(name))}
      error={errorText(errors[name]?.message)}
    />
  );

  function toggle<T>(list: T[], value: T): T[] {
    return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <button type="button" onClick={() => router.push(LIST)} className="rounded-lg border border-brand-200 px-4 py-2 text-sm">
          {t("form.cancel")}
        </button>
        {id ? <DeleteButton url={`/api/consultant/${id}`} listPath={LIST} confirmText={t("consultants.deleteConfirm")} /> : null}
        <button type="submit" disabled={formState.isSubmitting} className={buttonClass()}>
          {t("form.save")}
        </button>
      </div>

      <Card title={t("consultants.personal")}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField id="consultant-honorific" label={t("fields.salutation")} {...register("honorific")} error={errorText(errors.honorific?.message)}>
            {HONORIFICS.map((h) => (
              <option key={h} value={h}>
                {t(`honorific.${h}`)}
              </option>
            ))}
          </SelectField>
          {field("title", { optional: true })}
          {field("givenName")}
          {field("familyName")}
          {field("streetName")}
          {field("streetNumber")}
          {field("postalCode")}
          {field("city")}
          <SelectField id="consultant-canton" label={t("fields.canton")} {...register("canton")} error={errorText(errors.canton?.message)}>
            {CANTONS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          {field("publicEmail", { type: "email" })}
          {field("email", { type: "email", optional: true })}
          {field("phoneCellular", { optional: true })}
        </div>
        <div className="mt-4">
          <TextareaField
            id="consultant-introduction"
            label={t("fields.introduction")}
            maxLength={1000}
            rows={4}
            {...register("introduction")}
            error={errorText(errors.introduction?.message, { max: 1000 })}
            optionalLabel={t("form.optional")}
          />
        </div>
      </Card>

      <Card title={t("consultants.topicsAndLanguages")}>
        <fieldset aria-describedby={errors.consultingTopicIds ? "consultant-topics-error" : undefined}>
          <legend className="text-sm font-medium text-ink">{t("fields.consultingTopics")}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {topics.map((topic) => (
              <label key={topic.value} className="inline-flex items-center gap-1 text-sm">
                <input
                  type="checkbox"
                  className="accent-brand-600"
                  checked={selectedTopics.includes(topic.value)}
                  onChange={() => {
                    setValue("consultingTopicIds", toggle(selectedTopics, topic.value), { shouldDirty: true });
                    clearErrors("consultingTopicIds");
                  }}
                />
                {topic.label}
              </label>
            ))}
          </div>
          <FieldError id="consultant-topics-error">{errorText((errors.consultingTopicIds as never as { message?: string } | undefined)?.message)}</FieldError>
        </fieldset>
        <fieldset className="mt-4" aria-describedby={errors.languages ? "consultant-languages-error" : undefined}>
          <legend className="text-sm font-medium text-ink">{t("fields.languages")}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {languages.map((language) => (
              <label key={language.value} className="inline-flex items-center gap-1 text-sm">
                <input
                  type="checkbox"
                  className="accent-brand-600"
                  checked={selectedLanguages.includes(language.value)}
                  onChange={() => {
                    setValue("languages", toggle(selectedLanguages, language.value) as ConsultantInput["languages"], { shouldDirty: true });
                    clearErrors("languages");
                  }}
                />
                {language.label}
              </label>
            ))}
          </div>
          <FieldError id="consultant-languages-error">{errorText((errors.languages as never as { message?: string } | undefined)?.message)}</FieldError>
        </fieldset>
      </Card>

      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Card title={t("consultants.stateCard")}>
          <SelectField id="consultant-state" label={t("fields.state")} {...register("state")} error={errorText(errors.state?.message)}>
            {CONSULTANT_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`state.${s}`)}
              </option>
            ))}
          </SelectField>
        </Card>
        <Card title={t("consultants.media")}>
          <AdminImageField
            id="photoId-upload"
            label={t("consultants.photo")}
            currentId={photoId}
            onChange={(v) => setValue("photoAttachmentId", v, { shouldDirty: true })}
          />
        </Card>
      </div>

      <Card title={t("consultants.companyCard")}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            id="consultant-company"
            label={t("fields.company")}
            {...register("companyId", { setValueAs: (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v)) })}
            error={errorText(errors.companyId?.message)}
          >
            <option value="">{t("consultants.noCompany")}</option>
            {companies.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="consultant-link"
            label={t("fields.companyLinkState")}
            {...register("companyLinkState")}
            error={errorText(errors.companyLinkState?.message)}
            disabled={!companyId}
          >
            {COMPANY_LINK_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`linkState.${s}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </Card>

      <Card title={t("consultants.links")}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {LINK_FIELDS.map((name) => (
            <div key={name}>{field(name, { type: "url", optional: true })}</div>
          ))}
        </div>
      </Card>

      {canEditBooking ? (
        <Card title={t("consultants.booking")}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {field("calensoToken", { optional: true })}
            {field("calensoWorkerId", { optional: true })}
          </div>
        </Card>
      ) : null}
      {toast}
    </form>
  );
}
