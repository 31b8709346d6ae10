// The profile's fairness record: what waits for release now, and how the published ratings were
// checked, so a reader can weigh the average. Server-rendered with the page.
import { getTranslations } from "next-intl/server";
import { config } from "@/lib/config";
import { OVERDUE_HOLD_DAYS } from "@/lib/moderation-decisions/deadlines";
import type { FairnessRecord as Record } from "@/lib/evaluations/fairness-record";
import { DECISION_OUTCOMES } from "@/lib/transparency/transparency-figures";
import { Link } from "@/lib/i18n/navigation";

export async function FairnessRecord({ record }: { record: Record }) {
  const t = await getTranslations("fairness");
  const rules = await getTranslations("ratingRules");
  const process = await getTranslations("transparency.profile");
  const outcomes = await getTranslations("transparency.outcomes");
  const decided = DECISION_OUTCOMES.filter((o) => (record.decisionsByOutcome[o] ?? 0) > 0);
  const { BAD_RATING_HOLD_DAYS } = config();
  const evidence = [
    { key: "addressConfirmed", count: record.published },
    { key: "mandateConfirmed", count: record.mandateConfirmed },
    { key: "relationshipConfirmed", count: record.relationshipConfirmed },
    { key: "checkedByAdministrator", count: record.checkedByAdministrator },
  ] as const;
  return (
    <section aria-labelledby="fairness-title" className="tile p-5">
      <h2 id="fairness-title" className="text-base font-semibold text-ink">
        {t("title")}
      </h2>
      <p className="mt-3 text-sm text-ink">{t("waiting", { count: record.waiting })}</p>
      {record.waiting > 0 ? (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-muted">
          <li>{t("waitingCritical", { count: record.waitingCritical, days: BAD_RATING_HOLD_DAYS })}</li>
          {record.held > 0 ? <li>{t("held", { count: record.held })}</li> : null}
          {record.heldOverdue > 0 ? <li>{rules("heldOverdue", { count: record.heldOverdue, days: OVERDUE_HOLD_DAYS })}</li> : null}
        </ul>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold text-ink">{t("evidenceTitle", { count: record.published })}</h3>
      <dl className="mt-2 space-y-1 text-sm">
        {evidence.map((e) => (
          <div key={e.key} className="flex items-baseline justify-between gap-3">
            <dt className="text-muted">{t(`evidence.${e.key}`)}</dt>
            <dd className="font-semibold tabular-nums text-ink">{e.count}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-ink">{process("title")}</h3>
      <dl className="mt-2 space-y-1 text-sm" data-testid="fairness-due-process">
        {[
          { key: "notices", count: record.notices },
          ...decided.map((o) => ({ key: o, label: outcomes(o), count: record.decisionsByOutcome[o] ?? 0 })),
          { key: "disputesFiled", count: record.disputesFiled },
          { key: "disputesUnanswered", count: record.disputesUnanswered },
          { key: "appeals", count: record.appeals },
          { key: "appealsReversed", count: record.appealsReversed },
        ].map((e) => (
          <div key={e.key} className="flex items-baseline justify-between gap-3">
            <dt className="text-muted">{"label" in e ? process("decisions", { outcome: e.label }) : process(e.key as "notices")}</dt>
            <dd className="font-semibold tabular-nums text-ink">{e.count}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted">
        <Link href="/transparency" className="underline">
          {process("allFigures")}
        </Link>
      </p>
    </section>
  );
}
