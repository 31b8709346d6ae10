"use client";

// Sales agent add and detail (docs/product-rules.md#administration, #validation-limits): details card and commission card. Both cards
// are validated together by the API's schema (the older combined check was broken);
// any failing field shows the attention snackbar and nothing is sent.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { useErrorText } from "@/components/forms/use-error-text";
import { SelectField } from "@/components/ui/select-field";
import { salesAgentSchema, type SalesAgentData, type SalesAgentInput } from "@/lib/sales-agents/schema";
import { Card } from "@/components/ui/card";
import { useAdminToast } from "./form-kit";
import { ADDRESS_FIELDS, HonorificField, RecordFormActions, useRecordField, useRecordSubmit } from "./record-form";

const LIST = "/administration/salesAgents";

export type LevelOption = { id: number; label: string };

export function SalesAgentForm({ id, initial, levels }: { id?: number; initial?: SalesAgentInput; levels: LevelOption[] }) {
  const t = useTranslations("admin");
  const errorText = useErrorText();
  const { show, toast } = useAdminToast();
  const form = useForm<SalesAgentInput, unknown, SalesAgentData>({
    resolver: zodResolver(salesAgentSchema),
    defaultValues: initial ?? { salutation: "mr", commissionLevelId: 1 },
  });
  const { register, formState, setError } = form;
  const errors = formState.errors;
  const onSubmit = useRecordSubmit({
    form,
    api: "/api/salesAgent",
    id,
    list: LIST,
    show,
    conflictIsAttention: true,
    onProblem: (result) => {
      if (!result.ok && result.status === 409) setError("number", { type: "server", message: "validation.unique" });
    },
  });
  const field = useRecordField(form, errors, "agent");

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <RecordFormActions
        list={LIST}
        backLabel={t("form.back")}
        deleteUrl={id ? `/api/salesAgent/${id}` : undefined}
        deleteConfirm={t("salesAgents.deleteConfirm")}
        busy={formState.isSubmitting}
      />
      <Card title={t("salesAgents.details")}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {field("number", { label: t("fields.agentNumber") })}
          {field("companyName", { optional: true })}
          <HonorificField id="agent-salutation" {...register("salutation")} error={errorText(errors.salutation?.message)} />
          {field("title", { optional: true })}
          {field("givenName")}
          {field("middleNames", { optional: true })}
          {field("familyName")}
          {field("dateOfBirth", { type: "date" })}
          {field("placeOfBirth", { optional: true })}
          {field("dateOfJoining", { type: "date" })}
          {ADDRESS_FIELDS.map((name) => field(name))}
          {field("email", { type: "email" })}
          {field("phone", { optional: true })}
          {field("phoneCellular", { optional: true })}
        </div>
      </Card>
      <Card title={t("salesAgents.commission")}>
        <SelectField
          id="agent-commissionLevelId"
          label={t("fields.commissionLevel")}
          {...register("commissionLevelId", { valueAsNumber: true })}
          error={errorText(errors.commissionLevelId?.message)}
        >
          {levels.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
            </option>
          ))}
        </SelectField>
      </Card>
      {toast}
    </form>
  );
}
