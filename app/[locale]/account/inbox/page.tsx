// The lead inbox (docs/product-rules.md#lead-inbox): the contact conversations of the signed-in consultant and, for a
// company's administrators, of the company; newest first, unread ones marked, filtered by unread or open.
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { paginationLabels } from "@/components/public/pagination-labels";
import { buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { Pagination } from "@/components/ui/pagination";
import { requireRoute } from "@/lib/auth/guards";
import { formatDateTime } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import { loadInboxPage } from "@/lib/inbox/inbox-page";
import { INBOX_FILTERS } from "@/lib/inbox/schema";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.inbox");
  return { title: t("title"), robots: { index: false } };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ page?: string; filter?: string }>;
}) {
  const actor = await requireRoute("/account/inbox");
  const { locale } = await params;
  setRequestLocale(locale);
  const page = await loadInboxPage(actor, await searchParams);
  const t = await getTranslations("account.inbox");
  if (page.kind === "noInbox") {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
        <div className={`${cardClass} mt-6`}>
          <p className="text-ink">{t("noInbox")}</p>
          <Link href="/account/create" className={`${buttonClass({ variant: "secondary" })} mt-4 inline-block`}>
            {t("createProfile")}
          </Link>
        </div>
      </div>
    );
  }
  const { query, list, showOwner } = page;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
      <p className="mt-2 text-muted">{t("intro")}</p>
      <nav aria-label={t("filterLabel")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {INBOX_FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                href={{ pathname: "/account/inbox", query: filter === "all" ? {} : { filter } }}
                aria-current={query.filter === filter ? "page" : undefined}
                className={buttonClass({ variant: query.filter === filter ? "primary" : "secondary", size: "sm" })}
              >
                {filter === "unread" ? t("filters.unread", { count: list.unread }) : t(`filters.${filter}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.items.length === 0 ? (
        <p className={`${cardClass} mt-6 text-muted`}>{t(query.filter === "all" ? "empty" : "emptyFiltered")}</p>
      ) : (
        <ul className="mt-6 divide-y divide-brand-100 overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm">
          {list.items.map((c) => (
            <li key={c.id}>
              <Link href={`/account/inbox/${c.id}`} className="block px-4 py-4 hover:bg-brand-50 focus-visible:bg-brand-50 sm:px-6">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className={`flex min-w-0 items-center gap-2 text-ink ${c.unread ? "font-bold" : "font-medium"}`}>
                    {c.unread ? <span aria-hidden="true" className="inline-block size-2.5 shrink-0 rounded-full bg-brand-600" /> : null}
                    <span className="truncate">{c.senderName}</span>
                  </p>
                  <p className="text-sm text-muted">{formatDateTime(c.receivedAt)}</p>
                </div>
                <p className={`mt-1 line-clamp-2 text-sm ${c.unread ? "text-ink" : "text-muted"}`}>{c.excerpt}</p>
                <p className="mt-2 flex flex-wrap gap-2 text-xs">
                  {c.unread ? <span className="rounded-full bg-brand-700 px-2 py-0.5 font-semibold text-white">{t("unread")}</span> : null}
                  <span className={`rounded-full px-2 py-0.5 font-medium ${c.answeredAt ? "bg-brand-50 text-brand-700" : "bg-amber-50 text-ink"}`}>
                    {c.answeredAt ? t("answered") : t("open")}
                  </span>
                  {showOwner ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-muted">{t("to", { name: c.owner.name })}</span> : null}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6">
        <Pagination
          pathname="/account/inbox"
          query={query.filter === "all" ? {} : { filter: query.filter }}
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
          labels={await paginationLabels()}
        />
      </div>
    </div>
  );
}
