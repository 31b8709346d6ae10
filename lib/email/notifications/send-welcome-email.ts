// Welcome after registration or after claiming a pre-created profile.
import "server-only";
import { config } from "@/lib/config";
import { appLink } from "@/lib/email/links";
import { enqueueEmail } from "@/lib/email/outbox";
import { emailTranslator } from "@/lib/email/translator";
import type { OutboxTx, Recipient } from "./recipient";

export async function sendWelcomeEmail(tx: OutboxTx, to: Recipient, options: { claimed?: boolean } = {}): Promise<string> {
  const t = emailTranslator(to.locale);
  const name = to.name?.trim() || "";
  return enqueueEmail(tx, {
    recipientEmail: to.email,
    recipientName: name || null,
    // Questions go to people, not to the no-reply sender.
    replyTo: config().TEAM_EMAIL,
    templateName: "DefaultCallToAction",
    locale: to.locale,
    purpose: options.claimed ? "welcomeClaim" : "welcome",
    values: {
      subject: t("welcome.subject"),
      headline: t(options.claimed ? "welcome.headlineClaimed" : "welcome.headline"),
      text: t("welcome.text", { trialDays: config().TRIAL_DAYS }),
      callToActionHeadline: t("welcome.ctaHeadline"),
      callToActionText: t("welcome.ctaText"),
      callToActionLabel: t("welcome.ctaLabel"),
      callToActionUrl: appLink(to.locale, "/account/profile"),
      closingText: t("welcome.closing"),
    },
  });
}
