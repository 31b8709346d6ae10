// Everything the consultants grid shows for one query string (sort, topic, registered, page; read leniently by
// lib/search/grid-query.ts): the cards as the public sees them, the topics of the filter and the query its
// links keep. The page (app/[locale]/(public)/consultants/consultants-view.tsx, served by consultants/page.tsx
// without a query and by q/consultants/page.tsx with one) only renders what this returns.
import "server-only";
import type { RawQuery } from "./page-query";
import { ANONYMOUS } from "@/lib/auth/actor";
import type { ConsultantCard } from "@/lib/consultants/card";
import type { Locale } from "@/lib/i18n/routing";
import { consultantGridQuery } from "@/lib/search/grid-query";
import { listConsultants } from "@/lib/search/list-consultants";
import { listTopicOptions } from "@/lib/topics/topic-options";

export async function loadConsultantGridPage(locale: Locale, raw: RawQuery) {
  const query = consultantGridQuery(raw);
  const [topics, result] = await Promise.all([listTopicOptions(locale), listConsultants(ANONYMOUS, query)]);
  return {
    query,
    topics,
    /** Topic names by id, for the cards. */
    topicNames: new Map(topics.map((topic) => [topic.id, topic.name])),
    // The anonymous actor always receives public cards.
    cards: result.items as ConsultantCard[],
    total: result.total,
    /** The query string the sort, filter and page links keep: only a chosen topic and "registered" appear. */
    current: {
      sort: query.sort,
      topic: query.consultingTopics[0] ? String(query.consultingTopics[0]) : undefined,
      pageSize: String(query.pageSize),
      ...(query.registered ? { registered: "true" } : {}),
    },
  };
}
