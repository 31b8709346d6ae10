// The reviews widget as one small HTML document for an <iframe> on the profile owner's own site
// (docs/product-rules.md#reviews-widget): name, stars, average and count, who vouches for the counted
// ratings (the evidence labels of lib/evaluations/evidence.ts, as the legend names them), the three
// newest reviews, and a link to the profile; or, for a profile that shows no figures, only that.
// No script, no cookie, no external reference: one inline style sheet, so the answer stands alone and
// stays small. Pure: the data and the texts come in, the document goes out.
import { earnsCheckMark, type EvidenceKind } from "@/lib/evaluations/evidence";
import { formatDate, formatNumber, formatRating } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";

/** The evidence rows, strongest first; the ✓ row also counts the reviews checked in a dispute. */
export const WIDGET_EVIDENCE_ROWS = ["platformChecked", "oneTimeCode", "consultantConfirmed", "none"] as const;
export type WidgetEvidenceRow = (typeof WIDGET_EVIDENCE_ROWS)[number];

type WidgetReview = {
  displayName: string;
  /** ISO 8601 */
  date: string;
  rating: number;
  evidence: EvidenceKind;
  comment: string | null;
  /** ISO 8601: under dispute, marked as on the profile. */
  disputedSince: string | null;
  /** The member the review is about (company widget only). */
  about: string | null;
};

export type WidgetData = {
  name: string;
  /** Absolute address of the public profile in the widget's language. */
  profileUrl: string;
  /** null: the profile shows no figures (unclaimed, a deleted account's), as its page and seal. */
  figures: { average: number; count: number; evidence: Record<WidgetEvidenceRow, number> } | null;
  reviews: WidgetReview[];
};

export type WidgetTexts = {
  brand: string;
  title: (name: string) => string;
  ratings: (count: number, formatted: string) => string;
  none: string;
  notPublic: string;
  stars: (value: number, formatted: string) => string;
  evidenceTitle: (count: number, formatted: string) => string;
  evidenceLabel: (kind: EvidenceKind) => string;
  latest: string;
  reviewOf: (name: string) => string;
  disputedSince: (date: string) => string;
  allRatings: (count: number, formatted: string) => string;
  viewProfile: string;
  legend: string;
  newWindow: string;
  unavailable: string;
};

/** How much of a review's text the widget shows: about four lines at 300 px. */
export const COMMENT_CHARACTERS = 160;

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * The text shortened to `max` characters (code points, so no emoji is cut in half) at a word
 * boundary where there is one in the last third, with an ellipsis; whitespace runs become one space.
 */
export function truncateText(text: string, max = COMMENT_CHARACTERS): string {
  const clean = text.split(/\s+/).filter(Boolean).join(" ");
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  let cut = chars.slice(0, max - 1).join("");
  const space = cut.lastIndexOf(" ");
  if (space > (cut.length * 2) / 3) cut = cut.slice(0, space);
  let end = cut.length;
  while (end > 0 && TRAILING.has(cut[end - 1]!)) end--;
  return `${cut.slice(0, end)}…`;
}

/** Punctuation that would stand oddly before the ellipsis. */
const TRAILING = new Set([" ", ",", ".", ";", ":", "!", "?", "–", "-"]);

// Colours of the seal (lib/seal/render-seal-svg.ts); every text colour has at least 4.5:1 on white.
const STYLE = `*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}
body{margin:0;padding:4px;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#13222b;background:transparent}
.w{max-width:600px;margin:0 auto;padding:16px;background:#fff;border:2px solid #17706a;border-radius:12px}
.b{margin:0;font-size:12px;font-weight:700;color:#17706a;letter-spacing:.02em}
h1{margin:2px 0 0;font-size:17px;line-height:1.3;overflow-wrap:anywhere}
h2{margin:14px 0 6px;font-size:13px;color:#13222b}
.sc{display:flex;flex-wrap:wrap;align-items:center;gap:4px 10px;margin-top:8px}
.avg{font-size:22px;font-weight:700}
.m{color:#4f5f69}
.s{position:relative;display:inline-block;font-size:20px;line-height:1;letter-spacing:1px;color:#c9d4d3;white-space:nowrap}
.s::before,.s>i::before{content:"★★★★★"}
.s>i{position:absolute;top:0;left:0;overflow:hidden;color:#e0950b;font-style:normal}
.s.sm{font-size:14px}
ul,ol{margin:0;padding:0;list-style:none}
.ev li{display:flex;justify-content:space-between;gap:12px;padding:2px 0;font-size:13px}
.ev b{font-variant-numeric:tabular-nums}
.ck{color:#17706a;font-weight:600}
.r{padding:10px 0;border-top:1px solid #dce6e5}
.r:first-child{border-top:0;padding-top:2px}
.rh{display:flex;flex-wrap:wrap;align-items:center;gap:2px 8px;font-size:13px}
.rh strong{font-weight:600}
.r p{margin:4px 0 0}
.t{overflow-wrap:anywhere;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:4;overflow:hidden}
.x{font-size:12px}
.d{color:#8a4b00}
.l{display:flex;flex-wrap:wrap;justify-content:space-between;gap:6px 12px;margin:12px 0 0;padding-top:10px;border-top:1px solid #dce6e5;font-size:13px}
a{color:#17706a;font-weight:600}
a:focus-visible{outline:3px solid #13222b;outline-offset:2px;border-radius:2px}
.v{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

function starsHtml(value: number, label: string, small = false): string {
  const width = (Math.max(0, Math.min(5, value)) / 5) * 100;
  return `<span class="s${small ? " sm" : ""}" role="img" aria-label="${escapeHtml(label)}"><i style="width:${width.toFixed(1)}%"></i></span>`;
}

function link(href: string, text: string, texts: WidgetTexts): string {
  return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(text)}<span class="v"> ${escapeHtml(texts.newWindow)}</span></a>`;
}

function evidenceRowLabel(row: WidgetEvidenceRow, texts: WidgetTexts): string {
  return earnsCheckMark(row) ? `✓ ${texts.evidenceLabel(row)}` : texts.evidenceLabel(row);
}

function reviewHtml(review: WidgetReview, locale: Locale, texts: WidgetTexts): string {
  const checked = earnsCheckMark(review.evidence);
  // The card's label, as on the profile (components/evaluations/review-card.tsx).
  const evidence = texts.evidenceLabel(review.evidence);
  const lines = [
    `<div class="rh">${starsHtml(review.rating, texts.stars(review.rating, formatRating(review.rating, locale)), true)}<strong>${escapeHtml(review.displayName)}</strong><time class="m" datetime="${escapeHtml(review.date)}">${escapeHtml(formatDate(review.date))}</time></div>`,
  ];
  if (review.about) lines.push(`<p class="x m">${escapeHtml(texts.reviewOf(review.about))}</p>`);
  if (review.comment) lines.push(`<p class="t">${escapeHtml(truncateText(review.comment))}</p>`);
  if (review.disputedSince) lines.push(`<p class="x d">${escapeHtml(texts.disputedSince(formatDate(review.disputedSince)))}</p>`);
  lines.push(`<p class="x${checked ? " ck" : " m"}">${escapeHtml(checked ? `✓ ${evidence}` : evidence)}</p>`);
  return `<li class="r"><article>${lines.join("")}</article></li>`;
}

function bodyHtml(data: WidgetData, locale: Locale, texts: WidgetTexts): string {
  const figures = data.figures;
  if (figures === null) {
    // No stars at all, as on the seal: empty stars would read as "rated zero".
    return `<p class="sc m">${escapeHtml(texts.notPublic)}</p>
<p class="l">${link(data.profileUrl, texts.viewProfile, texts)}</p>`;
  }
  const count = formatNumber(figures.count, locale);
  if (figures.count === 0) {
    return `<div class="sc">${starsHtml(0, texts.none)}<span class="m">${escapeHtml(texts.none)}</span></div>
<p class="l">${link(data.profileUrl, texts.viewProfile, texts)}</p>`;
  }
  const average = formatRating(figures.average, locale);
  const evidence = WIDGET_EVIDENCE_ROWS.filter((row) => figures.evidence[row] > 0)
    .map(
      (row) =>
        `<li><span${earnsCheckMark(row) ? ' class="ck"' : ""}>${escapeHtml(evidenceRowLabel(row, texts))}</span><b>${escapeHtml(formatNumber(figures.evidence[row], locale))}</b></li>`,
    )
    .join("");
  const reviews = data.reviews.map((r) => reviewHtml(r, locale, texts)).join("\n");
  return `<div class="sc">${starsHtml(figures.average, texts.stars(figures.average, average))}<span class="avg">${escapeHtml(average)}</span><span class="m">${escapeHtml(texts.ratings(figures.count, count))}</span></div>
<h2>${escapeHtml(texts.evidenceTitle(figures.count, count))}</h2>
<ul class="ev">${evidence}</ul>
${reviews ? `<h2>${escapeHtml(texts.latest)}</h2>\n<ol>${reviews}</ol>` : ""}
<p class="l">${link(data.profileUrl, texts.allRatings(figures.count, count), texts)}${link(`${data.profileUrl}#review-legend`, texts.legend, texts)}</p>`;
}

function documentHtml(locale: Locale, title: string, main: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${main}
</body>
</html>
`;
}

export function renderWidget(data: WidgetData, locale: Locale, texts: WidgetTexts): string {
  const title = texts.title(data.name);
  return documentHtml(
    locale,
    title,
    `<main class="w" aria-label="${escapeHtml(title)}">
<p class="b">${escapeHtml(texts.brand)}</p>
<h1>${escapeHtml(data.name)}</h1>
${bodyHtml(data, locale, texts)}
</main>`,
  );
}

/** The answer for a profile that does not exist or is switched off: a word in the frame, not an error page. */
export function renderUnavailableWidget(locale: Locale, texts: WidgetTexts): string {
  return documentHtml(
    locale,
    texts.brand,
    `<main class="w"><p class="b">${escapeHtml(texts.brand)}</p><p class="m">${escapeHtml(texts.unavailable)}</p></main>`,
  );
}
