// The one star rating of the product: 0..5 in half-star steps (docs/product-rules.md#constants), optionally with the
// figure to one decimal beside it. No hooks: renders in server and client components alike; the
// caller gives the accessible label ("4.5 of 5 stars" in the page's language) and the figure
// through lib/format, so that every rating on every page reads the same.
const STAR = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z";
// Five stars side by side in a 100 × 20 box. Defined once per page (StarsSprite, in the layout) and
// referenced by every rating: a page with sixty ratings then carries sixty small <use> pairs
// instead of three hundred full star drawings in its HTML and again in its RSC payload.
const FIVE_STARS = [0, 1, 2, 3, 4]
  .map((i) =>
    STAR.replace("M10 1.5", `M${10 + 20 * i} 1.5`)
      .replace("L10 14.9", `L${10 + 20 * i} 14.9`)
      .replace("L1.5 7.7", `L${1.5 + 20 * i} 7.7`),
  )
  .join("");
const SYMBOL_ID = "bw-stars";

export function StarsSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <symbol id={SYMBOL_ID} viewBox="0 0 100 20">
        <path d={FIVE_STARS} />
      </symbol>
    </svg>
  );
}

export function roundToHalf(value: number): number {
  return Math.round(Math.max(0, Math.min(5, value)) * 2) / 2;
}

/** The stars alone (decorative): grey stars, and gold ones cut off after the value in half steps. */
export function StarsGraphic({ value, size = 18 }: { value: number; size?: number }) {
  const filled = roundToHalf(value) * 20;
  return (
    <svg aria-hidden="true" width={size * 5} height={size} viewBox="0 0 100 20" className="shrink-0">
      <use href={`#${SYMBOL_ID}`} width="100" height="20" fill="#d6dde0" />
      {/* The inner svg is the clip: the gold stars keep their full 100 × 20 size (width and height on
          <use>, else the symbol would be fitted into the inner box) and are cut off at the value. */}
      <svg width={filled} height="20" overflow="hidden">
        <use href={`#${SYMBOL_ID}`} width="100" height="20" fill="#b7791f" />
      </svg>
    </svg>
  );
}

export function Stars({
  value,
  label,
  size = 18,
  display,
}: {
  value: number;
  label: string;
  size?: number;
  /** The figure beside the stars (formatRating). */ display?: string;
}) {
  return (
    <span className="inline-flex items-center gap-1.5" role="img" aria-label={label}>
      <StarsGraphic value={value} size={size} />
      {display === undefined ? null : (
        <span aria-hidden="true" className="text-sm font-semibold tabular-nums text-ink">
          {display}
        </span>
      )}
    </span>
  );
}
