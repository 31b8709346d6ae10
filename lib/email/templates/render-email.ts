// Turns a stored outbox row into the message that is sent, in the row's language.
import "server-only";
import { z } from "zod";
import type { EmailTemplateName, EmailValues } from "@/lib/email/outbox";
import { emailTranslator } from "@/lib/email/translator";
import { renderDefaultCallToAction } from "./default-call-to-action";
import { renderDefaultText, type RenderedEmail } from "./default-text";

// The values column is JSON written by enqueueEmail; parsed again because a row may have been
// edited by hand or written by an older version.
const valuesSchema = z.object({
  subject: z.string().min(1),
  headline: z.string(),
  text: z.string(),
  closingText: z.string().optional(),
  callToActionHeadline: z.string().optional(),
  callToActionText: z.string().optional(),
  callToActionLabel: z.string().optional(),
  callToActionUrl: z.string().optional(),
  unsubscribeUrl: z.string().optional(),
  oneClickUnsubscribeUrl: z.string().optional(),
});

export type StoredEmail = { templateName: EmailTemplateName; locale: string; recipientName: string | null; values: unknown };

export function renderEmail(message: StoredEmail): RenderedEmail {
  const values: EmailValues = valuesSchema.parse(message.values);
  const t = emailTranslator(message.locale);
  const input = { locale: message.locale, recipientName: message.recipientName, values, t };
  return message.templateName === "DefaultCallToAction" ? renderDefaultCallToAction(input) : renderDefaultText(input);
}
