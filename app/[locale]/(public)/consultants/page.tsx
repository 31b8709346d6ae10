// The consultants grid without a query (first page, default order): served from the page cache and
// rendered anew after a change of any listed figure (lib/cache/invalidate.ts), at most once a minute
// otherwise. With a query (sort, topic, page) proxy.ts hands the request to q/consultants/page.tsx.
import { tagListPage } from "@/lib/cache/page-tags";
import { ConsultantsView, consultantsMetadata, type Props } from "./consultants-view";

export const revalidate = 60;

const NO_QUERY = Promise.resolve({});

export const generateMetadata = consultantsMetadata;

export default async function ConsultantsPage({ params }: Pick<Props, "params">) {
  await tagListPage();
  return ConsultantsView({ params, searchParams: NO_QUERY });
}
