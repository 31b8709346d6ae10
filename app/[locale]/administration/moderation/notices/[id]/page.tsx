// One notice from a visitor (docs/product-rules.md#due-process): the reported item, the reason and
// explanation, the reporter; the moderator keeps the item, hides it or removes it, with the public
// reason that the reporters and the item's author read in their statements.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { AdminHeader } from "@/components/admin/list-controls";
import { CaseDecision } from "@/components/moderation/case-decision";
import { requireRoute } from "@/lib/auth/guards";
import { formatDate, formatDateTime, formatRating } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import { loadNoticePage } from "@/lib/moderation/notice-page";
import { decideNoticeAction } from "./actions";

// Renders what lib/moderation/notice-page.ts loaded.
export default async function NoticePage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id: rawId } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/moderation/notices/[id]", { path: `/administration/moderation/notices/${rawId}` });
  const data = await loadNoticePage(actor, rawId);
  if (data.kind === "missing") notFound();
  const { notice } = data;
  const t = await getTranslations("moderation.admin");
  const tn = await getTranslations("moderation.notice");
  return (
    <div className="space-y-4">
      <AdminHeader title={t("noticeTitle", { id: notice.id })} />
      <div className="grid gap-4 tile p-5 md:grid-cols-2">
        <div className="space-y-2 text-sm">
          <p className="font-semibold text-ink">
            {t(`subjects.${notice.subject}`)} · {tn(`reasons.${notice.reason}`)}
          </p>
          <p className="whitespace-pre-line text-ink">{notice.explanation}</p>
          <p className="text-xs text-muted">
            {t("reportedBy", { name: notice.reporter.name, email: notice.reporter.email, date: formatDateTime(notice.confirmedAt ?? notice.createdAt) })}
          </p>
          <p>
            <Link href={`/consultants/${notice.consultant.id}`} className="underline">
              {notice.consultant.name}
            </Link>
          </p>
          {notice.review ? (
            <blockquote className="rounded-lg bg-brand-50 p-3">
              <p className="font-medium text-ink">{t("review", { rating: formatRating(notice.review.overallRating, locale) })}</p>
              <p className="mt-1 whitespace-pre-line text-ink">{notice.review.comment ?? "–"}</p>
              {notice.review.consultantComment ? <p className="mt-2 border-l-2 border-brand-300 pl-2 text-muted">{notice.review.consultantComment}</p> : null}
            </blockquote>
          ) : null}
        </div>
        {notice.decision ? (
          <p role="status" className="text-sm text-ink">
            {t("decided", { outcome: t(`outcomes.${notice.decision.outcome}`), date: formatDate(notice.decision.decidedAt) })}
          </p>
        ) : (
          <CaseDecision
            id={notice.id}
            action={decideNoticeAction}
            outcomes={[
              { value: "kept", label: t("keep") },
              { value: "hidden", label: t("hide"), danger: true },
              { value: "removed", label: t("remove"), danger: true },
            ]}
            labels={{
              publicReason: t("publicReason"),
              publicReasonHint: t("publicReasonHint"),
              note: t("note"),
              decided: t("decisionSaved"),
              invalid: t("reasonRequired"),
              conflict: t("alreadyDecided"),
              forbidden: t("otherAdministrator"),
            }}
          />
        )}
      </div>
    </div>
  );
}
