// The consultants grid with a query, rendered per request: proxy.ts sends /consultants?… here; the grid
// without a query is the cached ../../consultants/page.tsx. Not reachable by its own URL.
import { ConsultantsView, consultantsMetadata, type Props } from "@/app/[locale]/(public)/consultants/consultants-view";

// Per request: it reads the query. Said explicitly because no page is prerendered at build time
// (app/[locale]/layout.tsx), where Next would otherwise have found out.
export const dynamic = "force-dynamic";

export const generateMetadata = consultantsMetadata;

export default function ConsultantsQueryPage(props: Props) {
  return ConsultantsView(props);
}
