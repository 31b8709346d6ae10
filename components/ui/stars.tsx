// The one star rating of the product: 0..5 in half-star steps (docs/product-rules.md#constants), optionally with the
// figure to one decimal beside it. No hooks: renders in server and client components alike; the
// caller gives the accessible label ("4.5 out of 5 stars" in the page's language) and the figure
// through lib/format, so that every rating on every page reads the same.
import type { CSSProperties } from "react";

export function roundToHalf(value: number): number {
  return Math.round(Math.max(0, Math.min(5, value)) * 2) / 2;
}

/** The stars alone (decorative): grey stars, gold up to the value in half steps. One element; the drawing
 *  is the `.stars` class in app/globals.css (a five-star mask over a gradient that stops at --filled). */
export function StarsGraphic({ value, size = 18 }: { value: number; size?: number }) {
  const style = { "--filled": `${roundToHalf(value) * 20}%`, ...(size === 18 ? {} : { "--star": `${size}px` }) } as CSSProperties;
  return <span aria-hidden="true" className="stars" style={style} />;
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
