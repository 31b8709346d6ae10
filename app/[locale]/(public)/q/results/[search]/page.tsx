// The home page with a search's results, served from the page cache: one entry per normalised query
// (lib/search/search-key.ts), so a search asked before costs what the cached home page costs. proxy.ts
// sends /?type=… here with the query as one path segment; invalid searches, the comparison and deep pages
// go to ../../home (per request). Not reachable by its own URL (proxy.ts answers /q/… with the 404 page).
// The appearances of its consultants are counted by the results' beacon (components/search/track-search.tsx),
// since a cached page does not run on the server again.
import { notFound } from "next/navigation";
import { HomeView, homeMetadata } from "@/app/[locale]/(public)/home-view";
import { tagListPage } from "@/lib/cache/page-tags";
import type { Locale } from "@/lib/i18n/routing";
import { searchFromSegment } from "@/lib/search/search-key";

type Props = { params: Promise<{ locale: Locale; search: string }> };

// The list tag expires it with any change of a consultant, an evaluation, a company or a topic
// (lib/cache/invalidate.ts); otherwise it is rendered again at most once a minute, like the home page.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props) {
  const { locale, search } = await params;
  return homeMetadata({ params: Promise.resolve({ locale }), searchParams: Promise.resolve(searchFromSegment(search) ?? {}) });
}

export default async function SearchResultsPage({ params }: Props) {
  const { locale, search } = await params;
  const raw = searchFromSegment(search);
  if (!raw) notFound();
  await tagListPage();
  return HomeView({ params: Promise.resolve({ locale }), searchParams: Promise.resolve(raw) });
}
