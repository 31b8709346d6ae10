// /confirm-contact-email?token=… – the link of the confirmation mail (lib/contact-email). Opening it
// changes nothing: mail scanners open links too, and must not confirm an address for its owner.
// The page names the address and the profile; the owner's click confirms.
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ConfirmContactEmail } from "@/components/account/confirm-contact-email";
import { buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { ClientMessages } from "@/components/forms/client-messages";
import { inspectConfirmationToken } from "@/lib/contact-email/confirmation";
import { Link } from "@/lib/i18n/navigation";

// Per request: it reads the token in the query. Said explicitly because no page is prerendered at build time
// (app/[locale]/layout.tsx), where Next would otherwise have found out.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("contactEmail.confirm");
  // The token is in the address: never indexed, never sent on as a referrer.
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function ConfirmContactEmailPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("contactEmail.confirm");
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const found = await inspectConfirmationToken(token);

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">{t("title")}</h1>
      <div className={`${cardClass} mt-6`}>
        {found.state === "valid" ? (
          <ClientMessages namespaces={["contactEmail"]}>
            <p className="text-ink">{t("intro", { email: found.email, name: found.name })}</p>
            <ConfirmContactEmail token={token} email={found.email} />
          </ClientMessages>
        ) : (
          <>
            <p role={found.state === "used" ? "status" : "alert"} className="text-ink">
              {found.state === "used" ? t("alreadyConfirmed") : t(found.state)}
            </p>
            <Link href="/" className={`${buttonClass({ variant: "secondary" })} mt-4 inline-block`}>
              {t("home")}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
