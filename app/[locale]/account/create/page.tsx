import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { RegistrationStepper } from "@/components/account/registration-stepper";
import { ClientMessages } from "@/components/forms/client-messages";
import { loadRegistrationContext } from "@/lib/account/registration-context";
import { requireRoute } from "@/lib/auth/guards";
import { redirect } from "@/lib/i18n/navigation";
import { isRecordId } from "@/lib/http/record-id";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.create");
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<{ consultantId?: string }> }) {
  const actor = await requireRoute("/account/create");
  const { locale } = await params;
  setRequestLocale(locale);
  const requested = Number((await searchParams).consultantId);
  const context = await loadRegistrationContext(actor, locale, isRecordId(requested) ? requested : null);
  if (context.kind === "registered") return redirect({ href: "/account/profile", locale });
  const t = await getTranslations("account.create");
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
      <p className="mt-2 text-muted">{t("welcome")}</p>
      <div className="mt-8">
        <ClientMessages namespaces={["account", "duplicateProfiles"]}>
          {/* A new offered profile (?consultantId=, e.g. from a duplicate's "claim") starts the stepper afresh. */}
          <RegistrationStepper
            key={context.candidate?.id ?? "new"}
            loginEmail={actor.email}
            topics={context.topics}
            languages={context.languages}
            initialCandidate={context.candidate}
            defaults={context.defaults}
          />
        </ClientMessages>
      </div>
    </div>
  );
}
