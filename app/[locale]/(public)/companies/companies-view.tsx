// The companies grid, as lib/public-pages/company-grid-page.ts loaded it. Served by two routes (docs/architecture.md,
// "Caching and invalidation"): page.tsx, the cached first page in the default order, and q/companies/page.tsx,
// rendered per request for a query (proxy.ts).
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { dialogIntl } from "@/components/forms/dialog-intl";
import { buttonClass } from "@/components/ui/button";
import { InviteCompanyButton } from "@/components/forms/invite-company-button";
import { CardGrid, cardGridMetadata } from "@/components/public/card-grid";
import { CompanyCard } from "@/components/public/company-card";
import type { Locale } from "@/lib/i18n/routing";
import { loadCompanyGridPage } from "@/lib/public-pages/company-grid-page";

export type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function companiesMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  return cardGridMetadata((await params).locale, "companiesList", "/companies");
}

export async function CompaniesView({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("companiesList");
  const invite = await getTranslations("invite");
  const { query, cards, total, current } = await loadCompanyGridPage(await searchParams);

  return (
    <CardGrid
      title={t("title")}
      intro={t("intro")}
      sorts={["rating", "name"]}
      pathname="/companies"
      query={current}
      page={query.page}
      pageSize={query.pageSize}
      total={total}
      empty={cards.length === 0 ? <p className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-6 text-ink">{t("empty")}</p> : null}
      after={
        <section aria-labelledby="missing-title" className="mt-12 tile p-6 text-center">
          <h2 id="missing-title" className="text-xl font-semibold text-ink">
            {t("missingTitle")}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-muted">{t("missingText")}</p>
          <div className="mt-4">
            <InviteCompanyButton label={invite("company.button")} className={buttonClass()} intl={await dialogIntl("invite")} />
          </div>
        </section>
      }
    >
      {cards.map((card) => (
        <li key={card.id}>
          <CompanyCard card={card} />
        </li>
      ))}
    </CardGrid>
  );
}
