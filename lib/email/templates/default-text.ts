// Template DefaultText: headline, text and an optional closing text.
import "server-only";
import type { EmailValues } from "@/lib/email/outbox";
import type { EmailTranslator } from "@/lib/email/translator";
import { BRAND, TEXT_STYLE, escapeHtml, frameHtml, frameText, paragraphs } from "./layout";

export type RenderInput = { locale: string; recipientName?: string | null; values: EmailValues; t: EmailTranslator };
export type RenderedEmail = { subject: string; html: string; text: string };

export const HEADLINE_STYLE = `margin:0 0 16px 0;font-family:${BRAND.font};font-size:22px;line-height:30px;font-weight:bold;color:${BRAND.brandDark};`;

export function renderDefaultText({ locale, recipientName, values, t }: RenderInput): RenderedEmail {
  const bodyHtml = [
    `<h1 style="${HEADLINE_STYLE}">${escapeHtml(values.headline)}</h1>`,
    paragraphs(values.text, TEXT_STYLE),
    values.closingText ? paragraphs(values.closingText, TEXT_STYLE) : "",
  ].join("\n");
  const body = [values.headline, values.text, values.closingText ?? ""].filter(Boolean).join("\n\n");
  return {
    subject: values.subject,
    html: frameHtml({ locale, subject: values.subject, recipientName, bodyHtml, t, unsubscribeUrl: values.unsubscribeUrl }),
    text: frameText({ recipientName, body, t, unsubscribeUrl: values.unsubscribeUrl }),
  };
}
