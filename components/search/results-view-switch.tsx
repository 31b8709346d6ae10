// List or map: two links (server-rendered, so the back button and shared links keep the view). The
// list is the default and the accessible view; the map adds the places at a glance.
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

export async function ResultsViewSwitch({ query, view }: { query: Record<string, string | string[]>; view: "list" | "map" }) {
  const t = await getTranslations("resultsMap");
  const item = (target: "list" | "map", label: string) => (
    <Link
      href={{ pathname: "/", query: target === "map" ? { ...query, view: "map" } : query, hash: "results" }}
      scroll={false}
      aria-current={view === target ? "true" : undefined}
      className={
        view === target
          ? "rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white"
          : "rounded-full px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      }
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t("viewLabel")} className="mt-4">
      <ul className="inline-flex gap-1 rounded-full border border-brand-100 bg-white p-1">
        <li>{item("list", t("showList"))}</li>
        <li>{item("map", t("showMap"))}</li>
      </ul>
    </nav>
  );
}
