// The search results on a map of Switzerland (issue 19, item 5): a secondary view beside the list,
// rendered on the server as SVG. The canton outlines are a static file generated from open geodata
// (scripts/generate-swiss-map.ts); each marker sits at the mean position of its postal code (never
// an office address) and links to the profiles there. No tiles, no scripts.
import { getLocale, getTranslations } from "next-intl/server";
import { kmToMapUnits, toMapPoint } from "@/lib/geo/swiss-projection";
import { SWISS_MAP_FRAME } from "@/lib/geo/swiss-map-frame";
import type { Locale } from "@/lib/i18n/routing";
import { localizedPath } from "@/lib/i18n/localized-path";
import { postalCodePositions } from "@/lib/search/places";
import type { ConsultantCard } from "@/lib/consultants/card";
import type { SearchCenter } from "@/lib/search/schema";

type Marker = { postalCode: string; city: string; x: number; y: number; cards: ConsultantCard[] };

/** `listQuery`: the query string of the same results as a list (a marker of several profiles leads there). */
export async function ResultsMap({
  items,
  center,
  perimeterKm,
  listQuery,
}: {
  items: ConsultantCard[];
  center: SearchCenter | null;
  perimeterKm: number | null;
  listQuery: string;
}) {
  const t = await getTranslations("resultsMap");
  const locale = (await getLocale()) as Locale;
  const positions = await postalCodePositions(items.map((c) => c.postalCode));
  const markers = new Map<string, Marker>();
  for (const card of items) {
    const at = positions.get(card.postalCode);
    if (!at) continue;
    const marker = markers.get(card.postalCode) ?? { postalCode: card.postalCode, city: card.city, ...toMapPoint(at.latitude, at.longitude), cards: [] };
    marker.cards.push(card);
    markers.set(card.postalCode, marker);
  }
  const { width, height } = SWISS_MAP_FRAME;
  const centre = center ? toMapPoint(center.latitude, center.longitude) : null;
  const radius = centre && perimeterKm ? kmToMapUnits(perimeterKm) : 0;
  const view = frameAround(
    [
      ...markers.values(),
      ...(centre
        ? [
            { x: centre.x - radius, y: centre.y - radius },
            { x: centre.x + radius, y: centre.y + radius },
          ]
        : []),
    ],
    width,
    height,
  );
  // Sizes follow the part shown, so a marker is as large at any zoom (about 1.4 % of the map's width:
  // 5 px on a phone, 14 px on a desktop).
  const scale = (view.w / width) * 1.5;
  const unplaced = items.length - [...markers.values()].reduce((n, m) => n + m.cards.length, 0);

  return (
    <figure className="mt-6 tile p-3 sm:p-4">
      <svg viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`} className="h-auto w-full" role="group" aria-labelledby="results-map-title">
        <title id="results-map-title">{t("title", { count: markers.size })}</title>
        <image href="/maps/switzerland-cantons.svg" x="0" y="0" width={width} height={height} aria-hidden="true" />
        {centre && perimeterKm ? (
          <g aria-hidden="true">
            <circle
              cx={centre.x}
              cy={centre.y}
              r={radius}
              fill="rgb(37 99 235 / 0.08)"
              stroke="rgb(37 99 235 / 0.6)"
              strokeWidth={1.5 * scale}
              strokeDasharray={`${6 * scale} ${4 * scale}`}
            />
            <path
              d={`M${centre.x - 6 * scale} ${centre.y}h${12 * scale}M${centre.x} ${centre.y - 6 * scale}v${12 * scale}`}
              stroke="#1e293b"
              strokeWidth={2 * scale}
            />
          </g>
        ) : null}
        {[...markers.values()].map((m) => {
          const one = m.cards.length === 1 ? m.cards[0] : null;
          const label = one
            ? t("markerOne", { name: one.formattedName, place: `${m.postalCode} ${m.city}` })
            : t("markerMany", { count: m.cards.length, place: `${m.postalCode} ${m.city}` });
          // Plain SVG links (no client router inside the SVG): one profile, or the first card of several in the list.
          const href = one ? localizedPath(`/consultants/${one.slug}`, locale) : `?${listQuery}#card-${m.cards[0]!.id}`;
          const marker = (
            <>
              <title>{label}</title>
              <circle cx={m.x} cy={m.y} r={(one ? 9 : 12) * scale} className="fill-brand-600 stroke-white" strokeWidth={2.5 * scale} />
              {one ? null : (
                <text x={m.x} y={m.y + 4.5 * scale} textAnchor="middle" fontSize={13 * scale} fontWeight="700" fill="#fff" aria-hidden="true">
                  {m.cards.length}
                </text>
              )}
            </>
          );
          return (
            <a key={m.postalCode} href={href} aria-label={label} className="focus:outline-none [&:focus-visible>circle]:stroke-ink">
              {marker}
            </a>
          );
        })}
      </svg>
      {/* The markers as a list of links: on a phone a marker is a few pixels wide, and a map is no
          place to aim a finger or to zoom with two (WCAG 2.2, 2.5.8 and 2.5.7): this list is the
          equivalent control, in order of the results. */}
      {markers.size > 0 ? (
        <nav aria-label={t("placeList.label")} className="mt-3">
          <ul className="flex flex-wrap gap-2">
            {[...markers.values()].map((m) => {
              const one = m.cards.length === 1 ? m.cards[0] : null;
              const place = `${m.postalCode} ${m.city}`;
              return (
                <li key={m.postalCode}>
                  <a
                    href={one ? localizedPath(`/consultants/${one.slug}`, locale) : `?${listQuery}#card-${m.cards[0]!.id}`}
                    className="filter-pill inline-flex min-h-11 items-center md:min-h-8"
                  >
                    {one ? t("placeList.one", { place, name: one.formattedName }) : t("placeList.many", { place, count: m.cards.length })}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      <figcaption className="mt-2 flex flex-wrap justify-between gap-2 text-xs text-muted">
        <span>{unplaced > 0 ? t("unplaced", { count: unplaced }) : t("hint")}</span>
        <span>{t("attribution")}</span>
      </figcaption>
    </figure>
  );
}

/**
 * The part of the map to show: the markers and the perimeter with a margin, in the map's aspect
 * ratio, never smaller than a tenth of the country's width (so a single place keeps its surroundings)
 * and never larger than the whole map.
 */
export function frameAround(points: { x: number; y: number }[], width: number, height: number): { x: number; y: number; w: number; h: number } {
  if (points.length === 0) return { x: 0, y: 0, w: width, h: height };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const ratio = width / height;
  let w = Math.max((maxX - minX) * 1.3, width / 10);
  let h = Math.max((maxY - minY) * 1.3, w / ratio);
  w = Math.max(w, h * ratio);
  h = w / ratio;
  if (w >= width) return { x: 0, y: 0, w: width, h: height };
  const x = Math.min(Math.max((minX + maxX) / 2 - w / 2, 0), width - w);
  const y = Math.min(Math.max((minY + maxY) / 2 - h / 2, 0), height - h);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { x: round(x), y: round(y), w: round(w), h: round(h) };
}
