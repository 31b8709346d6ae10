import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { MemberGrid } from "@/components/public/member-grid";
import { ReviewLegend } from "@/components/public/review-legend";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { loadCompanyProfilePage } from "@/lib/public-pages/company-profile-page";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: Promise<{ locale: Locale; id: string }> };

// All members of a company whose team is larger than its page shows (MEMBERS_ON_COMPANY_PAGE). Cached
// like the company page, with its tags (the same loader): a change of a member or of the company
// renders it anew at the next request.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const page = await loadCompanyProfilePage(id, locale);
  if (!page) notFound();
  const { company } = page;
  const t = await getTranslations({ locale, namespace: "companyPage" });
  const meta = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({
    locale,
    path: `/companies/${company.slug}/members`,
    title: t("membersTitle", { name: company.name }),
    description: t("membersDescription", { name: company.name, count: company.members.length }),
    siteName: meta("siteName"),
    image: company.logoUrl ?? undefined,
  });
}

export default async function CompanyMembersPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const page = await loadCompanyProfilePage(id, locale);
  if (!page) notFound();
  const { company } = page;
  const t = await getTranslations("companyPage");

  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <p>
        <Link href={`/companies/${company.slug}`} className="text-sm font-semibold text-brand-700 hover:underline">
          {t("backToCompany", { name: company.name })}
        </Link>
      </p>
      <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">{t("membersTitle", { name: company.name })}</h1>
      {company.members.length === 0 ? <p className="mt-3 text-muted">{t("noMembers")}</p> : <MemberGrid members={company.members} />}
      <div className="mt-6 max-w-3xl">
        <ReviewLegend order="orderCompany" />
      </div>
    </article>
  );
}
