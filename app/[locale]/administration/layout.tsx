// The administration area: platform staff or holders of its permissions (lib/auth/route-permissions.ts),
// with the navigation panel on every administration page (docs/product-rules.md#administration).
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/forms/client-messages";
import { AdministrationNav } from "@/components/auth/administration-nav";
import { SignInRedirect } from "@/components/auth/sign-in-redirect";
import { layoutAccess } from "@/lib/auth/guards";
import { accessRuleFor, ADMINISTRATION_AREA, decideAccess } from "@/lib/auth/route-permissions";
import { getPathname } from "@/lib/i18n/navigation";

export const dynamic = "force-dynamic";

const SECTIONS = [
  { href: "/administration", key: "dashboard" },
  { href: "/administration/companies", key: "companies" },
  { href: "/administration/consultants", key: "consultants" },
  { href: "/administration/salesAgents", key: "salesAgents" },
  { href: "/administration/topics", key: "topics" },
  { href: "/administration/questionnaire", key: "questionnaire" },
  { href: "/administration/evaluations", key: "evaluations" },
  { href: "/administration/reports", key: "reports" },
  { href: "/administration/moderation", key: "moderation" },
  { href: "/administration/outbox", key: "outbox" },
] as const;

export default async function AdministrationLayout({ children }: { children: ReactNode }) {
  const access = await layoutAccess(ADMINISTRATION_AREA);
  if ("signIn" in access) {
    const t = await getTranslations("auth.required");
    return <SignInRedirect signInHref={getPathname({ href: "/sign-in-callback", locale: await getLocale() })} text={t("text")} linkLabel={t("link")} />;
  }
  const t = await getTranslations("auth.adminNav");
  // Only the sections this actor may open.
  const items = SECTIONS.filter(({ href }) => decideAccess(access.actor, accessRuleFor(href) ?? { platformAdmin: true }) === "allowed").map(
    ({ href, key }) => ({
      href,
      label: t(key),
    }),
  );
  // The administration's client components format messages in the browser: one provider for the
  // area (the public pages have none, docs/benchmarks.md "First-load JS, 2026-11-29").
  return (
    <ClientMessages namespaces={[]}>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row">
        <AdministrationNav label={t("label")} items={items} />
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </ClientMessages>
  );
}
