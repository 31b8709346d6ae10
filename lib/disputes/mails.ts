// The procedure's mails to the reviewer, in the review's language, through the outbox (in the caller's
// transaction): the request to describe the consultation and its one reminder. Outcomes reach both sides as
// statements of reasons (lib/moderation-decisions).
import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { appLink } from "@/lib/email/links";
import { enqueueEmail } from "@/lib/email/outbox";
import { formatDate } from "@/lib/format/dates";
import { toLocale } from "@/lib/i18n/locales";
import { serverTranslator } from "@/lib/i18n/translator";

type Reviewer = { email: string; givenName: string; familyName: string; language: string };

function answerPageUrl(locale: string, evaluationId: string, token: string): string {
  return appLink(locale, `/evaluation/${evaluationId}/dispute/${encodeURIComponent(token)}`);
}

export async function queueReviewerRequest(
  tx: Pick<Prisma.TransactionClient, "emailMessage">,
  mail: { reviewer: Reviewer; evaluationId: string; consultantName: string; token: string; answerDueAt: Date; reminder: boolean },
): Promise<void> {
  const locale = toLocale(mail.reviewer.language);
  const t = serverTranslator(locale, "disputes.mail");
  const key = mail.reminder ? "reminder" : "request";
  const values = { consultant: mail.consultantName, due: formatDate(mail.answerDueAt) };
  await enqueueEmail(tx, {
    recipientEmail: mail.reviewer.email,
    recipientName: `${mail.reviewer.givenName} ${mail.reviewer.familyName}`,
    templateName: "DefaultCallToAction",
    locale,
    purpose: mail.reminder ? "dispute-reminder" : "dispute-request",
    values: {
      subject: t(`${key}.subject`, values),
      headline: t(`${key}.headline`, values),
      text: t(`${key}.text`, values),
      closingText: t("closingText"),
      callToActionHeadline: t(`${key}.callToActionHeadline`, values),
      callToActionText: t(`${key}.callToActionText`, values),
      callToActionLabel: t(`${key}.callToActionLabel`),
      callToActionUrl: answerPageUrl(locale, mail.evaluationId, mail.token),
    },
  });
}
