import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CompanyLinkCard } from "@/components/account/company-link-card";
import { ContactEmailCard } from "@/components/account/contact-email-card";
import { DashboardPanel } from "@/components/account/dashboard-panel";
import { InsightsPanel } from "@/components/account/insights-panel";
import { DisabledCard, ProfileShell } from "@/components/account/profile-shell";
import { InvitationsPanel } from "@/components/account/invitations/invitations-panel";
import { QrCardDownload } from "@/components/account/qr-card-download";
import { RatingLinks } from "@/components/account/rating-links";
import { RatingSeal } from "@/components/account/rating-seal";
import { SubscriptionPanel } from "@/components/account/subscription-panel";
import { YourDataCard } from "@/components/account/your-data-card";
import { ClientMessages } from "@/components/forms/client-messages";
import { loadAccountProfilePage, loadInsights, type AccountProfilePage, type ProfileSearchParams } from "@/lib/account/load-profile";
import type { UserActor } from "@/lib/auth/actor";
import { requireRoute } from "@/lib/auth/guards";
import { formatDate, formatLongDate } from "@/lib/format";
import { redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.profile");
  return { title: t("title"), robots: { index: false } };
}

export default async function Page({ params, searchParams }: { params: Promise<{ locale: Locale }>; searchParams: Promise<ProfileSearchParams> }) {
  const actor = await requireRoute("/account/profile");
  const { locale } = await params;
  setRequestLocale(locale);
  const sp = await searchParams;
  const page = await loadAccountProfilePage(actor, sp, locale);
  if (page.kind === "register") return redirect({ href: "/account/create", locale });

  if (page.kind === "disabled") {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ClientMessages namespaces={["account"]}>
          <DisabledCard consultantId={page.consultantId} />
        </ClientMessages>
      </div>
    );
  }

  const { consultant, dashboard, plans } = page;
  const t = await getTranslations("account");
  const tp = await getTranslations("pricing");
  const tc = await getTranslations("common");
  const status = t(`subscription.status.${dashboard.entitlements.reason}`, {
    date: dashboard.entitlements.trialEndsAt ? formatDate(dashboard.entitlements.trialEndsAt) : "",
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <ClientMessages namespaces={["account", "contactEmail", "languageSwitch"]}>
        <ProfileShell
          consultantId={consultant.id}
          loginEmail={actor.email}
          isPlatformAdmin={actor.isPlatformAdmin}
          initialTab={page.tab}
          betaNotice={page.beta ? { endsOn: formatLongDate(page.beta.endsOn, locale) } : null}
          photoUrl={consultant.photoUrl}
          topics={dashboard.topicOptions}
          languages={dashboard.languageOptions}
          defaults={{
            honorific: consultant.honorific,
            title: consultant.title,
            givenName: consultant.givenName,
            familyName: consultant.familyName,
            streetName: consultant.streetName,
            streetNumber: consultant.streetNumber,
            postalCode: consultant.postalCode,
            city: consultant.city,
            canton: consultant.canton,
            country: "ch",
            publicEmail: consultant.publicEmail,
            phoneCellular: consultant.phoneCellular,
            websiteUrl: consultant.websiteUrl,
            youTubeUrl: consultant.youTubeUrl,
            linkedInUrl: consultant.linkedInUrl,
            twitterUrl: consultant.twitterUrl,
            facebookUrl: consultant.facebookUrl,
            instagramUrl: consultant.instagramUrl,
            whatsAppUrl: consultant.whatsAppUrl,
            introduction: consultant.introduction,
            tags: consultant.tags,
            qualifications: consultant.qualifications,
            consultingTopicIds: consultant.consultingTopicIds,
            languages: consultant.languages as never,
            photoAttachmentId: consultant.photoAttachmentId,
            calensoToken: consultant.calensoToken,
            calensoWorkerId: consultant.calensoWorkerId,
          }}
          panels={{
            dashboard: <DashboardPanel {...dashboard} locale={locale} />,
            // Streamed after the rest of the page: the peers' median is the slowest query of all (docs/benchmarks.md, insights).
            insights: (
              <Suspense fallback={<p className="text-sm text-muted">{tc("loading")}</p>}>
                <StreamedInsights actor={actor} consultantId={consultant.id} sp={sp} dashboard={dashboard} locale={locale} />
              </Suspense>
            ),
            rating: (
              <div className="space-y-6">
                <RatingLinks commonUrl={page.ratingUrl} locale={locale} />
                <RatingSeal appUrl={page.appUrl} consultantId={consultant.id} locale={locale} alts={page.sealAlts} />
                <QrCardDownload consultantId={consultant.id} locale={locale} />
              </div>
            ),
            invitations: <InvitationsPanel locale={locale} initial={page.invitations} />,
            subscription: (
              <SubscriptionPanel
                consultantId={consultant.id}
                status={status}
                plans={plans.map((p) => ({
                  id: p.id,
                  name: tp.has(`plans.${p.id}.name`) ? tp(`plans.${p.id}.name`) : p.id,
                  price:
                    p.purchase === "onRequest"
                      ? tp("onRequest")
                      : p.monthlyPriceChf === null
                        ? ""
                        : tp(p.perUser ? "perUserPerMonth" : "perMonth", { price: p.monthlyPriceChf }),
                  features: p.features.map((f) => tp(f)),
                  highlighted: p.highlighted,
                  stripePriceId: p.stripePriceId,
                  purchase: p.purchase,
                }))}
              />
            ),
            extra: (
              <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
                <CompanyLinkCard
                  consultantId={consultant.id}
                  company={consultant.company ? { id: consultant.company.id, name: consultant.company.name } : null}
                  linkState={consultant.companyLinkState}
                />
                <YourDataCard loginEmail={actor.email} />
                <ContactEmailCard owner={{ consultantId: consultant.id }} status={page.contactEmail} />
              </div>
            ),
          }}
        />
      </ClientMessages>
    </div>
  );
}

async function StreamedInsights({
  actor,
  consultantId,
  sp,
  dashboard,
  locale,
}: {
  actor: UserActor;
  consultantId: number;
  sp: ProfileSearchParams;
  dashboard: Extract<AccountProfilePage, { kind: "active" }>["dashboard"];
  locale: string;
}) {
  return <InsightsPanel consultantId={consultantId} {...await loadInsights(actor, consultantId, sp, dashboard)} locale={locale} />;
}
