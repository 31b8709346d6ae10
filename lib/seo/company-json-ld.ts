// The company page's JSON-LD (schema.org Organization with its members). Built from the public projection of
// the company (lib/companies/get-company.ts), so it carries exactly the figures and members the page shows.
import type { Locale } from "@/lib/i18n/routing";
import { normalizeWebsite } from "@/lib/profile-links/website";
import { absoluteUrl } from "./alternates";

type PublicCompany = {
  name: string;
  slug: string;
  logoUrl: string | null;
  email: string | null;
  phone: string | null;
  websiteUrl: string | null;
  linkedInUrl: string | null;
  twitterUrl: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  streetName: string;
  streetNumber: string;
  postalCode: string;
  city: string;
  canton: string | null;
  ratingAverage: number;
  ratingCount: number;
  members: { formattedName: string; slug: string }[];
};

export function companyJsonLd(company: PublicCompany, { locale, appUrl }: { locale: Locale; appUrl: string }) {
  const url = absoluteUrl(`/companies/${company.slug}`, locale, appUrl);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${url}#organization`,
    name: company.name,
    url,
    logo: company.logoUrl ? new URL(company.logoUrl, appUrl).toString() : undefined,
    email: company.email,
    telephone: company.phone ?? undefined,
    sameAs: [company.websiteUrl, company.linkedInUrl, company.twitterUrl, company.facebookUrl, company.instagramUrl]
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
}
