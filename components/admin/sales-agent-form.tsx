"use client";

// Sales agent add and detail (docs/product-rules.md#administration, #validation-limits): details card and commission card. Both cards
// are validated together by the API's schema (the older combined check was broken);
// any failing field shows the attention snackbar and nothing is sent.
import { buttonClass } from "@/components/ui/button";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { useErrorText } from "@/components/forms/use-error-text";
import { InputField, SelectField } from "@/components/ui/field";
import { HONORIFICS } from "@/lib/honorifics";
import { useRouter } from "@/lib/i18n/navigation";
import { salesAgentSchema, type SalesAgentData, type SalesAgentInput } from "@/lib/sales-agents/schema";
import { Card } from "@/components/ui/card";
import { callApi } from "@/lib/client/call-api";
import { DeleteButton, reportProblem, useAdminToast } from "./form-kit";

const LIST = "/administration/salesAgents";

export type LevelOption = { id: number; label: string };

export function SalesAgentForm({ id, initial, levels }: { id?: number; initial?: SalesAgentInput; levels: LevelOption[] }) {
  const t = useTranslations("admin");
  const errorText = useErrorText();
  const router = useRouter();
  const { show, toast } = useAdminToast();
  const { register, handleSubmit, formState, setError } = useForm<SalesAgentInput, unknown, SalesAgentData>({
    resolver: zodResolver(salesAgentSchema),
    defaultValues: initial ?? { salutation: "mr", commissionLevelId: 1 },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(
    async (values) => {
      const result = await callApi(id ? `/api/salesAgent/${id}` : "/api/salesAgent", { method: id ? "PUT" : "POST", body: values });
      if (result.ok) {
        show("saved");
        router.push(LIST);
        router.refresh();
        return;
      }
      reportProblem(result, setError, show, { conflictIsAttention: true });
      if (result.status === 409) setError("number", { type: "server", message: "validation.unique" });
    },
    () => show("attention"),
  );

  const field = (name: Exclude<keyof SalesAgentInput, "salutation" | "commissionLevelId">, extra: { type?: string; optional?: boolean } = {}) => (
    <InputField
      id={`agent-${name}`}
      label={name === "number" ? t("fields.agentNumber") : t(`fields.${name}`)}
      type={extra.type}
      optionalLabel={extra.optional ? t("form.optional") : undefined}
      {...register(name)}
      error={errorText(errors[name]?.message)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <button type="button" onClick={() => router.push(LIST)} className="rounded-lg border border-brand-200 px-4 py-2 text-sm">
          {t("form.back")}
        </button>
        {id ? <DeleteButton url={`/api/salesAgent/${id}`} listPath={LIST} confirmText={t("salesAgents.deleteConfirm")} /> : null}
        <button type="submit" disabled={formState.isSubmitting} className={buttonClass()}>
          {t("form.save")}
        </button>
      </div>
      <Card title={t("salesAgents.details")}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {field("number")}
          {field("companyName", { optional: true })}
          <SelectField id="agent-salutation" label={t("fields.salutation")} {...register("salutation")} error={errorText(errors.salutation?.message)}>
            {HONORIFICS.map((h) => (
              <option key={h} value={h}>
                {t(`honorific.${h}`)}
              </option>
            ))}
          </SelectField>
          {field("title", { optional: true })}
          {field("givenName")}
          {field("middleNames", { optional: true })}
          {field("familyName")}
          {field("dateOfBirth", { type: "date" })}
          {field("placeOfBirth", { optional: true })}
          {field("dateOfJoining", { type: "date" })}
          {field("streetName")}
          {field("streetNumber")}
          {field("postalCode")}
          {field("city")}
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
