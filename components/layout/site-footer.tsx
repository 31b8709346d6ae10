import { getTranslations } from "next-intl/server";
import { AnalyticsScript } from "@/components/public/analytics-script";
import { config } from "@/lib/config";
import { Link } from "@/lib/i18n/navigation";

const LINKS = [
  { href: "/about-us", key: "aboutUs" },
  { href: "/transparency", key: "transparency" },
  { href: "/#search", key: "findConsultants" },
  { href: "/consultants", key: "allConsultants" },
  { href: "/companies", key: "allCompanies" },
  { href: "/for-consultants#pricing", key: "pricing" },
  { href: "/terms-of-service", key: "terms" },
  { href: "/imprint", key: "imprint" },
  { href: "/privacy-policy", key: "privacyPolicy" },
] as const;

export async function SiteFooter() {
  const t = await getTranslations("footer");
  return (
    <footer className="mt-16 border-t border-brand-100 bg-brand-900 text-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <nav aria-label={t("label")}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
            {LINKS.map((link) => (
              <li key={link.key}>
                <Link href={link.href} className="hover:underline">
                  {t(link.key)}
                </Link>
              </li>
            ))}
            <li>
              {/* Opened by cookie-notice.tsx, which listens for clicks on this attribute. */}
              <button type="button" data-cookie-settings="" className="text-left hover:underline">
                {t("cookieSettings")}
              </button>
            </li>
          </ul>
        </nav>
        {/* Rendered on every page; it loads nothing before consent. */}
        <AnalyticsScript src={config().ANALYTICS_SCRIPT_URL ?? null} />
        <p className="mt-8 text-xs text-brand-200">
          © {new Date().getFullYear()} {t("copyright")} · {t("geonames")}
        </p>
      </div>
    </footer>
  );
}
