"use client";

// What the administration's record forms (company, consultant, sales agent) share on top of form-kit:
// saving to the record's API (POST to add, PUT to change, back to the list once saved), the row of
// actions above the form, the text field bound to the form, and the address, canton and salutation fields.
import { useTranslations } from "next-intl";
import { get, type Control, type FieldErrors, type FieldValues, type Path, type RegisterOptions, type UseFormReturn } from "react-hook-form";
import { FormDateField } from "@/components/forms/swiss-date-field";
import { useErrorText } from "@/components/forms/use-error-text";
import { buttonClass } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { callApi, type ApiResult } from "@/lib/client/call-api";
import { CANTONS } from "@/lib/geo/cantons";
import { HONORIFICS } from "@/lib/honorifics";
import { useRouter } from "@/lib/i18n/client-navigation";
import { DeleteButton, reportProblem, type AdminNotice } from "./form-kit";

/** The form's submit handler: a valid form is sent to `api` (or `api/id`); invalid fields show the attention notice. */
export function useRecordSubmit<In extends FieldValues, Out extends FieldValues>({
  form,
  api,
  id,
  list,
  show,
  body = (values) => values,
  conflictIsAttention = false,
  onProblem,
}: {
  form: Pick<UseFormReturn<In, unknown, Out>, "handleSubmit" | "setError">;
  api: string;
  id?: number;
  list: string;
  show: (notice: AdminNotice) => void;
  /** What is sent, from the validated values. */
  body?: (values: Out) => unknown;
  conflictIsAttention?: boolean;
  /** After a failed save, once the problem is reported. */
  onProblem?: (result: ApiResult<unknown>) => void;
}) {
  const router = useRouter();
  return form.handleSubmit(
    async (values) => {
      const result = await callApi(id ? `${api}/${id}` : api, { method: id ? "PUT" : "POST", body: body(values) });
      if (result.ok) {
        show("saved");
        router.push(list);
        router.refresh();
        return;
      }
      reportProblem(result, form.setError, show, { conflictIsAttention });
      onProblem?.(result);
    },
    () => show("attention"),
  );
}

/** Above the form: back to the list, delete (an existing record), save. */
export function RecordFormActions({
  list,
  backLabel,
  deleteUrl,
  deleteConfirm,
  busy,
}: {
  list: string;
  backLabel: string;
  /** The record's API address; absent while adding. */
  deleteUrl?: string;
  deleteConfirm: string;
  busy: boolean;
}) {
  const t = useTranslations("admin");
  const router = useRouter();
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <button type="button" onClick={() => router.push(list)} className="rounded-lg border border-brand-200 px-4 py-2 text-sm">
        {backLabel}
      </button>
      {deleteUrl ? <DeleteButton url={deleteUrl} listPath={list} confirmText={deleteConfirm} /> : null}
      <button type="submit" disabled={busy} className={buttonClass()}>
        {t("form.save")}
      </button>
    </div>
  );
}

export type RecordFieldOptions<T extends FieldValues> = { type?: string; optional?: boolean; label?: string; options?: RegisterOptions<T, Path<T>> };

/** A text field of the form: id `prefix-name`, label `admin.fields.<name>` (or `label`), the translated error. */
export function useRecordField<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, "register" | "control">,
  errors: FieldErrors<T>,
  prefix: string,
) {
  const t = useTranslations("admin");
  const errorText = useErrorText();
  function field(name: Path<T>, { type, optional = false, label, options }: RecordFieldOptions<T> = {}) {
    const error = errorText((get(errors, name) as { message?: string } | undefined)?.message);
    if (type === "date") {
      // Never the browser's date input: it shows the browser's format, not dd.MM.yyyy.
      return (
        <FormDateField
          key={name}
          id={`${prefix}-${name}`}
          control={form.control as Control<T>}
          name={name}
          label={label ?? t(`fields.${name}` as never)}
          optionalLabel={optional ? t("form.optional") : undefined}
          error={error}
        />
      );
    }
    return (
      <InputField
        key={name}
        id={`${prefix}-${name}`}
        label={label ?? t(`fields.${name}` as never)}
        type={type}
        optionalLabel={optional ? t("form.optional") : undefined}
        {...form.register(name, options)}
        error={error}
      />
    );
  }
  return field;
}

/** The postal address's fields, in the order every record form shows them. */
export const ADDRESS_FIELDS = ["streetName", "streetNumber", "postalCode", "city"] as const;

type SelectProps = { id: string; error: string | null } & Omit<React.ComponentProps<typeof SelectField>, "label" | "options" | "children">;

export function CantonField(props: SelectProps) {
  const t = useTranslations("admin");
  return <SelectField label={t("fields.canton")} options={CANTONS.map((c) => ({ value: c, label: c }))} {...props} />;
}

export function HonorificField(props: SelectProps) {
  const t = useTranslations("admin");
  return <SelectField label={t("fields.salutation")} options={HONORIFICS.map((h) => ({ value: h, label: t(`honorific.${h}`) }))} {...props} />;
}
