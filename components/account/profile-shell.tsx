"use client";

// The consultant's profile page (docs/product-rules.md#account-pages): tabs, one form over the four
// editing tabs, save with the validation grouped by tab, and the disable menu.
// Dashboard, rating and subscription panels are rendered on the server and passed in; each editing
// tab is a component of its own (profile-details-panel, profile-links-panel, personal details).
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { useErrorText } from "@/components/forms/use-error-text";
import { useTabbedForm } from "@/components/forms/use-tabbed-save";
import { TabbedEditHeader, TabbedEditTabs } from "@/components/account/tabbed-edit";
import { Button } from "@/components/ui/button";
import { ChipToggles, type ChipOption } from "@/components/ui/chips";
import { TabPanel, useUrlTab } from "@/components/ui/tabs";
import { Toast, useToast } from "@/components/ui/toast";
import { EDIT_TABS, FIELD_TAB, PROFILE_TABS, profileSchema, type EditTab, type ProfileTab } from "@/lib/account/profile-schema";
import { PersonalDetailsFields } from "./personal-details-fields";
import { DisableProfileMenu } from "./profile-activation";
import { ProfileDetailsPanel } from "./profile-details-panel";
import { ProfileLinksPanel } from "./profile-links-panel";

export { DisabledCard } from "./profile-activation";

type ProfileInput = z.input<typeof profileSchema>;

const PANEL = "rounded-2xl border border-brand-100 bg-white p-4 sm:p-6";

export function ProfileShell({
  consultantId,
  loginEmail,
  defaults,
  photoUrl,
  topics,
  languages,
  isPlatformAdmin,
  initialTab,
  betaNotice = null,
  panels,
}: {
  consultantId: number;
  loginEmail: string;
  defaults: ProfileInput;
  photoUrl: string | null;
  topics: ChipOption<number>[];
  languages: ChipOption<string>[];
  isPlatformAdmin: boolean;
  initialTab: ProfileTab;
  /** The beta-ending notice (lib/account/beta-notice.ts), with its end date already formatted. */
  betaNotice?: { endsOn: string } | null;
  panels: { dashboard: ReactNode; insights?: ReactNode; rating: ReactNode; invitations?: ReactNode; subscription: ReactNode | null; extra: ReactNode };
}) {
  const t = useTranslations("account.profile");
  const errorText = useErrorText();
  const toast = useToast();
  const tabs = PROFILE_TABS.filter(
    (tab) =>
      (tab !== "subscription" || panels.subscription !== null) && (tab !== "invitations" || panels.invitations) && (tab !== "insights" || panels.insights),
  );
  const [tab, setTab] = useUrlTab<ProfileTab>(tabs.includes(initialTab) ? initialTab : "dashboard");

  const { form, saver } = useTabbedForm<ProfileInput, z.output<typeof profileSchema>, EditTab>({
    schema: profileSchema,
    defaults,
    tabsOf: (fields) => EDIT_TABS.filter((x) => fields.some((f) => FIELD_TAB[f] === x)),
    showTab: setTab,
    isField: (path) => path in defaults || Boolean(FIELD_TAB[path]),
    toast: toast.show,
    failedText: t("saveFailed"),
  });
  const { control, register, formState, handleSubmit } = form;

  const save = handleSubmit((values) => {
    // Staff-only fields are left out for everybody else: the API refuses them (403) otherwise.
    const body: Record<string, unknown> = { ...values };
    if (!isPlatformAdmin) {
      delete body.calensoToken;
      delete body.calensoWorkerId;
    }
    return saver.save(`/api/consultant/${consultantId}`, body);
  }, saver.onInvalid);

  return (
    <div>
      <TabbedEditHeader
        heading={<h1 className="text-3xl font-bold text-ink">{t("title")}</h1>}
        publicHref={`/consultants/${consultantId}`}
        publicLabel={t("showProfile")}
        saveLabel={t("save")}
        onSave={() => void save()}
        saving={saver.saving}
      >
        <DisableProfileMenu consultantId={consultantId} toast={toast.show} />
      </TabbedEditHeader>

      {betaNotice && tabs.includes("subscription") ? (
        <section
          aria-labelledby="beta-notice-title"
          className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-accent bg-amber-50 p-4"
        >
          <div>
            <h2 id="beta-notice-title" className="font-semibold text-ink">
              {t("betaNotice.title")}
            </h2>
            <p className="mt-1 text-sm text-muted">{t("betaNotice.text", { date: betaNotice.endsOn })}</p>
          </div>
          <Button variant="secondary" onClick={() => setTab("subscription")}>
            {t("betaNotice.button")}
          </Button>
        </section>
      ) : null}

      <TabbedEditTabs
        label={t("tabsLabel")}
        errorLabel={t("tabHasErrors")}
        tabs={tabs}
        labelOf={(x) => t(`tabs.${x}`)}
        failing={saver.failing}
        selected={tab}
        onSelect={setTab}
      />

      <div className="mt-6">
        <TabPanel id="dashboard" selected={tab === "dashboard"}>
          {panels.dashboard}
        </TabPanel>
        {panels.insights ? (
          <TabPanel id="insights" selected={tab === "insights"}>
            {panels.insights}
          </TabPanel>
        ) : null}
        <TabPanel id="rating" selected={tab === "rating"}>
          {panels.rating}
        </TabPanel>
        {panels.invitations ? (
          <TabPanel id="invitations" selected={tab === "invitations"}>
            {panels.invitations}
          </TabPanel>
        ) : null}
        {panels.subscription !== null ? (
          <TabPanel id="subscription" selected={tab === "subscription"}>
            {panels.subscription}
          </TabPanel>
        ) : null}

        <form onSubmit={save} noValidate>
          <TabPanel id="personalDetails" selected={tab === "personalDetails"} className={PANEL}>
            <PersonalDetailsFields register={register} errors={formState.errors} loginEmail={loginEmail} />
          </TabPanel>
          <TabPanel id="details" selected={tab === "details"} className={PANEL}>
            <ProfileDetailsPanel form={form} photoUrl={photoUrl} />
          </TabPanel>
          <TabPanel id="topicsAndLanguages" selected={tab === "topicsAndLanguages"} className={`${PANEL} space-y-6`}>
            <Controller
              control={control}
              name="consultingTopicIds"
              render={({ field, fieldState }) => (
                <ChipToggles
                  id="pf-topics"
                  legend={t("topics")}
                  required
                  options={topics}
                  selected={field.value ?? []}
                  onChange={field.onChange}
                  error={errorText(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="languages"
              render={({ field, fieldState }) => (
                <ChipToggles
                  id="pf-languages"
                  legend={t("languages")}
                  required
                  options={languages}
                  selected={(field.value ?? []) as string[]}
                  onChange={field.onChange}
                  error={errorText(fieldState.error?.message)}
                />
              )}
            />
          </TabPanel>
          <TabPanel id="links" selected={tab === "links"} className={PANEL}>
            <ProfileLinksPanel form={form} isPlatformAdmin={isPlatformAdmin} />
          </TabPanel>
        </form>

        <div className="mt-8">{panels.extra}</div>
      </div>

      <Toast message={toast.message} onClose={toast.close} />
    </div>
  );
}
