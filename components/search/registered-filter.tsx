// "Registered advisers only": one chip (a native checkbox, no JavaScript) in the search forms and the
// consultants grid, sent as registered=true. Only profiles with a register badge match.
import { getTranslations } from "next-intl/server";
import { ChipCheckboxes } from "./chip-checkboxes";

export async function RegisteredFilter({ checked }: { checked: boolean }) {
  const t = await getTranslations("registers");
  return <ChipCheckboxes legend={t("filterLegend")} name="registered" options={[{ value: "true", label: t("filterLabel") }]} selected={checked ? ["true"] : []} />;
}
