// Ratings in half-star steps with the value to one decimal (spec section 9). Purely visual stars;
// the accessible text is the label.
const STAR = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z";
// Five stars side by side in a 100 × 20 box. Defined once per page (StarsSprite, in the layout) and
// referenced by every rating: a page with sixty ratings then carries sixty small <use> pairs
// instead of three hundred full star drawings in its HTML and again in its RSC payload.
const FIVE_STARS = [0, 1, 2, 3, 4]
  .map((i) => STAR.replace("M10 1.5", `M${10 + 20 * i} 1.5`).replace("L10 14.9", `L${10 + 20 * i} 14.9`).replace("L1.5 7.7", `L${1.5 + 20 * i} 7.7`))
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
  return Math.round(value * 2) / 2;
}

/** The stars alone (decorative): grey stars, and gold ones cut off after the value in half steps. */
export function StarsGraphic({ value, size = 18 }: { value: number; size?: number }) {
  const filled = roundToHalf(Math.max(0, Math.min(5, value))) * 20;
  return (
    <svg aria-hidden="true" width={size * 5} height={size} viewBox="0 0 100 20" className="shrink-0">
      <use href={`#${SYMBOL_ID}`} fill="#d6dde0" />
      {/* A nested svg clips what overflows its width: the gold layer ends exactly at the value. */}
      <svg width={filled} height="20">
        <use href={`#${SYMBOL_ID}`} fill="#b7791f" />
      </svg>
    </svg>
  );
}

export function Stars({ value, label, size = 18 }: { value: number; label: string; size?: number }) {
  return (
    <span className="inline-flex items-center" role="img" aria-label={label}>
      <StarsGraphic value={value} size={size} />
    </span>
  );
}

export function formatRating(value: number, locale: string): string {
  return new Intl.NumberFormat(locale === "de" ? "de-CH" : locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
