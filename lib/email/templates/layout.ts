// The branded frame every e-mail shares: table layout and inline styles, because mail clients
// ignore <style> blocks and flexbox. Every value is escaped here; templates pass plain text.
import "server-only";
import type { EmailTranslator } from "@/lib/email/translator";

export const BRAND = {
  name: "Beraterwahl",
  brand: "#17706a",
  brandDark: "#0b3532",
  brandLight: "#eef7f6",
  ink: "#13222b",
  muted: "#4f5f69",
  font: "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Plain text to HTML paragraphs: blank lines separate paragraphs, single newlines become <br>. */
export function paragraphs(text: string, style: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p style="${style}">${escapeHtml(p.trim()).replace(/\r?\n/g, "<br>")}</p>`)
    .join("\n");
}

/** Only http(s) addresses become links: a stored value must never turn into javascript: or data:. */
export function safeUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

export const TEXT_STYLE = `margin:0 0 16px 0;font-family:${BRAND.font};font-size:16px;line-height:24px;color:${BRAND.ink};`;

export type Frame = {
  locale: string;
  subject: string;
  recipientName?: string | null;
  /** Already escaped HTML of the body rows. */
  bodyHtml: string;
  t: EmailTranslator;
  /** Where the recipient opts out of further mail of this kind (shown in the footer). */
  unsubscribeUrl?: string | null;
};

function greeting(t: EmailTranslator, recipientName?: string | null): string {
  return recipientName?.trim() ? t("layout.greeting", { name: recipientName.trim() }) : t("layout.greetingGeneric");
}

export function frameHtml({ locale, subject, recipientName, bodyHtml, t, unsubscribeUrl }: Frame): string {
  const optOut = safeUrl(unsubscribeUrl ?? undefined);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${BRAND.brandLight};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${BRAND.brandLight};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-radius:8px;">
<tr><td style="background-color:${BRAND.brand};border-radius:8px 8px 0 0;padding:20px 32px;font-family:${BRAND.font};font-size:22px;font-weight:bold;color:#ffffff;">${BRAND.name}</td></tr>
<tr><td style="padding:32px;">
<p style="${TEXT_STYLE}">${escapeHtml(greeting(t, recipientName))}</p>
${bodyHtml}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid ${BRAND.brandLight};font-family:${BRAND.font};font-size:13px;line-height:20px;color:${BRAND.muted};">${escapeHtml(t("layout.footer"))}${optOut ? `<br><a href="${escapeHtml(optOut)}" style="color:${BRAND.muted};">${escapeHtml(t("layout.unsubscribe"))}</a>` : ""}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export function frameText({
  recipientName,
  body,
  t,
  unsubscribeUrl,
}: {
  recipientName?: string | null;
  body: string;
  t: EmailTranslator;
  unsubscribeUrl?: string | null;
}): string {
  const optOut = safeUrl(unsubscribeUrl ?? undefined);
  return `${greeting(t, recipientName)}\n\n${body.trim()}\n\n--\n${t("layout.footer")}\n${optOut ? `${t("layout.unsubscribe")}: ${optOut}\n` : ""}`;
}
