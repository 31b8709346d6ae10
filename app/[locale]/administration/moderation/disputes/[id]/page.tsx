// A dispute's file for the moderators (docs/product-rules.md#disputes): the consultant's reason, the
// review, the reviewer's answer and evidence files (downloads through the authorized route), and the
// step that is open: screening (ask the reviewer or reject with a reason) or the decision.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { DisputeModeration } from "@/components/disputes/dispute-moderation";
import { ClientMessages } from "@/components/forms/client-messages";
import { requireRoute } from "@/lib/auth/guards";
import { loadDisputeAdminPage } from "@/lib/disputes/dispute-admin-page";
import { formatDate, formatDateTime, formatRating } from "@/lib/format";

type Props = { params: Promise<{ locale: string; id: string }> };

// Renders what lib/disputes/dispute-admin-page.ts loaded and allowed.
export default async function DisputePage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const actor = await requireRoute("/administration/moderation/disputes/[id]", { path: `/administration/moderation/disputes/${id}` });
  const data = await loadDisputeAdminPage(actor, id);
  if (data.kind === "missing") notFound();
  const { dispute, step } = data;
  const t = await getTranslations("disputes.admin");
  const reasons = await getTranslations("disputes.reasons");
  const statuses = await getTranslations("disputes.admin.statuses");
  const e = dispute.evaluation;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-ink">{t("title", { id: dispute.id })}</h1>
        <p className="mt-1 text-muted" data-testid="dispute-status">
          {statuses(dispute.status)}
          {data.answerDueAt ? ` · ${t("due", { date: formatDate(data.answerDueAt) })}` : ""}
        </p>
      </header>
      <section className="tile space-y-2 p-5">
        <h2 className="font-semibold text-ink">{t("consultantSide", { name: dispute.consultant.name, number: dispute.consultant.number })}</h2>
        <p>
          <span className="font-semibold">{t("reason")}</span> {reasons(dispute.reason)} · {formatDateTime(dispute.createdAt)}
        </p>
        <p className="whitespace-pre-line">{dispute.explanation}</p>
        {data.madeWithOwnCode ? (
          <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
            {t("ownCode")}
          </p>
        ) : null}
      </section>
      <section className="tile space-y-2 p-5">
        <h2 className="font-semibold text-ink">{t("review")}</h2>
        <p>
          {e.customerName} · {e.customerEmail} · ★ {formatRating(e.overallRating, locale)} · {formatDate(e.dateOfCreation)}
        </p>
        {e.comment ? <p className="whitespace-pre-line">{e.comment}</p> : null}
      </section>
      {dispute.reviewerAnsweredAt ? (
        <section className="tile space-y-2 p-5" data-testid="reviewer-answer">
          <h2 className="font-semibold text-ink">{t("answer", { date: formatDateTime(dispute.reviewerAnsweredAt) })}</h2>
          <p>
            <span className="font-semibold">{t("consultationDate")}</span> {dispute.consultationDate ? formatDate(dispute.consultationDate) : "–"}
          </p>
          <p>
            <span className="font-semibold">{t("consultationSubject")}</span> {dispute.consultationSubject}
          </p>
          <p className="whitespace-pre-line">{dispute.reviewerAnswer}</p>
          {dispute.revisedComment ? (
            <p className="whitespace-pre-line rounded-lg bg-brand-50 p-3">
              <span className="font-semibold">{t("revisedComment")}</span> {dispute.revisedComment}
            </p>
          ) : null}
          {dispute.evidence.length ? (
            <ul className="list-disc pl-5">
              {dispute.evidence.map((file) => (
                <li key={file.id}>
                  <a className="text-brand-700 underline" href={`/api/dispute/${dispute.id}/evidence/${file.id}`}>
                    {file.fileName}
                  </a>{" "}
                  ({file.mediaType}, {Math.ceil(file.size / 1024)} kB)
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{t("noEvidence")}</p>
          )}
        </section>
      ) : null}
      {dispute.decision ? (
        <section className="tile space-y-2 p-5">
          <h2 className="font-semibold text-ink">{t("decided", { date: formatDateTime(dispute.decision.decidedAt) })}</h2>
          <p>{t(`outcomes.${data.outcome ?? "kept"}`)}</p>
          {dispute.decision.publicReason ? <p>{dispute.decision.publicReason}</p> : null}
          {dispute.summaryForConsultant ? <p className="whitespace-pre-line">{dispute.summaryForConsultant}</p> : null}
        </section>
      ) : null}
      {step ? (
        <ClientMessages namespaces={["disputes"]}>
          <DisputeModeration disputeId={dispute.id} step={step.status} askAllowed={step.askAllowed} hasRevision={step.hasRevision} />
        </ClientMessages>
      ) : null}
    </div>
  );
}
