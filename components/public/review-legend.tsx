// The legend beside every list of reviews (decisions.md "Trust in ratings"; EU Omnibus: how reviews are
// collected, checked and ordered): what each label says in words, and the order. The ✓ is explained
// as what Beraterwahl itself checked, nothing more.
import { getTranslations } from "next-intl/server";

const LABELS = ["address", "consultantConfirmed", "oneTimeCode", "platformChecked"] as const;

export async function ReviewLegend({ order = "order", id = "review-legend" }: { order?: "order" | "orderCompany"; id?: string }) {
  const t = await getTranslations("vouching.legend");
  return (
    <section aria-labelledby={id} className="rounded-xl border border-brand-100 bg-white p-5">
      <h2 id={id} className="text-base font-semibold text-ink">
        {t("title")}
      </h2>
      <ul className="mt-3 space-y-2 text-sm text-muted">
        {LABELS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
        <li className="text-ink">{t(order)}</li>
      </ul>
    </section>
  );
}
