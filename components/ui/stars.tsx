// The one star rating of the product: 0..5 in half-star steps (docs/product-rules.md#constants), optionally with the
// figure to one decimal beside it. No hooks: renders in server and client components alike; the
// caller gives the accessible label ("4.5 out of 5 stars" in the page's language) and the figure
// through lib/format, so that every rating on every page reads the same.
import type { CSSProperties } from "react";

function roundToHalf(value: number): number {
  return Math.round(Math.max(0, Math.min(5, value)) * 2) / 2;
}

/** One element: the stars are its ::before (the `.stars` class in app/globals.css: grey stars, gold up to
 *  --filled), the figure its text. As an image with a label, assistive technology reads the label only. */
export function Stars({
  value,
  label,
  size,
  display,
}: {
  value: number;
  label: string;
  /** One star's width in px; without it, the size its context sets (.stars: 18 px, in .rating-rows 14 px). */
  size?: number;
  /** The figure beside the stars (formatRating). */ display?: string;
}) {
  const style = { "--filled": `${roundToHalf(value) * 20}%`, ...(size === undefined ? {} : { "--star": `${size}px` }) } as CSSProperties;
  // Without a figure no children at all: an undefined child would still be written into the RSC payload.
  return display === undefined ? (
    <span role="img" aria-label={label} className="stars" style={style} />
  ) : (
    <span role="img" aria-label={label} className="stars" style={style}>
      {display}
    </span>
  );
}
