// Template DefaultCallToAction: DefaultText plus a highlighted box with a button.
// The address is also printed in full, for clients that block buttons and for the text part.
import "server-only";
import { BRAND, TEXT_STYLE, escapeHtml, frameHtml, frameText, paragraphs, safeUrl } from "./layout";
import { HEADLINE_STYLE, type RenderInput, type RenderedEmail } from "./default-text";

export function renderDefaultCallToAction({ locale, recipientName, values, t }: RenderInput): RenderedEmail {
  const url = safeUrl(values.callToActionUrl);
  const label = values.callToActionLabel ?? url ?? "";
  const box = url
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0;background-color:${BRAND.brandLight};border-radius:8px;">
<tr><td style="padding:24px;">
${values.callToActionHeadline ? `<p style="${TEXT_STYLE}font-weight:bold;">${escapeHtml(values.callToActionHeadline)}</p>` : ""}
${values.callToActionText ? paragraphs(values.callToActionText, TEXT_STYLE) : ""}
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="border-radius:6px;background-color:${BRAND.brand};"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;font-family:${BRAND.font};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a></td>
</tr></table>
<p style="margin:16px 0 0 0;font-family:${BRAND.font};font-size:13px;line-height:20px;color:${BRAND.muted};">${escapeHtml(t("layout.linkFallback"))}<br><a href="${escapeHtml(url)}" style="color:${BRAND.brand};word-break:break-all;">${escapeHtml(url)}</a></p>
</td></tr></table>`
    : "";
  const bodyHtml = [
    `<h1 style="${HEADLINE_STYLE}">${escapeHtml(values.headline)}</h1>`,
    paragraphs(values.text, TEXT_STYLE),
    box,
    values.closingText ? paragraphs(values.closingText, TEXT_STYLE) : "",
  ].join("\n");
  const ctaText = url ? [values.callToActionHeadline ?? "", values.callToActionText ?? "", `${label}: ${url}`].filter(Boolean).join("\n") : "";
  const body = [values.headline, values.text, ctaText, values.closingText ?? ""].filter(Boolean).join("\n\n");
  return {
    subject: values.subject,
    html: frameHtml({ locale, subject: values.subject, recipientName, bodyHtml, t, unsubscribeUrl: values.unsubscribeUrl }),
    text: frameText({ recipientName, body, t, unsubscribeUrl: values.unsubscribeUrl }),
  };
}
