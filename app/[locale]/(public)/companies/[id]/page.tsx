import { buttonClass } from "@/components/ui/button";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Avatar } from "@/components/public/avatar";
import { MemberGrid } from "@/components/public/member-grid";
import { JoinCompanyButton } from "@/components/public/join-company-button";
import { JsonLd } from "@/components/public/json-ld";
import { ProfileContact, ProfileHeader, profileMetadata } from "@/components/public/profile-page";
import { ShareButton } from "@/components/public/share-button";
import type { Locale } from "@/lib/i18n/routing";
import { Link } from "@/lib/i18n/navigation";
import { loadCompanyProfilePage, MEMBERS_ON_COMPANY_PAGE } from "@/lib/public-pages/company-profile-page";
import { ReviewLegend } from "@/components/public/review-legend";

type Props = { params: Promise<{ locale: Locale; id: string }> };

// Served from the page cache like the consultant pages: rendered on its first visit, again at once
// after a change through the product (lib/cache/invalidate.ts) and at most once a minute otherwise.
// What differs per visitor (the join button of a signed-in consultant) is a client island.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const page = await loadCompanyProfilePage(id, locale);
  if (!page) notFound();
  const { company } = page;
  return profileMetadata({
    locale,
    namespace: "companyPage",
    path: `/companies/${company.slug}`,
    name: company.name,
    city: company.city,
    introduction: company.introduction,
    image: company.logoUrl,
  });
}

// Renders what lib/public-pages/company-profile-page.ts loaded.
export default async function CompanyPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const page = await loadCompanyProfilePage(id, locale);
  if (!page) notFound();
  const { company, website, jsonLd } = page;
  const t = await getTranslations("companyPage");

  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <JsonLd data={jsonLd} />
      <ProfileHeader
        picture={
          <Avatar
            src={company.logoUrl ?? "/images/default-logo.svg"}
            alt={t("logoAlt", { name: company.name })}
            className="mx-auto shrink-0 rounded-2xl sm:mx-0"
            priority
          />
        }
        name={company.name}
        rating={company.ratingCount > 0 ? { average: company.ratingAverage, count: company.ratingCount } : null}
        actions={
          <>
            <a href="#contact" className={buttonClass({ size: "lg" })}>
              {t("contactNow")}
            </a>
            <JoinCompanyButton
              companyId={company.id}
              memberIds={company.members.map((m) => m.id)}
              labels={{ join: t("join"), requested: t("joinRequested"), failed: t("joinFailed") }}
            />
            <ShareButton title={company.name} text={t("shareText", { name: company.name })} label={t("share")} />
          </>
        }
      >
        <p className="mt-1 text-muted">
          {company.streetName} {company.streetNumber}, {company.postalCode} {company.city}
        </p>
      </ProfileHeader>

      {company.introduction ? (
        <section aria-labelledby="intro-title" className="mt-10">
          <h2 id="intro-title" className="text-xl font-semibold text-ink">
            {t("introduction")}
          </h2>
          <p className="mt-3 max-w-3xl whitespace-pre-line text-muted">{company.introduction}</p>
        </section>
      ) : null}

      <section aria-labelledby="members-title" className="mt-10">
        <h2 id="members-title" className="text-xl font-semibold text-ink">
          {t("members")}
        </h2>
        {company.members.length === 0 ? (
          <p className="mt-3 text-muted">{t("noMembers")}</p>
        ) : (
          <MemberGrid members={company.members.slice(0, MEMBERS_ON_COMPANY_PAGE)} />
        )}
        {company.members.length > MEMBERS_ON_COMPANY_PAGE ? (
          <p className="mt-4">
            <Link href={`/companies/${company.slug}/members`} className="font-semibold text-brand-700 hover:underline">
              {t("allMembers", { count: company.members.length })}
            </Link>
          </p>
        ) : null}
        {/* The company's figures are its members' reviews: the same legend as beside every list of reviews. */}
        <div className="mt-6 max-w-3xl">
          <ReviewLegend order="orderCompany" />
        </div>
      </section>

      <ProfileContact
        title={t("contactDetails")}
        phone={company.phone}
        email={company.email}
        website={website}
        social={company}
        target={{ purpose: "contactCompany", companyId: company.id, name: company.name }}
      />
    </article>
  );
}
