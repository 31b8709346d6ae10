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
      <Link href="/" className="mt-8 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {t("home")}
      </Link>
    </section>
  );
}
