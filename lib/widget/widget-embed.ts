// How another site embeds the reviews widget: its address and the <iframe> snippet the account's seal
// panel offers. Browser-safe.
import type { Locale } from "@/lib/i18n/locales";

export type WidgetKind = "consultant" | "company";

/**
 * Room for the name, the figures, the evidence and three reviews from about 390 px wide (without a
 * script the frame cannot grow with its content); narrower, the widget scrolls inside its frame.
 */
export const WIDGET_FRAME_HEIGHT = 640;

/** The widget's address on our site: /consultants/42/widget?lang=fr, like the seal's ?lang=. */
export function widgetPath(kind: WidgetKind, id: number, locale: Locale): string {
  return `/${kind === "consultant" ? "consultants" : "companies"}/${id}/widget?lang=${locale}`;
}

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The snippet for the owner's site. The frame needs no script and no same-origin rights, so it is
 * sandboxed; links open a new window outside the sandbox. It fills its column up to 600 px.
 */
export function widgetSnippet(appUrl: string, kind: WidgetKind, id: number, locale: Locale, title: string): string {
  const src = `${appUrl.replace(/\/$/, "")}${widgetPath(kind, id, locale)}`;
  return `<iframe src="${attribute(src)}" title="${attribute(title)}" width="100%" height="${WIDGET_FRAME_HEIGHT}" style="max-width:600px;border:0" loading="lazy" sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>`;
}
