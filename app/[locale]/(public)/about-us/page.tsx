import { buttonClass } from "@/components/ui/button";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ContactSection } from "@/components/public/contact-section";
import { config } from "@/lib/config";
import type { Locale } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo/page-metadata";

// Served from the page cache, rendered on the first visit to this server (never at build time: the
// layout lists no locales to prerender), so the runtime configuration it shows (and the footer's
// analytics address) is the deployment's. Rendered again at most once an hour.
export const revalidate = 3600;

type Props = { params: Promise<{ locale: Locale }> };
const VALUES = ["transparency", "quality", "accessibility"] as const;
const FOUNDERS = ["first", "second"] as const;
const SUPPORT = ["advisers", "customers"] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "aboutUs" });
  const meta = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({ locale, path: "/about-us", title: t("title"), description: t("metaDescription"), siteName: meta("siteName") });
}

export default async function AboutUsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("aboutUs");
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h1 className="text-4xl font-bold tracking-tight text-ink">{t("title")}</h1>
          <p className="mt-6 max-w-3xl text-lg text-muted">{t("intro")}</p>
          <a href={config().DEMO_BOOKING_URL} target="_blank" rel="noopener noreferrer" className={buttonClass({ size: "lg", className: "mt-8" })}>
            {t("bookDemo")}
            <span className="sr-only"> ({t("newTab")})</span>
          </a>
        </div>
      </section>
      <section className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-2">
        <div>
          <h2 className="text-2xl font-bold text-ink">{t("visionTitle")}</h2>
          <p className="mt-3 text-muted">{t("vision")}</p>
        </div>
        <div>
          <h2 className="text-2xl font-bold text-ink">{t("missionTitle")}</h2>
          <p className="mt-3 text-muted">{t("mission")}</p>
        </div>
      </section>
      <section aria-labelledby="values-title" className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="values-title" className="text-2xl font-bold text-ink">
            {t("valuesTitle")}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {VALUES.map((v) => (
              <li key={v} className="rounded-xl bg-white p-5 shadow-sm">
                <h3 className="font-semibold text-ink">{t(`values.${v}.title`)}</h3>
                <p className="mt-2 text-sm text-muted">{t(`values.${v}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="founders-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="founders-title" className="text-2xl font-bold text-ink">
          {t("foundersTitle")}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {FOUNDERS.map((f) => (
            <li key={f} className="tile p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-ink">{t(`founders.${f}.name`)}</h3>
              <p className="text-sm font-medium text-brand-700">{t(`founders.${f}.role`)}</p>
              <p className="mt-3 text-muted">{t(`founders.${f}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="support-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="support-title" className="text-2xl font-bold text-ink">
          {t("supportTitle")}
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {SUPPORT.map((s) => (
            <div key={s} className="tile p-6">
              <h3 className="font-semibold text-ink">{t(`support.${s}.title`)}</h3>
              <p className="mt-2 text-muted">{t(`support.${s}.text`)}</p>
            </div>
          ))}
        </div>
      </section>
      <ContactSection />
    </>
  );
}
