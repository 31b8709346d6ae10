// The texts of "show more" (./show-more-evaluations.tsx), translated on the server: the button's
// keeps "{count}" for the island to fill in with the number still to load.
import { getLocale, getTranslations } from "next-intl/server";
import type { ShowMoreLabels } from "./show-more-evaluations";

export async function showMoreLabels(): Promise<ShowMoreLabels> {
  const t = await getTranslations("moreRatings");
  return { locale: await getLocale(), button: t("button", { count: "{count}" }), failed: t("failed") };
}
