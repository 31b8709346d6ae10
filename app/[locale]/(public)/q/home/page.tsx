// The home page with a query that is not cached (an invalid search with its messages, the comparison, pages
// beyond 20, the page size "all"), rendered per request: proxy.ts sends those here. A valid search's results
// are the cached ../results/[search]/page.tsx, the page without a query the cached ../../page.tsx.
// Not reachable by its own URL.
import { HomeView, homeMetadata, type Props } from "@/app/[locale]/(public)/home-view";

// Per request: it reads the query. Said explicitly because no page is prerendered at build time
// (app/[locale]/layout.tsx), where Next would otherwise have found out.
export const dynamic = "force-dynamic";

export const generateMetadata = homeMetadata;

export default function HomeQueryPage(props: Props) {
  return HomeView(props);
}
