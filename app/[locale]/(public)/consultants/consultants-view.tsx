// The consultants grid, as lib/public-pages/consultant-grid-page.ts loaded it. Served by two routes (docs/architecture.md,
// "Caching and invalidation"): page.tsx, the cached first page in the default order, and q/consultants/page.tsx,
// rendered per request for a query (proxy.ts).
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CardGrid, cardGridMetadata } from "@/components/public/card-grid";
import { ConsultantCard } from "@/components/public/consultant-card";
import { InviteConsultantNotice } from "@/components/public/invite-consultant-notice";
import { SelectField } from "@/components/ui/select-field";
import { RegisteredFilter } from "@/components/search/registered-filter";
import type { Locale } from "@/lib/i18n/routing";
import { loadConsultantGridPage } from "@/lib/public-pages/consultant-grid-page";

export type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function consultantsMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  return cardGridMetadata((await params).locale, "consultantsList", "/consultants");
}

export async function ConsultantsView({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("consultantsList");
  const { query, topics, topicNames, cards, total, current } = await loadConsultantGridPage(locale, await searchParams);

  return (
    <CardGrid
      title={t("title")}
      intro={t("intro")}
      sorts={["rating", "name", "location"]}
      filters={
        <SelectField
          id="topic"
          name="topic"
          label={t("topic")}
          defaultValue={current.topic ?? ""}
          options={[{ value: "", label: t("allTopics") }, ...topics.map((topic) => ({ value: String(topic.id), label: topic.name }))]}
        />
      }
      trailingFilters={<RegisteredFilter checked={query.registered} />}
      pathname="/consultants"
      query={current}
      page={query.page}
      pageSize={query.pageSize}
      total={total}
      empty={cards.length === 0 ? <InviteConsultantNotice title={t("emptyTitle")} hint={t("emptyHint")} heading /> : null}
    >
      {cards.map((card) => (
        <li key={card.id}>
          <ConsultantCard card={card} topicNames={topicNames} />
        </li>
      ))}
    </CardGrid>
  );
}
