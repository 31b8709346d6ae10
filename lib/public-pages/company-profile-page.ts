// Everything a company's public page shows: the company as the public sees it (also to its own
// administrators), its members, its website and the JSON-LD. The page (app/[locale]/(public)/companies/[id]/page.tsx)
// and its generateMetadata only render what this returns and share one load per request (React cache).
// It also tags the cached page (lib/cache/page-tags.ts).
import "server-only";
import { cache } from "react";
import { ANONYMOUS } from "@/lib/auth/actor";
import { tagCompanyPage } from "@/lib/cache/page-tags";
import { getCompany } from "@/lib/companies/get-company";
import { config } from "@/lib/config";
import { nullIfNotFound } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/routing";
import { normalizeWebsite } from "@/lib/profile-links/website";
import { companyJsonLd } from "@/lib/seo/company-json-ld";
import { parseIdSlug } from "@/lib/seo/id-slug";

/**
 * Members shown on the company page itself (docs/product-rules.md#constants); a larger team links to
 * all of them on /companies/{id}/members. A card is about 3 kB of the page (its HTML and its RSC
 * payload), so a bank with a few hundred advisers would otherwise send a phone a page of a megabyte.
 */
export const MEMBERS_ON_COMPANY_PAGE = 12;

/** The company page's data, or null for an id that names no public company (a 404). */
export const loadCompanyProfilePage = cache(async (idParam: string, locale: Locale) => {
  const id = parseIdSlug(idParam);
  if (id === null) return null;
  // Every outcome is cached, the 404 of an unknown id too: each carries the company's tag.
  await tagCompanyPage(id);
  const company = await nullIfNotFound(getCompany(ANONYMOUS, id));
  if (!company) return null;
  return {
    company,
    website: normalizeWebsite(company.websiteUrl),
    // The members the page shows, as its cards (lib/seo/company-json-ld.ts: exactly what the page shows).
    jsonLd: companyJsonLd({ ...company, members: company.members.slice(0, MEMBERS_ON_COMPANY_PAGE) }, { locale, appUrl: config().APP_URL }),
  };
});
