// The companies grid without a query (first page, default order): served from the page cache and
// rendered anew after a change of any listed figure (lib/cache/invalidate.ts), at most once a minute
// otherwise. With a query (sort, topic, page) proxy.ts hands the request to q/companies/page.tsx.
import { tagListPage } from "@/lib/cache/page-tags";
import { CompaniesView, companiesMetadata, type Props } from "./companies-view";

export const revalidate = 60;

const NO_QUERY = Promise.resolve({});

export const generateMetadata = companiesMetadata;

export default async function CompaniesPage({ params }: Pick<Props, "params">) {
  await tagListPage();
  return CompaniesView({ params, searchParams: NO_QUERY });
}
