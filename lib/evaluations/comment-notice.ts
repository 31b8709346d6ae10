// The consultant answered the review (issue 30 item 7): its author is mailed the answer, in the review's language,
// through the outbox in the caller's transaction. The texts are the dispute procedure's (messages "disputes.mail.comment").
import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { enqueueEmail } from "@/lib/email/outbox";
import { formatDate } from "@/lib/format/dates";
import { toLocale } from "@/lib/i18n/locales";
import { serverTranslator } from "@/lib/i18n/translator";

type Reviewer = { email: string; givenName: string; familyName: string; language: string };

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
