// The consultant page's JSON-LD (schema.org Person offering a FinancialService). Built from the public
// projection only, so it carries exactly the figures the page shows (lib/consultants/profile-display.ts):
// no aggregateRating and no reviews where the profile shows none. Each review says in words who vouches.
import type { PublicConsultant } from "@/lib/consultants/consultant-view";
import { evidenceText, type EvidenceKind } from "@/lib/evaluations/evidence";
import type { PublicEvaluation } from "@/lib/evaluations/public-evaluation";
import type { Locale } from "@/lib/i18n/routing";
import { absoluteUrl } from "./alternates";
import { idSlug } from "./id-slug";

/** How many of the first reviews the document names. */
const REVIEWS_IN_JSON_LD = 5;

export function consultantJsonLd(
  c: PublicConsultant,
  {
    topicNames,
    evaluations,
    locale,
    appUrl,
    vouching,
  }: { topicNames: string[]; evaluations: PublicEvaluation[]; locale: Locale; appUrl: string; vouching: (key: `labels.${EvidenceKind}`) => string },
) {
  const profileUrl = absoluteUrl(`/consultants/${c.slug}`, locale, appUrl);
  const shown = c.ratingAverage !== null && c.ratingCount > 0;
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${profileUrl}#person`,
    name: c.formattedName,
    givenName: c.givenName,
    familyName: c.familyName,
    honorificPrefix: c.title ?? undefined,
    url: profileUrl,
    image: c.photoUrl ? new URL(c.photoUrl, appUrl).toString() : undefined,
    worksFor: c.company
      ? { "@type": "Organization", name: c.company.name, url: absoluteUrl(`/companies/${idSlug(c.company.id, c.company.name)}`, locale, appUrl) }
      : undefined,
    address: { "@type": "PostalAddress", addressLocality: c.city, postalCode: c.postalCode, addressRegion: c.canton, addressCountry: "CH" },
    knowsLanguage: c.languages,
    makesOffer: {
      "@type": "Offer",
      itemOffered: {
        "@type": "FinancialService",
        name: c.formattedName,
        areaServed: "CH",
        serviceType: topicNames,
        url: profileUrl,
        ...(shown
          ? {
              aggregateRating: { "@type": "AggregateRating", ratingValue: c.ratingAverage, ratingCount: c.ratingCount, bestRating: 5, worstRating: 1 },
              // A mailbox's earlier rating counts in no figure, so it is not one of the page's reviews for search engines.
              review: evaluations
                .filter((e) => !e.earlierRating)
                .slice(0, REVIEWS_IN_JSON_LD)
                .map((e) => ({
                  "@type": "Review",
                  author: { "@type": "Person", name: e.displayName },
                  datePublished: e.dateOfCreation.slice(0, 10),
                  reviewBody: e.comment ?? undefined,
                  // Who vouches for the review, in words (schema.org has no property of its own for it).
                  description: evidenceText(e.evidence, vouching),
                  reviewRating: { "@type": "Rating", ratingValue: e.overallRating, bestRating: 5, worstRating: 1 },
                })),
            }
          : {}),
      },
    },
  };
}
