// Administration: consultants (docs/product-rules.md#administration) – state dot, number, names, e-mail, city,
// company; search over id, names and company; postal-code, state and "registered advisers" filters; sorted by
// family then given name, or by postal code and place (the sortable headers).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminListPage } from "@/components/admin/admin-list-page";
import { listHref } from "@/components/admin/list-controls";
import { StateDot } from "@/components/admin/state-dot";
import { CONSULTANT_PAGE_SIZES, type SearchParams } from "@/lib/records/list-query";
import { requireRoute } from "@/lib/auth/guards";
import { loadConsultantsPage } from "@/lib/search/consultants-page";
import { CONSULTANT_STATES } from "@/lib/consultants/schema";

const PATH = "/administration/consultants";

// Renders what lib/search/consultants-page.ts loaded.
export default async function ConsultantsPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  setRequestLocale((await params).locale);
  const actor = await requireRoute("/administration/consultants");
  const { state, sort, page, canWrite } = await loadConsultantsPage(actor, await searchParams);
  const t = await getTranslations("admin");
  const sortBy = (by: typeof sort) => ({ href: listHref(PATH, state, { sort: by, page: 1 }), direction: sort === by ? ("ascending" as const) : null });
  return (
    <AdminListPage
      title={t("consultants.title")}
      add={canWrite ? { href: "/administration/consultants/add", label: t("consultants.add") } : null}
      path={PATH}
      state={state}
      states={CONSULTANT_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
      registeredFilter
      columns={[
        { label: t("fields.state"), cell: (c) => <StateDot state={c.state} label={t(`state.${c.state as (typeof CONSULTANT_STATES)[number]}`)} /> },
        { label: t("fields.number"), cell: (c) => c.number, className: "whitespace-nowrap tabular-nums" },
        { label: t("fields.givenName"), cell: (c) => c.givenName },
        { label: t("fields.familyName"), cell: (c) => c.familyName, className: "font-medium", sort: sortBy("name") },
        { label: t("fields.email"), cell: (c) => c.email ?? "–" },
        { label: t("fields.city"), cell: (c) => `${c.postalCode}\u00a0${c.city}`, sort: sortBy("location") },
        { label: t("fields.company"), cell: (c) => c.companyName ?? "–" },
      ]}
      rows={page.items}
      total={page.total}
      sizes={CONSULTANT_PAGE_SIZES}
      rowHref={canWrite ? (c) => `/administration/consultants/${c.id}` : null}
    />
  );
}
