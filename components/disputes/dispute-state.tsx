// The consultant's view of their dispute in the account list: where it stands, what the moderators
// passed on of the reviewer's answer (no name, no address, no file), and the outcome.
import { useTranslations } from "next-intl";
import type { OwnerDispute } from "@/lib/evaluations/list-evaluations";
import { formatDate } from "@/lib/format";

export function DisputeState({ dispute }: { dispute: OwnerDispute }) {
  const t = useTranslations("disputes.account");
  const reasons = useTranslations("disputes.reasons");
  const outcome =
    dispute.status === "decided" && dispute.outcome
      ? t(`outcomes.${dispute.outcome === "edited" || dispute.outcome === "hidden" ? dispute.outcome : "kept"}`)
      : null;
  return (
    <div className="mt-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-ink" data-testid="dispute-state">
      <p>
        <span className="font-semibold">{t("yourDispute", { date: formatDate(dispute.createdAt), reason: reasons(dispute.reason) })}</span>{" "}
        {t(`statuses.${dispute.status}`, { due: dispute.answerDueAt ? formatDate(dispute.answerDueAt) : "" })}
      </p>
      {outcome ? <p className="mt-1 font-semibold">{outcome}</p> : null}
      {dispute.publicReason ? <p className="mt-1">{t("publicReason", { reason: dispute.publicReason })}</p> : null}
      {dispute.summaryForConsultant ? (
        <p className="mt-1 whitespace-pre-line">
          <span className="font-semibold">{t("summary")}</span> {dispute.summaryForConsultant}
        </p>
      ) : null}
    </div>
  );
}
