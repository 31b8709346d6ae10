// The moderation queue (docs/product-rules.md#moderation): every evaluation, newest first, filtered by
// state, hold reason, evidence, consultant, date and stars; the held ones wait for a decision here.
// The filters are one GET form, so the URL is the whole list state and the page needs no script
// but the decision buttons.
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminHeader } from "@/components/admin/list-controls";
import { ModerationDecision } from "@/components/admin/moderation-decision";
import { SwissDateField } from "@/components/forms/swiss-date-field";
import { loadEvaluationsPage } from "@/lib/moderation/evaluations-page";
import { EVIDENCE_METHODS, HOLD_REASONS, MODERATION_STATES, type ModerationQuery } from "@/lib/moderation/moderate-evaluation-schema";
import { requireRoute } from "@/lib/auth/guards";
import { countValues, formatDateTime, formatNumber, formatRating } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import { moderateEvaluationAction } from "./actions";

const PATH = "/administration/evaluations";
// The kit's input look, so that the filters and the date fields beside them line up.
const field = `${inputClass} mt-1`;

function hrefFor(query: ModerationQuery, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, page })) {
    if (value !== undefined && value !== "" && !(key === "page" && value === 1)) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${PATH}?${search}` : PATH;
}

// Renders what lib/moderation/evaluations-page.ts loaded and allowed.
export default async function ModerationPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/evaluations");
  const page = await loadEvaluationsPage(actor, await searchParams);
  const { query } = page;
  const t = await getTranslations("admin.moderation");
  const rules = await getTranslations("ratingRules");
  const date = (d: Date) => formatDateTime(d);
  const labels = {
    release: t("actions.release"),
    publishNow: t("actions.publishNow"),
    verify: t("actions.verify"),
    hide: t("actions.hide"),
    reason: t("hideReason"),
    reasonHint: t("hideReasonHint"),
    invalid: t("reasonRequired"),
    conflict: t("conflict"),
    decided: t("decided"),
  };

  return (
    <div className="space-y-4">
      <AdminHeader title={t("title")} />
      <p className="text-sm text-ink">
        <Link href={hrefFor({ state: "held", page: 1 }, 1)} className="font-semibold text-brand-700 underline">
          {t("heldCount", { count: page.heldCount })}
        </Link>
      </p>
      <form method="get" role="search" className="grid gap-3 tile p-4 sm:grid-cols-2 lg:grid-cols-4">
        <label className="block text-sm font-medium text-ink sm:col-span-2">
          {t("filters.consultant")}
          <input name="q" type="search" defaultValue={query.q ?? ""} placeholder={t("filters.consultantPlaceholder")} className={field} />
        </label>
        <label className="block text-sm font-medium text-ink">
          {t("filters.state")}
          <select name="state" defaultValue={query.state ?? ""} className={field}>
            <option value="">{t("filters.any")}</option>
            {MODERATION_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`states.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-ink">
          {t("filters.reason")}
          <select name="reason" defaultValue={query.reason ?? ""} className={field}>
            <option value="">{t("filters.any")}</option>
            {HOLD_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`reasons.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 self-end text-sm font-medium text-ink">
          <input name="overdue" type="checkbox" value="1" defaultChecked={query.overdue === "1"} className="size-4" />
          {rules("overdueFilter", { days: page.overdueDays })}
        </label>
        <label className="block text-sm font-medium text-ink">
          {t("filters.method")}
          <select name="method" defaultValue={query.method ?? ""} className={field}>
            <option value="">{t("filters.any")}</option>
            {EVIDENCE_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`methods.${m}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-ink">
          {t("filters.rating")}
          <select name="rating" defaultValue={query.rating ? String(query.rating) : ""} className={field}>
            <option value="">{t("filters.any")}</option>
            {[5, 4, 3, 2, 1].map((r) => (
              <option key={r} value={r}>
                {t("filters.stars", { count: r })}
              </option>
            ))}
          </select>
        </label>
        <SwissDateField id="moderation-from" name="from" label={t("filters.from")} defaultValue={query.from ?? ""} />
        <SwissDateField id="moderation-to" name="to" label={t("filters.to")} defaultValue={query.to ?? ""} />
        <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonClass()}>
            {t("filters.apply")}
          </button>
          <Link href={PATH} className="px-2 py-2 text-sm text-brand-700 underline">
            {t("filters.reset")}
          </Link>
        </div>
      </form>

      <p className="text-sm text-muted" aria-live="polite">
        {page.totalCapped ? t("totalCapped", { count: formatNumber(page.total, locale) }) : t("total", countValues(page.total, locale))}
      </p>
      {page.items.length === 0 ? <p className="tile p-6 text-center text-muted">{t("empty")}</p> : null}
      <ul className="space-y-4">
        {page.items.map((e) => (
          <li key={e.id} className="grid gap-4 tile p-4 sm:p-5 lg:grid-cols-[3fr_2fr]">
            <div className="min-w-0 space-y-2 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${e.state === "held" ? "bg-amber-100 text-ink" : e.state === "hidden" ? "bg-red-50 text-danger" : "bg-brand-50 text-brand-800"}`}
                >
                  {t(`states.${e.state}`)}
                </span>
                <span className="font-semibold text-ink">{t("rating", { rating: formatRating(e.overallRating, locale) })}</span>
                <span className="text-muted">{date(e.dateOfCreation)}</span>
              </p>
              <p className="text-ink">
                <Link href={`/administration/consultants/${e.consultant.id}`} className="font-medium text-brand-700 underline">
                  {e.consultant.name}
                </Link>{" "}
                <span className="record-number text-muted">({e.consultant.number})</span>
              </p>
              <p className="break-words text-muted">{t("customer", { name: e.customerName, email: e.customerEmail })}</p>
              {e.comment ? <p className="whitespace-pre-line break-words text-ink">{e.comment}</p> : null}
              {e.holdReasons.length ? (
                <p className="text-ink">
                  {t("heldBecause", { reasons: e.holdReasons.map((r) => t(`reasons.${r as (typeof HOLD_REASONS)[number]}`)).join(", ") })}
                </p>
              ) : null}
              {e.hiddenReason ? <p className="text-danger">{t("hiddenBecause", { reason: e.hiddenReason })}</p> : null}
              <p className="text-muted">
                {[
                  t("evidence.address"),
                  e.evidence.mandate ? t("evidence.mandate") : null,
                  e.evidence.relationship ? t("evidence.relationship") : null,
                  e.evidence.administrator ? t("evidence.administrator") : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {e.lastDecision ? (
                <p className="text-xs text-muted">
                  {t("lastDecision", { action: t(`actions.${e.lastDecision.action as "release"}`), by: e.lastDecision.by, date: date(e.lastDecision.at) })}
                </p>
              ) : null}
            </div>
            <ModerationDecision evaluationId={e.id} can={e.can} action={moderateEvaluationAction} labels={labels} />
          </li>
        ))}
      </ul>
      <nav aria-label={t("paging")} className="flex items-center justify-between gap-3 text-sm">
        {page.previousPage !== null ? (
          <Link href={hrefFor(query, page.previousPage)} className={buttonClass({ variant: "secondary", size: "lg" })}>
            {t("previous")}
          </Link>
        ) : (
          <span />
        )}
        <span className="text-muted">{t("pageOf", { page: page.page, pages: page.lastPage })}</span>
        {page.nextPage !== null ? (
          <Link href={hrefFor(query, page.nextPage)} className={buttonClass({ variant: "secondary", size: "lg" })}>
            {t("next")}
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </div>
  );
}
