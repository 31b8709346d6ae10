// The active consulting topics with their names in the page's language (search chips, filters, cards).
import "server-only";
import { cache } from "react";
import { db } from "@/lib/db/client";

export type TopicOption = { id: number; key: string; name: string };

type L10n = Partial<Record<string, string>>;

export const listConsultingTopics = cache(async (locale: string): Promise<TopicOption[]> => {
  const rows = await db().consultingTopic.findMany({ where: { active: true }, orderBy: [{ sortOrder: "asc" }, { id: "asc" }], select: { id: true, key: true, name: true } });
  return rows.map((r) => {
    const name = r.name as L10n;
    return { id: r.id, key: r.key, name: name[locale] ?? name.en ?? r.key };
  });
});
