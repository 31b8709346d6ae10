// The confirmation link in a reporter's mail (/moderation/notice/{id}/confirm?token=…): one button that
// confirms (a POST: mail scanners open links too), then the outcome. It shows nothing of the notice.
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { EmailLinkCard, emailLinkMetadata, readEmailLink, type LinkQuery } from "@/components/public/email-link-page";
import { confirmNoticeAction } from "./actions";

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<LinkQuery> };

const OUTCOMES = ["confirmed", "alreadyConfirmed", "invalid"] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return emailLinkMetadata((await params).locale, "moderation.noticeConfirm");
}

export default async function ConfirmNoticePage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  if (!/^\d{1,9}$/.test(id)) notFound();
  const { outcome, token } = readEmailLink(await searchParams, OUTCOMES);
  const t = await getTranslations("moderation.noticeConfirm");
  return (
    <EmailLinkCard
      outcome={outcome ? { title: t(`${outcome}.title`), text: t(`${outcome}.text`) } : null}
      form={{ title: t("title"), text: t("text"), button: t("button"), action: confirmNoticeAction, fields: { id, token: token ?? "", locale } }}
      homeLabel={t("toHome")}
    />
  );
}
