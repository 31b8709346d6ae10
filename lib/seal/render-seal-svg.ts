// The rating seal as SVG: the profile's name, five stars filled to the average, the average and the
// number of published ratings and how many of them Beraterwahl checked (the only ✓), or a line saying
// there are none yet, or that the profile's ratings are not public (lib/consultants/profile-display.ts).
// Plain shapes and text only (no scripts, no external references), so it is safe as <img> on any site
// and rasterizes the same.
import { formatNumber, formatRating } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import type { SealTexts } from "./seal-texts";

/** figures null: the profile shows none (its page shows none either). */
export type SealData = { name: string; figures: { average: number; count: number; checked: number } | null };

export const SEAL_WIDTH = 300;
export const SEAL_HEIGHT = 96;
/** The font the PNG is rasterized with (assets/fonts); browsers fall back to their own sans-serif. */
export const SEAL_FONT = "DejaVu Sans";

const BRAND = "#17706a";
const INK = "#13222b";
const MUTED = "#4f5f69";
const STAR = "#f5a623";
const EMPTY = "#d9e2e1";
const MAX_NAME = 30;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** One five-pointed star of outer radius r around (cx, cy). */
function starPath(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `M${points.join("L")}Z`;
}

export function renderSealSvg(data: SealData, locale: Locale, texts: SealTexts): string {
  const name = data.name.length > MAX_NAME ? `${data.name.slice(0, MAX_NAME - 1).trimEnd()}…` : data.name;
  const figures = data.figures;
  const rated = figures !== null && figures.count > 0;
  const alt = texts.alt(data.name);
  const font = `font-family="${SEAL_FONT}, Verdana, Arial, sans-serif"`;
  const stars: string[] = [];
  const size = 9;
  const fillWidth = Math.max(0, Math.min(5, figures?.average ?? 0)) * (size * 2 + 4);
  for (let i = 0; i < 5; i++) stars.push(starPath(16 + size + i * (size * 2 + 4), 64, size));
  const starsPath = stars.join("");
  const checked =
    rated && figures.checked > 0
      ? `\n<text x="16" y="88" ${font} font-size="10" fill="${BRAND}">${escapeXml(texts.checked(figures.checked, formatNumber(figures.checked, locale)))}</text>`
      : "";
  const body = rated
    ? `<path d="${starsPath}" fill="${EMPTY}"/>
<clipPath id="f"><rect x="16" y="50" width="${fillWidth.toFixed(2)}" height="30"/></clipPath>
<path d="${starsPath}" fill="${STAR}" clip-path="url(#f)"/>
<text x="132" y="70" ${font} font-size="18" font-weight="bold" fill="${INK}">${escapeXml(formatRating(figures.average, locale))}</text>
<text x="166" y="69" ${font} font-size="11" fill="${MUTED}">${escapeXml(texts.ratings(figures.count, formatNumber(figures.count, locale)))}</text>${checked}`
    : figures === null
      ? // No stars at all: empty stars would read as "rated zero".
        `<text x="16" y="69" ${font} font-size="12" fill="${MUTED}">${escapeXml(texts.notPublic)}</text>`
      : `<path d="${starsPath}" fill="${EMPTY}"/>
<text x="132" y="69" ${font} font-size="11" fill="${MUTED}">${escapeXml(texts.none)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SEAL_WIDTH}" height="${SEAL_HEIGHT}" viewBox="0 0 ${SEAL_WIDTH} ${SEAL_HEIGHT}" role="img" aria-label="${escapeXml(alt)}">
<title>${escapeXml(alt)}</title>
<rect x="1" y="1" width="${SEAL_WIDTH - 2}" height="${SEAL_HEIGHT - 2}" rx="10" fill="#ffffff" stroke="${BRAND}" stroke-width="2"/>
<text x="16" y="22" ${font} font-size="11" font-weight="bold" fill="${BRAND}">${escapeXml(texts.brand)}</text>
<text x="16" y="42" ${font} font-size="15" font-weight="bold" fill="${INK}">${escapeXml(name)}</text>
${body}
</svg>`;
}
