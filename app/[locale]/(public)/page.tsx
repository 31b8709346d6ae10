// The home page without a query: served from the page cache (docs/architecture.md, "Caching and
// invalidation"). It carries the list tag, so a change of any consultant's figures or of a topic
// renders it anew at the next visit (lib/cache/invalidate.ts), and it is rendered again at most
// once a minute otherwise (the ranking's platform mean moves with every published rating).
// With a query proxy.ts hands the request to q/results/[search]/page.tsx (a valid search, cached too) or to
// q/home/page.tsx (the rest, per request) instead.
import { tagListPage } from "@/lib/cache/page-tags";
import { HomeView, homeMetadata, type Props } from "./home-view";

export const revalidate = 60;

const NO_QUERY = Promise.resolve({});

export function generateMetadata({ params }: Pick<Props, "params">) {
  return homeMetadata({ params, searchParams: NO_QUERY });
}

export default async function HomePage({ params }: Pick<Props, "params">) {
  await tagListPage();
  return HomeView({ params, searchParams: NO_QUERY });
}
