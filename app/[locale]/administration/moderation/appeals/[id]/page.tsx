// One appeal (docs/product-rules.md#due-process): the decision appealed, who appealed and why. An
// administrator other than the one who decided upholds or reverses it; the one who decided sees the
// appeal but not the form (and the service refuses them too).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { AdminHeader } from "@/components/admin/list-controls";
import { CaseDecision } from "@/components/moderation/case-decision";
import { requireRoute } from "@/lib/auth/guards";
import { formatDate, formatRating } from "@/lib/format";
import { loadAppealPage } from "@/lib/moderation/appeal-page";
import { decideAppealAction } from "./actions";

// Renders what lib/moderation/appeal-page.ts loaded and allowed.
export default async function AppealPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id: rawId } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/moderation/appeals/[id]", { path: `/administration/moderation/appeals/${rawId}` });
  const data = await loadAppealPage(actor, rawId);
  if (data.kind === "missing") notFound();
  const { appeal, step } = data;
  const t = await getTranslations("moderation.admin");
  return (
    <div className="space-y-4">
      <AdminHeader title={t("appealTitle", { id: appeal.id })} />
      <div className="grid gap-4 tile p-5 md:grid-cols-2">
        <div className="space-y-2 text-sm">
          <p className="font-semibold text-ink">
            {t("appealedDecision", {
              outcome: t(`outcomes.${appeal.decision.outcome}`),
              date: formatDate(appeal.decision.decidedAt),
              ground: appeal.decision.ground,
            })}
          </p>
          {appeal.decision.publicReason ? <p className="text-ink">{appeal.decision.publicReason}</p> : null}
          <p className="font-semibold text-ink">{t(`parties.${appeal.party}`, { date: formatDate(appeal.createdAt) })}</p>
          <p className="whitespace-pre-line text-ink">{appeal.text}</p>
          {appeal.review ? (
            <blockquote className="rounded-lg bg-brand-50 p-3">
              <p className="font-medium text-ink">{t("review", { rating: formatRating(appeal.review.overallRating, locale) })}</p>
              <p className="mt-1 whitespace-pre-line text-ink">{appeal.review.comment ?? "–"}</p>
            </blockquote>
          ) : null}
        </div>
        {step === "decided" ? (
          <p role="status" className="text-sm text-ink">
            {t("appealDecided")}
          </p>
        ) : step === "otherAdministrator" ? (
          <p role="alert" className="text-sm text-danger">
            {t("otherAdministrator")}
          </p>
        ) : (
          <CaseDecision
            id={appeal.id}
            action={decideAppealAction}
            outcomes={[
              { value: "upheld", label: t("uphold") },
              { value: "reversed", label: t("reverse"), danger: true },
            ]}
            labels={{
              publicReason: t("publicReason"),
              publicReasonHint: t("appealReasonHint"),
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
