// The unsubscribe link of a review invitation (/unsubscribe?token=…): one button that opts the
// address out (a POST, see actions.ts), then the outcome. The page shows nothing of the invitation.
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { EmailLinkCard, emailLinkMetadata, readEmailLink, type LinkQuery } from "@/components/public/email-link-page";
import { unsubscribeAction } from "./actions";

// The token in the query is the visitor's own: never cached.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<LinkQuery> };

const OUTCOMES = ["done", "invalid"] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return emailLinkMetadata((await params).locale, "unsubscribe");
}

export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { outcome, token } = readEmailLink(await searchParams, OUTCOMES);
  const t = await getTranslations("unsubscribe");
  return (
    <EmailLinkCard
      outcome={outcome ? { title: t(`${outcome}.title`), text: t(`${outcome}.text`) } : null}
      form={{ title: t("title"), text: t("text"), button: t("button"), action: unsubscribeAction, fields: { token: token ?? "", locale } }}
      homeLabel={t("toHome")}
    />
  );
}
