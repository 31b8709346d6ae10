// Company administration (docs/product-rules.md#account-pages). Who reaches the editing page, and what it shows, is
// decided by its loader (lib/account/company-page.ts).
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CompanyShell } from "@/components/account/company/company-shell";
import { ContactEmailCard } from "@/components/account/contact-email-card";
import { buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { ClientMessages } from "@/components/forms/client-messages";
import { loadAccountCompanyPage } from "@/lib/account/company-page";
import { requireRoute } from "@/lib/auth/guards";
import { Link, redirect } from "@/lib/i18n/navigation";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.companyPage");
  return { title: t("title"), robots: { index: false } };
}

export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<{ tab?: string }> }) {
  const actor = await requireRoute("/account/company");
  const { locale } = await params;
  setRequestLocale(locale);
  const page = await loadAccountCompanyPage(actor, (await searchParams).tab);
  if (page.kind === "register") return redirect({ href: "/account/create", locale });
  const t = await getTranslations("account.companyPage");

  if (page.kind === "notAdministrator") {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
        <div className={`${cardClass} mt-6`}>
          <p className="text-ink">{t("notAdmin")}</p>
          <Link href="/account/profile" className={`${buttonClass({ variant: "secondary" })} mt-4 inline-block`}>
            {t("back")}
          </Link>
        </div>
      </div>
    );
  }

  const { company } = page;
  const teaser = (kind: "dashboard" | "organisation") => (
    <div className={cardClass}>
      <h2 className="text-lg font-semibold text-ink">{t(`teaser.${kind}Title`)}</h2>
      <p className="mt-2 text-muted">{t(`teaser.${kind}Text`)}</p>
      <Link href="/for-consultants" className={`${buttonClass({ variant: "secondary" })} mt-4 inline-block`}>
        {t("teaser.learnMore")}
      </Link>
    </div>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <ClientMessages namespaces={["account", "contactEmail"]}>
        <CompanyShell
          companyId={company.id}
          companyName={company.name}
          publicPath={`/companies/${company.slug}`}
          selfId={page.selfId}
          defaults={page.defaults}
          logoUrl={company.logoUrl}
          members={page.members}
          initialTab={page.tab}
          teasers={{ dashboard: teaser("dashboard"), organisation: teaser("organisation") }}
        />
        <div className="mt-6 md:max-w-xl">
          <ContactEmailCard owner={{ companyId: company.id }} status={page.contactEmail} />
        </div>
      </ClientMessages>
    </div>
  );
}
