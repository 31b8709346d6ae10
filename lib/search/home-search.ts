// Reads the home page's search from its query string (/?type=perimeter&postalCode=8001#results), so a
// search is a shareable URL and the back button works. Browser-safe.
import { z } from "zod";
import { searchQuerySchema, type SearchQuery } from "@/lib/search/schema";
import { tagsFromText } from "./tags-from-text";

export const HOME_TABS = ["find", "canton", "rate", "compare"] as const;
type HomeTab = (typeof HOME_TABS)[number];

type Raw = Record<string, string | string[] | undefined>;

export type HomeSearch =
  { status: "none"; tab: HomeTab } | { status: "invalid"; tab: HomeTab; fields: string[]; raw: Raw } | { status: "ok"; tab: HomeTab; query: SearchQuery };

export function readHomeSearch(raw: Raw): HomeSearch {
  const type = typeof raw.type === "string" ? raw.type : undefined;
  const tabFromType: HomeTab | undefined = type === "name" ? "rate" : type === "perimeter" ? "find" : type === "canton" ? "canton" : undefined;
  const tab = z
    .enum(HOME_TABS)
    .catch(tabFromType ?? "find")
    .parse(raw.tab ?? tabFromType);
  if (type !== "perimeter" && type !== "name" && type !== "canton") return { status: "none", tab };
  // The free-tag field is one text ("#pension tax"): split it the way the search normalizes tags.
  // "view" (list or map) is the page's, not the search's.
  const input = { ...raw, tab: undefined, view: undefined, tags: tagsFromText(raw.tags ?? "") };
  const parsed = searchQuerySchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", tab, fields: parsed.error.issues.map((i) => String(i.path[0])), raw };
  return { status: "ok", tab, query: parsed.data };
}

/** The query string of a search, for paging links. */
export function searchToQuery(q: SearchQuery): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = { type: q.type };
  if ((q.type === "perimeter" && q.postalCode) || (q.type === "canton" && q.canton)) {
    if (q.type === "perimeter" && q.postalCode) {
      out.postalCode = q.postalCode;
      out.perimeter = String(q.perimeter);
    }
    if (q.type === "canton" && q.canton) out.canton = q.canton;
    if (q.consultingTopics.length) out.consultingTopics = q.consultingTopics.map(String);
    if (q.languages.length) out.languages = [...q.languages];
    if (q.ratingCount) out.ratingCount = String(q.ratingCount);
    if (q.tags.length) out.tags = q.tags.join(" ");
  }
  if (q.type === "name" && q.name) out.name = q.name;
  if (q.registered) out.registered = "true";
  if (q.pageSize !== 10) out.pageSize = String(q.pageSize);
  return out;
}
