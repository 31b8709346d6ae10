// The active consulting topics as options with their names in the page's language (search chips,
// filters, cards). The administration and the API read whole records (manage-consulting-topics.ts).
import "server-only";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { localize } from "@/lib/i18n/localize";

export type TopicOption = { id: number; key: string; name: string };

export const listTopicOptions = cache(async (locale: string): Promise<TopicOption[]> => {
  const rows = await db().consultingTopic.findMany({
    where: { active: true },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    select: { id: true, key: true, name: true },
  });
  return rows.map((r) => {
    return { id: r.id, key: r.key, name: localize(r.name, locale) || r.key };
  });
});
