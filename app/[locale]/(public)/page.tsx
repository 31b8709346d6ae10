import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

const STEPS = ["find", "appointment", "rate"] as const;

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("home");
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">{t("heroTitle")}</h1>
          <p className="mt-6 max-w-2xl text-lg text-muted">{t("heroText")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/consultants" className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
              {t("ctaFind")}
            </Link>
            <Link href="/for-consultants" className="rounded-lg border border-brand-200 bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50">
              {t("ctaConsultants")}
            </Link>
          </div>
        </div>
      </section>
      <section id="search" className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="steps-title">
        <h2 id="steps-title" className="text-2xl font-bold text-ink">
          {t("stepsTitle")}
        </h2>
        <ol className="mt-6 grid gap-6 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`steps.${step}.title`)}</h3>
              <p className="mt-2 text-sm text-muted">{t(`steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
