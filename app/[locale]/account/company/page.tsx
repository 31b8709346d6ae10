// Company administration (docs/product-rules.md#account-pages). Only the company's real administrator
// reaches the editing page (docs/product-rules.md#companies-and-membership): the actor's administeredCompanyId comes from the session's
// consultant record on every request, and the API checks it again on every change.
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CompanyShell } from "@/components/account/company/company-shell";
import { ContactEmailCard } from "@/components/account/contact-email-card";
import type { MemberRow } from "@/components/account/company/members-panel";
import { buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { ClientMessages } from "@/components/forms/client-messages";
import { requireRoute } from "@/lib/auth/guards";
import { companyFormDefaults, isCompanyTab } from "@/lib/companies/company-form";
import { getCompany } from "@/lib/companies/get-company";
import { getContactEmailStatus } from "@/lib/account/contact-email-status";
import type { LinkState } from "@/lib/companies/link-rules";
import { Link, redirect } from "@/lib/i18n/navigation";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.companyPage");
  return { title: t("title"), robots: { index: false } };
}

export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<{ tab?: string }> }) {
  const actor = await requireRoute("/account/company");
  const { locale } = await params;
  setRequestLocale(locale);
  if (actor.consultantId === null) return redirect({ href: "/account/create", locale });
  const t = await getTranslations("account.companyPage");
  const companyId = actor.administeredCompanyId;

  if (companyId === null) {
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

  const company = await getCompany(actor, companyId);
  const { tab } = await searchParams;
  const contactEmail = await getContactEmailStatus(actor, { kind: "company", id: company.id });
  const members: MemberRow[] = company.members.map((m) => ({
    id: m.id,
    slug: m.slug,
    formattedName: m.formattedName,
    photoUrl: m.photoUrl,
    postalCode: m.postalCode,
    city: m.city,
    companyLinkState: m.companyLinkState as LinkState,
  }));
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
          selfId={actor.consultantId}
          defaults={companyFormDefaults(company)}
          logoUrl={company.logoUrl}
          members={members}
          initialTab={isCompanyTab(tab) ? tab : "consultants"}
          teasers={{ dashboard: teaser("dashboard"), organisation: teaser("organisation") }}
        />
        <div className="mt-6 md:max-w-xl">
          <ContactEmailCard owner={{ companyId: company.id }} status={contactEmail} />
        </div>
      </ClientMessages>
    </div>
  );
}
