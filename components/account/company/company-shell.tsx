"use client";

// The company administration page (docs/product-rules.md#account-pages), built like the profile page:
// tabs, one form over the details, introduction, media and social tabs, and Save with the combined
// validation (alert mark on every failing tab, jump to the first one, nothing sent). The server
// (PUT /api/company/{id}) checks the same schema and that the caller administers this company.
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useTabbedForm } from "@/components/forms/use-tabbed-save";
import { TabbedEditHeader, TabbedEditTabs } from "@/components/account/tabbed-edit";
import { TabPanel, useUrlTab } from "@/components/ui/tabs";
import { Toast, useToast } from "@/components/ui/toast";
import { COMPANY_TABS, failingCompanyTabs, type CompanyEditTab, type CompanyTab } from "@/lib/companies/company-form";
import { companySchema, type CompanyData, type CompanyInput } from "@/lib/companies/schema";
import { CompanyDetailsFields, CompanyIntroductionField, CompanyLogoField, CompanySocialFields } from "./company-fields";
import { MembersPanel, type MemberRow } from "./members-panel";

const PANEL = "space-y-6 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6";

export function CompanyShell({
  companyId,
  companyName,
  publicPath,
  selfId,
  defaults,
  logoUrl,
  members,
  initialTab,
  teasers,
}: {
  companyId: number;
  companyName: string;
  publicPath: string;
  selfId: number | null;
  defaults: CompanyInput;
  logoUrl: string | null;
  members: MemberRow[];
  initialTab: CompanyTab;
  teasers: { dashboard: ReactNode; organisation: ReactNode };
}) {
  const t = useTranslations("account.companyPage");
  const toast = useToast();
  const [tab, setTab] = useUrlTab<CompanyTab>(initialTab);

  const { form, saver } = useTabbedForm<CompanyInput, CompanyData, CompanyEditTab>({
    schema: companySchema,
    defaults,
    tabsOf: failingCompanyTabs,
    showTab: setTab,
    isField: (path) => path in defaults,
    toast: toast.show,
    failedText: t("saveFailed"),
  });
  const save = form.handleSubmit((values) => saver.save(`/api/company/${companyId}`, values), saver.onInvalid);

  return (
    <div>
      <TabbedEditHeader
        heading={
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t("title")}</p>
            <h1 className="break-words text-3xl font-bold text-ink">{companyName}</h1>
          </div>
        }
        publicHref={publicPath}
        publicLabel={t("preview")}
        saveLabel={t("save")}
        onSave={() => void save()}
        saving={saver.saving}
      />
      <TabbedEditTabs
        label={t("tabsLabel")}
        errorLabel={t("tabHasErrors")}
        tabs={COMPANY_TABS}
        labelOf={(x) => t(`tabs.${x}`)}
        failing={saver.failing}
        selected={tab}
        onSelect={setTab}
      />

      <div className="mt-6">
        <TabPanel id="consultants" selected={tab === "consultants"}>
          <MembersPanel companyId={companyId} selfId={selfId} members={members} notify={toast.show} />
        </TabPanel>

        <form onSubmit={save} noValidate>
          <TabPanel id="details" selected={tab === "details"} className={PANEL}>
            <CompanyDetailsFields form={form} />
          </TabPanel>
          <TabPanel id="introduction" selected={tab === "introduction"} className={PANEL}>
            <CompanyIntroductionField form={form} />
          </TabPanel>
          <TabPanel id="media" selected={tab === "media"} className={PANEL}>
            <CompanyLogoField form={form} logoUrl={logoUrl} />
          </TabPanel>
          <TabPanel id="social" selected={tab === "social"} className={PANEL}>
            <CompanySocialFields form={form} />
          </TabPanel>
        </form>

        <TabPanel id="dashboard" selected={tab === "dashboard"}>
          {teasers.dashboard}
        </TabPanel>
        <TabPanel id="organisation" selected={tab === "organisation"}>
          {teasers.organisation}
        </TabPanel>
      </div>

      <Toast message={toast.message} onClose={toast.close} />
    </div>
  );
}
