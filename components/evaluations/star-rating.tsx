// Stars for a rating of 0..5 in half-star steps (spec section 9), with the figure to one decimal.
// No hooks: renders in server and client components alike; the caller gives the accessible label.
import { StarsGraphic } from "@/components/public/stars";

export function StarRating({
  value,
  label,
  size = 20,
  showValue = true,
  locale = "de-CH",
}: {
  value: number;
  /** e.g. "4.5 of 5 stars" in the page's language */
  label: string;
  size?: number;
  showValue?: boolean;
  locale?: string;
}) {
  const halves = Math.round(Math.max(0, Math.min(5, value)) * 2);
  return (
    <span className="inline-flex items-center gap-1.5" role="img" aria-label={label}>
      <StarsGraphic value={halves / 2} size={size} />
      {showValue ? (
        <span aria-hidden="true" className="text-sm font-semibold tabular-nums text-ink">
          {new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}
        </span>
      ) : null}
    </span>
  );
}
