// The legend beside every list of reviews (decisions.md "Trust in ratings"; EU Omnibus: how reviews are
// collected, checked and ordered): each label as the cards show it, what it means in words, and the
// order. The ✓ is explained as what Beraterwahl itself checked, nothing more.
import { getTranslations } from "next-intl/server";
import { earnsCheckMark, evidenceLabel, type EvidenceKind } from "@/lib/evaluations/evidence";

/** Strongest first; "none" is the confirmed address every counted review has. */
const ROWS: { kind: EvidenceKind; text: "platformChecked" | "oneTimeCode" | "consultantConfirmed" | "address" }[] = [
  { kind: "platformChecked", text: "platformChecked" },
  { kind: "oneTimeCode", text: "oneTimeCode" },
  { kind: "consultantConfirmed", text: "consultantConfirmed" },
  { kind: "none", text: "address" },
];

export async function ReviewLegend({ order = "order", id = "review-legend" }: { order?: "order" | "orderCompany"; id?: string }) {
  const t = await getTranslations("vouching");
  return (
    <section aria-labelledby={id} className="tile p-5">
      <h2 id={id} className="text-base font-semibold text-ink">
        {t("legend.title")}
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        {ROWS.map(({ kind, text }) => (
          <div key={kind}>
            <dt className={earnsCheckMark(kind) ? "font-semibold text-brand-700" : "font-semibold text-ink"}>
              {earnsCheckMark(kind) ? "✓ " : null}
              {evidenceLabel(kind, t)}
            </dt>
            <dd className="mt-0.5 text-muted">{t(`legend.${text}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 border-t border-brand-100 pt-3 text-sm text-ink">{t(`legend.${order}`)}</p>
    </section>
  );
}
