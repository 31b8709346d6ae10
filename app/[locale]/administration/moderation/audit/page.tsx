// Every moderation decision (docs/product-rules.md#transparency): who, when, on what, the outcome, the
// ground and the public reason, automated or not; narrowed by month and outcome, 50 a page.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminHeader } from "@/components/admin/list-controls";
import { buttonClass } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import type { AuditQuery } from "@/lib/moderation/decision-audit";
import { loadAuditPage } from "@/lib/moderation/audit-page";
import { requireRoute } from "@/lib/auth/guards";
import { DecisionOutcome } from "@/lib/db/generated/enums";
import { Link } from "@/lib/i18n/navigation";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const auditHref = (query: AuditQuery) => {
  const params = new URLSearchParams();
  if (query.month) params.set("month", query.month);
  if (query.outcome) params.set("outcome", query.outcome);
  if (query.after) params.set("after", String(query.after));
  const text = params.toString();
  return `/administration/moderation/audit${text ? `?${text}` : ""}`;
};

// Renders what lib/moderation/audit-page.ts loaded.
export default async function ModerationAuditPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/moderation/audit");
  const { query, page } = await loadAuditPage(actor, await searchParams);
  const t = await getTranslations("admin.moderationAudit");
  const outcomes = await getTranslations("transparency.outcomes");
  const reasons = await getTranslations("transparency.reasons");
  return (
    <div className="space-y-4">
      <AdminHeader title={t("title")}>
        <Link href="/administration/moderation" className="text-sm font-medium text-brand-700 underline">
          {t("queue")}
        </Link>
      </AdminHeader>
      <form method="get" className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1">
          <span className="text-muted">{t("month")}</span>
          <input type="month" name="month" defaultValue={query.month ?? ""} className="rounded-lg border border-brand-200 px-3 py-2" />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-muted">{t("outcome")}</span>
          <select name="outcome" defaultValue={query.outcome ?? ""} className="rounded-lg border border-brand-200 px-3 py-2">
            <option value="">{t("allOutcomes")}</option>
            {Object.values(DecisionOutcome).map((o) => (
              <option key={o} value={o}>
                {outcomes(o)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass({ size: "sm" })}>
          {t("filter")}
        </button>
      </form>
      {page.items.length === 0 ? <p className="tile p-6 text-center text-muted">{t("none")}</p> : null}
      <ul className="space-y-3" data-testid="moderation-audit">
        {page.items.map((d) => (
          <li key={d.id} data-id={d.id} className="tile p-4 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold text-ink">
                {outcomes(d.outcome)} · {t(`subjects.${d.subject}`)}
                {d.consultantName ? ` · ${d.consultantName}` : ""}
              </span>
              <span className="text-muted">{formatDateTime(d.decidedAt)}</span>
            </div>
            <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
              <dt className="text-muted">{t("who")}</dt>
              <dd className="text-ink">{d.automated ? t("automated") : (d.decidedBy ?? t("unknown"))}</dd>
              <dt className="text-muted">{t("source")}</dt>
              <dd className="text-ink">{t(`sources.${d.source}`)}</dd>
              <dt className="text-muted">{t("ground")}</dt>
              {/* A rule's, a notice's or a dispute's reason in words; any other ground as stored. */}
              <dd className="text-ink">{reasons.has(d.ground) ? reasons(d.ground as "other") : d.ground}</dd>
              {d.publicReason ? (
                <>
                  <dt className="text-muted">{t("publicReason")}</dt>
                  <dd className="whitespace-pre-line text-ink">{d.publicReason}</dd>
                </>
              ) : null}
              {d.evaluationId ? (
                <>
                  <dt className="text-muted">{t("evaluation")}</dt>
                  <dd className="font-mono text-xs text-ink">{d.evaluationId}</dd>
                </>
              ) : null}
              {d.appealedDecisionId ? (
                <>
                  <dt className="text-muted">{t("onAppeal")}</dt>
                  <dd className="text-ink">#{d.appealedDecisionId}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
      {page.nextAfter ? (
        <Link href={auditHref({ ...query, after: page.nextAfter })} className={buttonClass({ variant: "ghost" })}>
          {t("older")}
        </Link>
      ) : null}
    </div>
  );
}
