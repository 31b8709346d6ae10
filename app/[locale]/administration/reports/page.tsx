// Moderation (docs/product-rules.md#reports): open evaluation reports with the evaluation, reason and comment; keep
// the evaluation, or hide it with a reason that the consultant's page discloses.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { formatDate, formatRating } from "@/lib/format";
import { AdminHeader } from "@/components/admin/list-controls";
import { ReportDecision } from "@/components/admin/report-decision";
import { listOpenReports } from "@/lib/moderation/decide-report";
import { requireRoute } from "@/lib/auth/guards";
import { Link } from "@/lib/i18n/navigation";
import { decideReportAction } from "./actions";

export default async function ReportsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/reports");
  const { items, total } = await listOpenReports(actor);
  const t = await getTranslations("admin.reports");
  const labels = {
    keep: t("keep"),
    hide: t("hide"),
    reason: t("decisionReason"),
    reasonHint: t("decisionReasonHint"),
    invalid: t("reasonRequired"),
    conflict: t("alreadyDecided"),
    decided: t("decided"),
  };
  return (
    <div className="space-y-4">
      <AdminHeader title={t("title")} />
      <p className="text-sm text-muted">{t("count", { count: total })}</p>
      {items.length === 0 ? <p className="tile p-6 text-center text-muted">{t("none")}</p> : null}
      <ul className="space-y-4">
        {items.map((r) => (
          <li key={r.id} className="grid gap-4 tile p-5 md:grid-cols-2">
            <div className="space-y-2 text-sm">
              <p className="font-semibold text-ink">{t(`reasons.${r.reason}`)}</p>
              {r.comment ? <p className="whitespace-pre-line text-ink">{r.comment}</p> : null}
              <p className="text-xs text-muted">
                {t("reportedBy", { name: r.reporter.name, date: formatDate(r.createdAt) })} ·{" "}
                <Link href={`/administration/consultants/${r.reporter.id}`} className="underline">
                  {t("openConsultant")}
                </Link>
              </p>
              <blockquote className="rounded-lg bg-brand-50 p-3">
                <p className="font-medium text-ink">
                  {t("evaluation", {
                    rating: formatRating(r.evaluation.overallRating, locale),
                    customer: r.evaluation.customerName,
                    date: formatDate(r.evaluation.dateOfCreation),
                  })}
                </p>
                <p className="mt-1 whitespace-pre-line text-ink">{r.evaluation.comment ?? t("noComment")}</p>
                {r.evaluation.consultantComment ? <p className="mt-2 border-l-2 border-brand-300 pl-2 text-muted">{r.evaluation.consultantComment}</p> : null}
              </blockquote>
            </div>
            <ReportDecision reportId={r.id} action={decideReportAction} labels={labels} />
          </li>
        ))}
      </ul>
    </div>
  );
}
