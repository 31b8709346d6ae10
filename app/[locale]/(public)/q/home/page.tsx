// The home page with a query (search results, the comparison), rendered per request: proxy.ts sends
// /?type=… here; the page without a query is the cached ../../page.tsx. Not reachable by its own URL.
import { HomeView, homeMetadata, type Props } from "@/app/[locale]/(public)/home-view";

// Per request: it reads the query. Said explicitly because no page is prerendered at build time
// (app/[locale]/layout.tsx), where Next would otherwise have found out.
export const dynamic = "force-dynamic";

export const generateMetadata = homeMetadata;

export default function HomeQueryPage(props: Props) {
  return HomeView(props);
}
