// The account's period selector (docs/product-rules.md#account-pages): two Swiss dates sent as a plain GET
// form, and the day/week/month/year shortcuts. Shared by the dashboard and the insights tab, each
// keeping its own tab in the address.
import { getTranslations } from "next-intl/server";
import { PERIOD_VIEWS, periodFor } from "@/lib/account/period";
import { Link } from "@/lib/i18n/navigation";
import { buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { SwissDateField } from "@/components/forms/swiss-date-field";
import { ErrorAlert } from "@/components/ui/alert";

export async function PeriodForm({
  tab,
  query,
  extra = {},
}: {
  tab: "dashboard" | "insights";
  query: { start: string; end: string; invalidPeriod: boolean };
  /** More of the tab's own query kept by the shortcuts (the insights' chosen figure). */
  extra?: Record<string, string>;
}) {
  const t = await getTranslations("account.dashboard");
  return (
    <section className={cardClass} aria-labelledby={`${tab}-period-title`}>
      <h2 id={`${tab}-period-title`} className="text-lg font-semibold text-ink">
        {t("period")}
      </h2>
      <form method="get" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="tab" value={tab} />
        {Object.entries(extra).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {(["start", "end"] as const).map((edge) => (
          // The visible dd.MM.yyyy travels as it is: the page reads it back with parseSwissDate.
          <SwissDateField key={edge} id={`${tab}-period-${edge}`} name={edge} label={t(edge)} required defaultValue={query[edge]} />
        ))}
        <button type="submit" className={buttonClass()}>
          {t("apply")}
        </button>
        <div className="flex flex-wrap gap-1" role="group" aria-label={t("views")}>
          {PERIOD_VIEWS.map((view) => (
            <Link
              key={view}
              href={{ pathname: "/account/profile", query: { tab, ...extra, ...periodFor(view, new Date()) } }}
              className="rounded-full border border-brand-200 px-3 py-1 text-sm text-brand-700 hover:bg-brand-50"
            >
              {t(`view.${view}`)}
            </Link>
          ))}
        </div>
      </form>
      <ErrorAlert>{query.invalidPeriod ? t("invalidPeriod") : null}</ErrorAlert>
    </section>
  );
}
