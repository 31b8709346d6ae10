import { buttonClass } from "@/components/ui/button";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

/** A short localized placeholder for pages that are not built yet (never a 404). */
export async function ComingSoon({ page }: { page: string }) {
  const t = await getTranslations("placeholder");
  const pages = await getTranslations("pages");
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-ink">{pages(page)}</h1>
      <p className="mt-4 text-muted">{t("text")}</p>
      <Link href="/" className={buttonClass({ size: "lg", className: "mt-8" })}>
        {t("home")}
      </Link>
    </section>
  );
}
