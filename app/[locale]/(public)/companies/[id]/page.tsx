import { buttonClass } from "@/components/ui/button";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Avatar } from "@/components/public/avatar";
import { ConsultantCard } from "@/components/public/consultant-card";
import { JoinCompanyButton } from "@/components/public/join-company-button";
import { JsonLd } from "@/components/public/json-ld";
import { ProfileContact, ProfileHeader, profileMetadata } from "@/components/public/profile-page";
import { ShareButton } from "@/components/public/share-button";
import { config } from "@/lib/config";
import type { Locale } from "@/lib/i18n/routing";
import { tagCompanyPage } from "@/lib/cache/page-tags";
import { loadCompanyPage } from "@/lib/profile-pages/company-profile-page";
import { parseIdSlug } from "@/lib/seo/id-slug";
import { normalizeWebsite } from "@/lib/profile-links/website";
import { absoluteUrl } from "@/lib/seo/alternates";
import { ReviewLegend } from "@/components/public/review-legend";

type Props = { params: Promise<{ locale: Locale; id: string }> };

// Served from the page cache like the consultant pages: rendered on its first visit, again at once
// after a change through the product (lib/cache/invalidate.ts) and at most once a minute otherwise.
// What differs per visitor (the join button of a signed-in consultant) is a client island.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

async function load(idParam: string) {
  const id = parseIdSlug(idParam);
  // Every outcome is cached, the 404 of an unknown id too: each carries the company's tag.
  if (id !== null) await tagCompanyPage(id);
  const company = id === null ? null : await loadCompanyPage(id);
  if (!company) notFound();
  return company;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const company = await load(id);
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

export default async function CompanyPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const company = await load(id);
  const t = await getTranslations("companyPage");
  const website = normalizeWebsite(company.websiteUrl);
  const appUrl = config().APP_URL;
  const url = absoluteUrl(`/companies/${company.slug}`, locale, appUrl);

  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${url}#organization`,
    name: company.name,
    url,
    logo: company.logoUrl ? new URL(company.logoUrl, appUrl).toString() : undefined,
    email: company.email,
    telephone: company.phone ?? undefined,
    sameAs: [website, company.linkedInUrl, company.twitterUrl, company.facebookUrl, company.instagramUrl]
      .map((u) => normalizeWebsite(u))
      .filter((u): u is string => u !== null),
    address: {
      "@type": "PostalAddress",
      streetAddress: `${company.streetName} ${company.streetNumber}`,
      postalCode: company.postalCode,
      addressLocality: company.city,
      addressRegion: company.canton,
      addressCountry: "CH",
    },
    aggregateRating:
      company.ratingCount > 0
        ? { "@type": "AggregateRating", ratingValue: company.ratingAverage, ratingCount: company.ratingCount, bestRating: 5, worstRating: 1 }
        : undefined,
    member: company.members.map((m) => ({ "@type": "Person", name: m.formattedName, url: absoluteUrl(`/consultants/${m.slug}`, locale, appUrl) })),
  };

  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <JsonLd data={jsonLd} />
      <ProfileHeader
        picture={
          <Avatar
            src={company.logoUrl ?? "/images/default-logo.svg"}
            alt={t("logoAlt", { name: company.name })}
            className="mx-auto shrink-0 rounded-2xl sm:mx-0"
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
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {company.members.map((m) => (
              <li key={m.id}>
                <ConsultantCard card={m} />
              </li>
            ))}
          </ul>
        )}
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
