// The consultants grid. Served by two routes (docs/architecture.md, "Caching and invalidation"): page.tsx,
// the cached first page in the default order, and q/consultants/page.tsx, rendered per request for a query (proxy.ts).
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/forms/client-messages";
import { InviteConsultantButton } from "@/components/forms/dialog-buttons";
import { ConsultantCard } from "@/components/public/consultant-card";
import { paginationLabels } from "@/components/public/pagination-labels";
import { buttonClass } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { Pagination } from "@/components/ui/pagination";
import { RegisteredFilter } from "@/components/search/registered-filter";
import { ANONYMOUS } from "@/lib/auth/actor";
import { listConsultants } from "@/lib/consultants/list-consultants";
import type { Locale } from "@/lib/i18n/routing";
import { listTopicOptions } from "@/lib/topics/topic-options";
import { consultantGridQuery, PUBLIC_PAGE_SIZES } from "@/lib/search/grid-query";
import type { ConsultantCard as Card } from "@/lib/search/schema";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { countValues } from "@/lib/format";

export type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function consultantsMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "consultantsList" });
  const meta = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({ locale, path: "/consultants", title: t("title"), description: t("description"), siteName: meta("siteName") });
}

export async function ConsultantsView({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("consultantsList");
  const lists = await getTranslations("search");
  const invite = await getTranslations("invite");
  const query = consultantGridQuery(await searchParams);
  const [topics, result] = await Promise.all([listTopicOptions(locale), listConsultants(ANONYMOUS, query)]);
  // The anonymous actor always receives public cards.
  const cards = result.items as Card[];
  const topicNames = new Map(topics.map((topic) => [topic.id, topic.name]));
  const current = {
    sort: query.sort,
    topic: query.consultingTopics[0] ? String(query.consultingTopics[0]) : undefined,
    pageSize: String(query.pageSize),
    ...(query.registered ? { registered: "true" } : {}),
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
      <p className="mt-2 text-muted">{t("intro")}</p>
      <form method="get" className="mt-6 flex flex-wrap items-end gap-4 rounded-xl border border-brand-100 bg-white p-4" aria-label={lists("filters")}>
        <SelectField
          id="sort"
          name="sort"
          label={lists("sortBy")}
          defaultValue={query.sort}
          options={["rating", "name", "location"].map((s) => ({ value: s, label: lists(`sort.${s}`) }))}
        />
        <SelectField
          id="topic"
          name="topic"
          label={t("topic")}
          defaultValue={current.topic ?? ""}
          options={[{ value: "", label: t("allTopics") }, ...topics.map((topic) => ({ value: String(topic.id), label: topic.name }))]}
        />
        <SelectField
          id="pageSize"
          name="pageSize"
          label={lists("pageSize")}
          defaultValue={current.pageSize}
          options={PUBLIC_PAGE_SIZES.map((s) => ({ value: String(s), label: s === "all" ? lists("all") : String(s) }))}
        />
        <RegisteredFilter checked={query.registered} />
        <button type="submit" className={buttonClass()}>
          {lists("apply")}
        </button>
      </form>
      <p className="mt-4 text-sm text-muted" role="status">
        {lists("total", countValues(result.total, locale))}
      </p>
      {cards.length === 0 ? (
        <div className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-6">
          <h2 className="text-lg font-semibold text-ink">{t("emptyTitle")}</h2>
          <p className="mt-2 text-muted">{t("emptyHint")}</p>
          <div className="mt-4">
            <ClientMessages namespaces={["invite"]}>
              <InviteConsultantButton label={invite("consultant.button")} />
            </ClientMessages>
          </div>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id}>
              <ConsultantCard card={card} topicNames={topicNames} />
            </li>
          ))}
        </ul>
      )}
      <Pagination pathname="/consultants" query={current} page={query.page} pageSize={query.pageSize} total={result.total} labels={await paginationLabels()} />
    </div>
  );
}
