// The texts of an invitation and of its reminder, in the customer's language. The content is fixed
// (messages "emails.reviewRequest"): the consultant's name and their own rating link, no free text,
// so the form cannot be used to send anything else under our name.
import "server-only";
import { config } from "@/lib/config";
import { appLink } from "@/lib/email/links";
import type { EmailValues } from "@/lib/email/outbox";
import { emailTranslator } from "@/lib/email/translator";

export type InvitationLinks = { rateUrl: string; unsubscribeUrl: string; oneClickUnsubscribeUrl: string };

export function invitationLinks(locale: string, consultantId: number, code: string, unsubscribeToken: string): InvitationLinks {
  return {
    rateUrl: appLink(locale, `/consultants/${consultantId}/questionnaire?code=${code}`),
    // A page with a button: mail scanners that open every link must not unsubscribe anybody.
    unsubscribeUrl: appLink(locale, `/unsubscribe?token=${unsubscribeToken}`),
    // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" here.
    oneClickUnsubscribeUrl: new URL(`/api/invitation/unsubscribe?token=${unsubscribeToken}`, config().APP_URL).toString(),
  };
}

export function invitationValues(kind: "invitation" | "reminder", locale: string, consultantName: string, links: InvitationLinks): EmailValues {
  const t = emailTranslator(locale);
  const reminder = kind === "reminder";
  return {
    subject: t(reminder ? "reviewRequest.reminderSubject" : "reviewRequest.subject", { consultantName }),
    headline: t("reviewRequest.headline"),
    text: t(reminder ? "reviewRequest.reminderText" : "reviewRequest.text", { consultantName }),
    callToActionLabel: t("reviewRequest.ctaLabel", { consultantName }),
    callToActionUrl: links.rateUrl,
    closingText: t(reminder ? "reviewRequest.reminderClosing" : "reviewRequest.invitationClosing", { consultantName }),
    unsubscribeUrl: links.unsubscribeUrl,
    oneClickUnsubscribeUrl: links.oneClickUnsubscribeUrl,
  };
}
