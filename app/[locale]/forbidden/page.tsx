// The 403 page of refused accesses: public, so that refusing never loops.
import { buttonClass } from "@/components/ui/button";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

export const metadata: Metadata = { robots: { index: false } };

export default async function ForbiddenPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("auth.forbidden");
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-sm font-semibold text-brand-700">403</p>
      <h1 className="mt-2 text-3xl font-bold">{t("title")}</h1>
      <p className="mt-4 text-muted">{t("text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClass({ size: "lg" })}>
          {t("home")}
        </Link>
        <Link href="/sign-out-callback" prefetch={false} className="rounded-lg border border-brand-600 px-5 py-2.5 font-semibold text-brand-700">
          {t("switchAccount")}
        </Link>
      </div>
    </section>
  );
}
