// The page of the confirmation link in the customer's mail (/evaluation/{id}/confirm?token=…): one
// button that confirms (a POST, see actions.ts), then the outcome. It shows nothing of the
// evaluation: the link may have been forwarded, and the outcome pages need no token at all.
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { EmailLinkCard, emailLinkMetadata, readEmailLink, type LinkQuery } from "@/components/public/email-link-page";
import { configuredPolicy } from "@/lib/evaluations/policy-config";
import { isUuid } from "@/lib/evaluations/public-evaluation";
import { confirmEvaluationAction } from "./actions";

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<LinkQuery> };

const OUTCOMES = ["confirmed", "replaced", "expired", "invalid"] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return emailLinkMetadata((await params).locale, "evaluation.confirm");
}

export default async function ConfirmPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  if (!isUuid(id)) notFound();
  const { outcome, token } = readEmailLink(await searchParams, OUTCOMES);
  const t = await getTranslations("evaluation.confirm");
  const policy = configuredPolicy();
  return (
    <EmailLinkCard
      outcome={
        outcome
          ? {
              title: t(`${outcome}.title`),
              text: t(`${outcome}.text`, { badDays: policy.badRatingHoldDays, releaseDays: policy.releaseDays, editDays: policy.editWindowDays }),
            }
          : null
      }
      form={{ title: t("title"), text: t("text"), button: t("button"), action: confirmEvaluationAction, fields: { id, token: token ?? "", locale } }}
      homeLabel={t("toHome")}
    />
  );
}
