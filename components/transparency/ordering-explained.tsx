// How search, the top lists, the map and compare are ordered (docs/product-rules.md#search-and-lists,
// #rankings), in words, and that payment never changes it: the EU Omnibus rules ask a platform to say so.
import { getTranslations } from "next-intl/server";
import { config } from "@/lib/config";

const PARTS = ["search", "top", "map", "compare", "reviews"] as const;

export async function OrderingExplained() {
  const t = await getTranslations("transparency.ordering");
  const { RANKING_MIN_RATINGS, RANKING_PRIOR_WEIGHT } = config();
  return (
    <section aria-labelledby="ordering-title" className="tile max-w-3xl space-y-3 p-6">
      <h2 id="ordering-title" className="text-2xl font-bold text-ink">
        {t("title")}
      </h2>
      <ul className="list-disc space-y-2 pl-5 text-ink">
        {PARTS.map((p) => (
          <li key={p}>{t(p, { minRatings: RANKING_MIN_RATINGS, priorWeight: RANKING_PRIOR_WEIGHT })}</li>
        ))}
      </ul>
      <p className="font-semibold text-ink">{t("payment")}</p>
    </section>
  );
}
