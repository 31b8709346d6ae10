// The e-mail that asks a customer to confirm their address (docs/product-rules.md#confirmed-reviewers): it
// carries the confirmation link and the private edit link, in the customer's language, and says when
// the evaluation would replace the customer's earlier one of the same consultant. Written to the
// outbox in the caller's transaction, so a submission never exists without its mail.
import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { appLink } from "@/lib/email/links";
import { enqueueEmail } from "@/lib/email/outbox";
import { emailTranslator } from "@/lib/email/translator";
import { toLocale } from "@/lib/i18n/locales";
import { formatLongDate, formatRating } from "@/lib/format";
import { emailKey } from "./customer-email";
import { addDays, editDeadline, type ReleasePolicy } from "./release-policy";

/**
 * Confirmation mails one address may receive a day, over all consultants: enough for a customer who
 * rates several advisers, too few to flood somebody's mailbox with ratings they never wrote. Past it
 * the evaluation is stored all the same (the answer must not differ) but waits for "send again".
 */
const CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY = 5;

export type ConfirmationMail = {
  evaluationId: string;
  consultantId: number;
  email: string;
  honorific: string;
  givenName: string;
  familyName: string;
  locale: string;
  consultantName: string;
  /** What is being confirmed, so that the owner of the address recognises a rating somebody else wrote in their name. */
  overallRating: number;
  comment: string | null;
  dateOfCreation: Date;
  confirmationToken: string;
  editToken: string;
  now: Date;
  policy: Pick<ReleasePolicy, "editWindowDays">;
  /** Asked for again from the summary page: rate-limited there, so the daily share does not apply. */
  resend?: boolean;
};

function confirmationUrl(locale: string, evaluationId: string, token: string): string {
  return appLink(locale, `/evaluation/${evaluationId}/confirm?token=${encodeURIComponent(token)}`);
}

export function summaryUrl(locale: string, evaluationId: string, editToken: string): string {
  return appLink(locale, `/evaluation/${evaluationId}/summary?editToken=${encodeURIComponent(editToken)}`);
}

/**
 * Queues the mail unless the address already received its daily share (the caller has stored the
 * evaluation already); returns whether it did.
 */
export async function queueConfirmationEmail(tx: Prisma.TransactionClient, mail: ConfirmationMail): Promise<boolean> {
  const key = emailKey(mail.email);
  const since = addDays(mail.now, -1);
  const [submittedToday, earlier] = await Promise.all([
    // Every submission with the address sends one mail, so the day's submissions count the mails.
    tx.evaluation.count({ where: { customerEmailKey: key, dateOfCreation: { gt: since } } }),
    tx.evaluation.findFirst({
      where: {
        consultantId: mail.consultantId,
        customerEmailKey: key,
        id: { not: mail.evaluationId },
        emailConfirmedAt: { not: null },
        supersededById: null,
      },
      orderBy: { dateOfCreation: "desc" },
      select: { dateOfCreation: true },
    }),
  ]);
  if (!mail.resend && submittedToday > CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY) return false;

  const locale = toLocale(mail.locale);
  const t = emailTranslator(locale);
  const date = (d: Date) => formatLongDate(d, locale);
  const deadline = date(editDeadline(mail.dateOfCreation, mail.policy));
  const paragraphs = [
    t("confirmEvaluation.text", { consultant: mail.consultantName, deadline }),
    mail.comment
      ? t("confirmEvaluation.ratingWithComment", { rating: formatRating(mail.overallRating, locale), comment: mail.comment })
      : t("confirmEvaluation.rating", { rating: formatRating(mail.overallRating, locale) }),
    // Within the earlier one's edit window the new one replaces it; after it, the new one counts instead
    // and the earlier stays readable (lib/evaluations/confirm-evaluation.ts). Only the mailbox reads this.
    earlier
      ? t(earlier.dateOfCreation > addDays(mail.now, -mail.policy.editWindowDays) ? "confirmEvaluation.replaces" : "confirmEvaluation.supersedes", {
          consultant: mail.consultantName,
          date: date(earlier.dateOfCreation),
        })
      : null,
    t("confirmEvaluation.editLink", { deadline, url: summaryUrl(locale, mail.evaluationId, mail.editToken) }),
    t("confirmEvaluation.notYou"),
  ].filter((p): p is string => p !== null);
  await enqueueEmail(tx, {
    recipientEmail: mail.email,
    recipientName: `${mail.givenName} ${mail.familyName}`,
    templateName: "DefaultCallToAction",
    locale,
    purpose: "evaluationConfirmation",
    values: {
      subject: t("confirmEvaluation.subject", { consultant: mail.consultantName }),
      headline: t("confirmEvaluation.headline", { name: mail.givenName }),
      text: paragraphs.join("\n\n"),
      closingText: t("closingText"),
      callToActionHeadline: t("confirmEvaluation.callToActionHeadline"),
      callToActionText: t("confirmEvaluation.callToActionText"),
      callToActionLabel: t("confirmEvaluation.callToActionLabel"),
      callToActionUrl: confirmationUrl(locale, mail.evaluationId, mail.confirmationToken),
    },
  });
  return true;
}
