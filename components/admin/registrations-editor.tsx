"use client";

// Register badges of one consultant (issue 19, item 4), on the administration's consultant screen,
// for platform administrators only (the page renders it for them, and the API refuses everybody
// else): record a register with its number and the day it was checked, correct it, or remove it.
// Validated with the schema the API parses (lib/registrations/schema.ts); who checked is the server's.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useRouter } from "@/lib/i18n/client-navigation";
import { formatDate, swissDate } from "@/lib/format";
import { REGISTER_KINDS, registerBadgeSchema, type AdminRegistration, type RegisterKind } from "@/lib/registrations/schema";
import { splitValidationMessage } from "@/lib/validation-messages";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { InputField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { SwissDateField } from "@/components/forms/swiss-date-field";
import { callApi } from "@/lib/client/call-api";
import { useAdminToast } from "./form-kit";

type Draft = { kind: RegisterKind | ""; identifier: string; registrar: string; checkedOn: string };
type Errors = Partial<Record<keyof Draft, string>>;

const emptyDraft = (): Draft => ({ kind: "", identifier: "", registrar: "", checkedOn: swissDate() });

export function RegistrationsEditor({ consultantId, registrations }: { consultantId: number; registrations: AdminRegistration[] }) {
  const t = useTranslations();
  const router = useRouter();
  const { show: showSnack, toast } = useAdminToast();
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const base = `/api/consultant/${consultantId}/registration`;

  const message = (key: string) => {
    const { key: k, values } = splitValidationMessage(key);
    return t.has(k) ? t(k, values) : t("validation.required");
  };

  function edit(r: AdminRegistration) {
    setEditing(r.id);
    setErrors({});
    setDraft({ kind: r.kind, identifier: r.identifier, registrar: r.registrar ?? "", checkedOn: r.checkedOn });
  }

  function reset() {
    setEditing(null);
    setErrors({});
    setDraft(emptyDraft());
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const parsed = registerBadgeSchema.safeParse(draft);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Draft] ??= message(issue.message);
      setErrors(found);
      showSnack("attention");
      return;
    }
    setPending(true);
    const result = await callApi(editing === null ? base : `${base}/${editing}`, { method: editing === null ? "POST" : "PUT", body: parsed.data });
    setPending(false);
    if (result.ok) {
      showSnack("saved");
      reset();
      router.refresh();
      return;
    }
    const found: Errors = {};
    for (const p of result.ok ? [] : result.problem.invalidParams) found[p.pointer.replace(/^\//, "") as keyof Draft] ??= message(p.messageKey ?? p.message);
    setErrors(found);
    showSnack(Object.keys(found).length > 0 ? "attention" : "failed");
  }

  async function remove(id: number) {
    setPending(true);
    const result = await callApi(`${base}/${id}`, { method: "DELETE" });
    setPending(false);
    showSnack(result.ok ? "saved" : "failed");
    if (result.ok) {
      if (editing === id) reset();
      router.refresh();
    }
  }

  return (
    <div className="mt-6">
      <Card title={t("admin.registrations.title")}>
        <p className="text-sm text-muted">{t("admin.registrations.intro")}</p>
        {registrations.length === 0 ? (
          <p className="mt-4 text-sm text-muted">{t("admin.registrations.none")}</p>
        ) : (
          <ul className="mt-4 divide-y divide-brand-100 rounded-lg border border-brand-100">
            {registrations.map((r) => (
              <li key={r.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-ink">{t(`registers.kinds.${r.kind}`)}</p>
                  <p className="break-all text-muted">
                    {r.identifier}
                    {r.registrar ? ` · ${r.registrar}` : ""}
                  </p>
                  <p className="text-muted">{t("admin.registrations.checked", { date: formatDate(r.checkedOn), by: r.checkedByEmail })}</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button variant="secondary" size="sm" onClick={() => edit(r)}>
                    {t("admin.registrations.edit")}
                  </Button>
                  <Button variant="dangerOutline" size="sm" disabled={pending} onClick={() => remove(r.id)}>
                    {t("admin.registrations.remove")}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}

        <form
          onSubmit={save}
          noValidate
          className="mt-6 grid gap-4 sm:grid-cols-2"
          aria-label={editing === null ? t("admin.registrations.add") : t("admin.registrations.change")}
        >
          <SelectField
            id="registration-kind"
            label={t("admin.registrations.kind")}
            error={errors.kind}
            value={draft.kind}
            onChange={(e) => setDraft({ ...draft, kind: e.target.value as RegisterKind })}
          >
            <option value="">{t("admin.registrations.chooseKind")}</option>
            {REGISTER_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`registers.kinds.${k}`)}
              </option>
            ))}
          </SelectField>
          <InputField
            id="registration-identifier"
            label={t("admin.registrations.identifier")}
            error={errors.identifier}
            value={draft.identifier}
            onChange={(e) => setDraft({ ...draft, identifier: e.target.value })}
            maxLength={100}
          />
          <InputField
            id="registration-registrar"
            label={t("admin.registrations.registrar")}
            error={errors.registrar}
            value={draft.registrar}
            onChange={(e) => setDraft({ ...draft, registrar: e.target.value })}
            maxLength={200}
          />
          <SwissDateField
            id="registration-checkedOn"
            label={t("admin.registrations.checkedOn")}
            error={errors.checkedOn}
            value={draft.checkedOn}
            onValueChange={(checkedOn) => setDraft({ ...draft, checkedOn })}
          />
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" busy={pending}>
              {editing === null ? t("admin.registrations.add") : t("admin.registrations.save")}
            </Button>
            {editing !== null ? (
              <Button variant="secondary" onClick={reset}>
                {t("common.cancel")}
              </Button>
            ) : null}
          </div>
        </form>
      </Card>
      {toast}
    </div>
  );
}
