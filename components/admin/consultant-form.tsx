"use client";

// Consultant add and detail (docs/product-rules.md#administration): personal details, topics and languages, state, media,
// company and link state, links, and the booking credentials (platform administrators only). Validated
// with the API's schema; saved to /api/consultant; back to the list after save or delete.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch, type PathValue } from "react-hook-form";
import { useErrorText } from "@/components/forms/use-error-text";
import { CheckboxGroup } from "@/components/ui/choice-fields";
import { TextareaField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { COMPANY_LINK_STATES, CONSULTANT_STATES, consultantSchema, type ConsultantData, type ConsultantInput } from "@/lib/consultants/schema";
import { Card } from "@/components/ui/card";
import { AdminImageField, useAdminToast } from "./form-kit";
import { useRef, useState } from "react";
import { DuplicateCandidates } from "@/components/forms/duplicate-candidates";
import { Button, buttonClass } from "@/components/ui/button";
import { duplicatesOf, type DuplicateCandidate } from "@/lib/consultants/duplicate-candidates";
import { Link } from "@/lib/i18n/client-link";
import { ADDRESS_FIELDS, CantonField, HonorificField, RecordFormActions, useRecordField, useRecordSubmit } from "./record-form";

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
  const td = useTranslations("duplicateProfiles");
  const errorText = useErrorText();
  const { show, toast } = useAdminToast();
  const form = useForm<ConsultantInput, unknown, ConsultantData>({
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
  const { register, formState, setValue, control, clearErrors } = form;
  const errors = formState.errors;
  const selectedTopics = useWatch({ control, name: "consultingTopicIds" }) ?? [];
  const selectedLanguages = (useWatch({ control, name: "languages" }) ?? []) as string[];
  const photoId = useWatch({ control, name: "photoAttachmentId" }) ?? null;
  const companyId = useWatch({ control, name: "companyId" });

  // One person, one profile: a new profile beside probable duplicates needs their explicit acknowledgement.
  const [duplicates, setDuplicates] = useState<DuplicateCandidate[] | null>(null);
  const acknowledged = useRef<number[]>([]);
  const formElement = useRef<HTMLFormElement>(null);
  const onSubmit = useRecordSubmit({
    form,
    api: "/api/consultant",
    id,
    list: LIST,
    show,
    // A probable duplicate is a question to the administrator (the panel below), not a failure.
    conflictIsAttention: !id,
    onProblem: (result) => setDuplicates(result.ok ? null : duplicatesOf(result.problem)),
    body: (values) => {
      // Without a company the link state can only be unlinked (the API refuses anything else).
      const body = {
        ...values,
        companyLinkState: values.companyId ? (values.companyLinkState === "unlinked" ? "accepted" : values.companyLinkState) : "unlinked",
      };
      if (!canEditBooking) {
        delete body.calensoToken;
        delete body.calensoWorkerId;
      }
      if (!id && acknowledged.current.length > 0) body.acknowledgedDuplicateIds = acknowledged.current;
      return body;
    },
  });
  const field = useRecordField(form, errors, "consultant");
  /** A checkbox group's choice into the form: marked as changed, its error gone. */
  const choose = <F extends "consultingTopicIds" | "languages">(field: F, next: PathValue<ConsultantInput, F>) => {
    setValue(field, next, { shouldDirty: true });
    clearErrors(field);
  };
  const groupError = (error: unknown) => errorText((error as { message?: string } | undefined)?.message);

  return (
    <form ref={formElement} onSubmit={onSubmit} noValidate className="space-y-4">
      <RecordFormActions
        list={LIST}
        backLabel={t("form.cancel")}
        deleteUrl={id ? `/api/consultant/${id}` : undefined}
        deleteConfirm={t("consultants.deleteConfirm")}
        busy={formState.isSubmitting}
      />

      {duplicates ? (
        <DuplicateCandidates
          id="consultant-duplicates"
          title={td("administration.title")}
          text={td("administration.text")}
          candidates={duplicates}
          actions={(candidate) => (
            <Link href={`/administration/consultants/${candidate.id}`} target="_blank" className={buttonClass({ variant: "secondary", size: "sm" })}>
              {td("administration.open")}
            </Link>
          )}
        >
          <Button
            size="sm"
            busy={formState.isSubmitting}
            onClick={() => {
              acknowledged.current = duplicates.map((c) => c.id);
              formElement.current?.requestSubmit();
            }}
          >
            {td("administration.createAnyway")}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDuplicates(null)}>
            {td("administration.dismiss")}
          </Button>
        </DuplicateCandidates>
      ) : null}

      <Card title={t("consultants.personal")}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <HonorificField id="consultant-honorific" {...register("honorific")} error={errorText(errors.honorific?.message)} />
          {field("title", { optional: true })}
          {field("givenName")}
          {field("familyName")}
          {ADDRESS_FIELDS.map((name) => field(name))}
          <CantonField id="consultant-canton" {...register("canton")} error={errorText(errors.canton?.message)} />
          {field("publicEmail", { type: "email" })}
          {field("email", { type: "email", optional: true, options: { setValueAs: (v: unknown) => (v === "" ? null : v) } })}
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
        <CheckboxGroup
          id="consultant-topics"
          name="consultingTopicIds"
          legend={t("fields.consultingTopics")}
          options={topics}
          selected={selectedTopics}
          onChange={(next) => choose("consultingTopicIds", next)}
          error={groupError(errors.consultingTopicIds)}
        />
        <div className="mt-4">
          <CheckboxGroup
            id="consultant-languages"
            name="languages"
            legend={t("fields.languages")}
            options={languages}
            selected={selectedLanguages}
            onChange={(next) => choose("languages", next as ConsultantInput["languages"])}
            error={groupError(errors.languages)}
          />
        </div>
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
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{LINK_FIELDS.map((name) => field(name, { type: "url", optional: true }))}</div>
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
