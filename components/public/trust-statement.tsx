// How evaluations are collected and checked: shown on every profile so that visitors can judge them.
import { getTranslations } from "next-intl/server";
import { config } from "@/lib/config";

const POINTS = ["collected", "verified", "hold", "noRemoval", "noPayment"] as const;

export async function TrustStatement() {
  const t = await getTranslations("trust");
  const { RELEASE_DAYS, BAD_RATING_HOLD_DAYS } = config();
  return (
    <section aria-labelledby="trust-title" className="rounded-xl border border-brand-100 bg-brand-50 p-5">
      <h2 id="trust-title" className="text-base font-semibold text-ink">
        {t("title")}
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-muted">
        {POINTS.map((p) => (
          <li key={p}>{t(p, { releaseDays: RELEASE_DAYS, holdDays: BAD_RATING_HOLD_DAYS })}</li>
        ))}
      </ul>
    </section>
  );
}
