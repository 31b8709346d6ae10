// Administration: consultants (docs/product-rules.md#administration) – state dot, number, names, e-mail, city,
// company; search over id, names and company; postal-code, state and "registered advisers" filters; sorted by
// family then given name, or by postal code and place (the sortable headers).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminHeader, ListFilters, ListPaging, listHref } from "@/components/admin/list-controls";
import { buttonClass } from "@/components/ui/button";
import { parseListState, type SearchParams } from "@/components/admin/list-query";
import { StateDot } from "@/components/admin/state-dot";
import { CONSULTANT_PAGE_SIZES } from "@/lib/admin/schema";
import { hasPermission } from "@/lib/auth/actor";
import { requireRoute } from "@/lib/auth/guards";
import { listConsultants, type ConsultantAdminRow } from "@/lib/consultants/list-consultants";
import { CONSULTANT_STATES } from "@/lib/consultants/schema";
import type { Page } from "@/lib/http/pagination";
import { Link } from "@/lib/i18n/navigation";
import { SortHeader, Table, Th } from "@/components/ui/table";

const PATH = "/administration/consultants";

export default async function ConsultantsPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  setRequestLocale((await params).locale);
  const actor = await requireRoute("/administration/consultants");
  const state = parseListState(await searchParams, CONSULTANT_PAGE_SIZES, 50);
  // read:consultants (checked above) makes listConsultants return the administration rows.
  const page = (await listConsultants(actor, {
    q: state.q,
    postalCodes: state.postalCode,
    states: state.state as (typeof CONSULTANT_STATES)[number][],
    consultingTopics: [],
    registered: state.registered ?? false,
    sort: state.sort ?? "name",
    page: state.page,
    pageSize: state.pageSize,
  })) as Page<ConsultantAdminRow>;
  const t = await getTranslations("admin");
  const sort = state.sort ?? "name";
  const canWrite = hasPermission(actor, "write:consultants");
  return (
    <div className="space-y-4">
      <AdminHeader title={t("consultants.title")}>
        {canWrite ? (
          <Link href="/administration/consultants/add" className={buttonClass()}>
            {t("consultants.add")}
          </Link>
        ) : null}
      </AdminHeader>
      <ListFilters path={PATH} state={state} states={CONSULTANT_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))} registeredFilter />
      <Table
        head={
          <>
            <Th>{t("fields.state")}</Th>
            <Th>{t("fields.number")}</Th>
            <Th>{t("fields.givenName")}</Th>
            <SortHeader href={listHref(PATH, state, { sort: "name", page: 1 })} direction={sort === "name" ? "ascending" : null}>
              {t("fields.familyName")}
            </SortHeader>
            <Th>{t("fields.email")}</Th>
            <SortHeader href={listHref(PATH, state, { sort: "location", page: 1 })} direction={sort === "location" ? "ascending" : null}>
              {t("fields.city")}
            </SortHeader>
            <Th>{t("fields.company")}</Th>
          </>
        }
      >
        {page.items.map((c) => {
          const href = `/administration/consultants/${c.id}`;
          // The detail page needs write:consultants: readers get plain rows instead of links to a refusal.
          const cell = (content: React.ReactNode) =>
            canWrite ? (
              <Link href={href} className="block">
                {content}
              </Link>
            ) : (
              content
            );
          return (
            <tr key={c.id} className="border-t border-brand-50 hover:bg-brand-50">
              <td className="px-3 py-2">{cell(<StateDot state={c.state} label={t(`state.${c.state as (typeof CONSULTANT_STATES)[number]}`)} />)}</td>
              <td className="whitespace-nowrap px-3 py-2 tabular-nums">{cell(c.number)}</td>
              <td className="px-3 py-2">{cell(c.givenName)}</td>
              <td className="px-3 py-2 font-medium">{cell(c.familyName)}</td>
              <td className="px-3 py-2">{cell(c.email ?? "–")}</td>
              <td className="px-3 py-2">{cell(`${c.postalCode} ${c.city}`)}</td>
              <td className="px-3 py-2">{cell(c.companyName ?? "–")}</td>
            </tr>
          );
        })}
        {page.items.length === 0 ? (
          <tr>
            <td colSpan={7} className="px-4 py-6 text-center text-muted">
              {t("list.empty")}
            </td>
          </tr>
        ) : null}
      </Table>
      <ListPaging path={PATH} state={state} total={page.total} sizes={CONSULTANT_PAGE_SIZES} />
    </div>
  );
}
