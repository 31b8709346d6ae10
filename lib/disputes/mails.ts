// The procedure's mails to the reviewer, in the review's language, through the outbox (in the caller's
// transaction): the request to describe the consultation, its one reminder, and (issue 30 item 7) the
// consultant's answer to the review. Outcomes reach both sides as statements of reasons (lib/moderation).
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

/** The consultant answered the review: its author reads the answer, and may still edit while the window is open. */
export async function queueCommentNotice(
  tx: Pick<Prisma.TransactionClient, "emailMessage">,
  mail: { reviewer: Reviewer; consultantName: string; comment: string; editUrl: string | null; editDeadline: Date },
): Promise<void> {
  const locale = toLocale(mail.reviewer.language);
  const t = serverTranslator(locale, "disputes.mail");
  const values = { consultant: mail.consultantName, comment: mail.comment, deadline: formatDate(mail.editDeadline) };
  await enqueueEmail(tx, {
    recipientEmail: mail.reviewer.email,
    recipientName: `${mail.reviewer.givenName} ${mail.reviewer.familyName}`,
    templateName: mail.editUrl ? "DefaultCallToAction" : "DefaultText",
    locale,
    purpose: "evaluation-comment",
    values: {
      subject: t("comment.subject", values),
      headline: t("comment.headline", values),
      text: t(mail.editUrl ? "comment.textEditable" : "comment.text", values),
      closingText: t("closingText"),
      ...(mail.editUrl
        ? {
            callToActionHeadline: t("comment.callToActionHeadline", values),
            callToActionText: t("comment.callToActionText", values),
            callToActionLabel: t("comment.callToActionLabel"),
            callToActionUrl: mail.editUrl,
          }
        : {}),
    },
  });
}
