"use client";

// The kit's DateField with the page's texts (format hint, placeholder, the error for a text that is
// no day), and its react-hook-form binding: every date of the product is entered through these.
import { useTranslations } from "next-intl";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { DateField, type DateFieldProps } from "@/components/ui/date-field";

type Props = Omit<DateFieldProps, "invalidText" | "placeholder" | "hint">;

export function SwissDateField(props: Props) {
  const t = useTranslations("common");
  return <DateField hint={t("dateField.hint")} invalidText={t("dateField.invalid")} placeholder={t("datePlaceholder")} {...props} />;
}

/** A form's date field: holds yyyy-mm-dd (or the text that is no day, which the schema refuses). */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<Props, "value" | "onValueChange" | "onBlur" | "ref" | "name"> & { control: Control<T>; name: Path<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SwissDateField
          {...props}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | null | undefined) ?? ""}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
