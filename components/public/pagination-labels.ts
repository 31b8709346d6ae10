// The texts of the kit's Pagination in the request's language (one place for every paged list).
import { getTranslations } from "next-intl/server";
import type { PaginationLabels } from "@/components/ui/pagination";

export async function paginationLabels(): Promise<PaginationLabels> {
  const t = await getTranslations("search");
  return { navigation: t("pagination"), previous: t("previous"), next: t("next"), page: (page) => t("page", { page }) };
}
