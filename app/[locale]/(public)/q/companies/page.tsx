// The companies grid with a query, rendered per request: proxy.ts sends /companies?… here; the grid
// without a query is the cached ../../companies/page.tsx. Not reachable by its own URL.
import { CompaniesView, companiesMetadata, type Props } from "@/app/[locale]/(public)/companies/companies-view";

// Per request: it reads the query. Said explicitly because no page is prerendered at build time
// (app/[locale]/layout.tsx), where Next would otherwise have found out.
export const dynamic = "force-dynamic";

export const generateMetadata = companiesMetadata;

export default function CompaniesQueryPage(props: Props) {
  return CompaniesView(props);
}
