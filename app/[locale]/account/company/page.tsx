// Company administration (spec section 2, account-company). The guard is real (decisions.md: only the
// company's administrator); the editing cards and member management are not built yet.
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cardClass, primaryButton, secondaryButton } from "@/components/account/form-styles";
import { requireRoute } from "@/lib/auth/guards";
import { Link, redirect } from "@/lib/i18n/navigation";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.companyPage");
  return { title: t("title"), robots: { index: false } };
}

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const actor = await requireRoute("/account/company");
  const { locale } = await params;
  setRequestLocale(locale);
  if (actor.consultantId === null) return redirect({ href: "/account/create", locale });
  const t = await getTranslations("account.companyPage");
  const companyId = actor.administeredCompanyId;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
      <div className={`${cardClass} mt-6`}>
        {companyId === null ? (
          <>
            <p className="text-ink">{t("notAdmin")}</p>
            <Link href="/account/profile" className={`${secondaryButton} mt-4 inline-block`}>
              {t("back")}
            </Link>
          </>
        ) : (
          <>
            <p className="text-ink">{t("comingSoon")}</p>
            <Link href={`/companies/${companyId}`} className={`${primaryButton} mt-4 inline-block`}>
              {t("preview")}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
