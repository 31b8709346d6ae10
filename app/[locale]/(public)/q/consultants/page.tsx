// The consultants grid with a query, rendered per request: proxy.ts sends /consultants?… here; the grid
// without a query is the cached ../../consultants/page.tsx. Not reachable by its own URL.
import { ConsultantsView, consultantsMetadata, type Props } from "../../consultants/consultants-view";

export const generateMetadata = consultantsMetadata;

export default function ConsultantsQueryPage(props: Props) {
  return ConsultantsView(props);
}
