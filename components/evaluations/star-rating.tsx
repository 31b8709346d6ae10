// Stars for a rating of 0..5 in half-star steps (spec section 9), with the figure to one decimal.
// No hooks: renders in server and client components alike; the caller gives the accessible label.
const STAR = "M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z";

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
      <span className="inline-flex" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => {
          const fill = halves >= (i + 1) * 2 ? 1 : halves === i * 2 + 1 ? 0.5 : 0;
          return (
            <svg key={i} width={size} height={size} viewBox="0 0 20 20" className="shrink-0">
              <path d={STAR} className="fill-brand-100" />
              {fill > 0 ? (
                <path d={STAR} className="fill-accent" style={fill < 1 ? { clipPath: "inset(0 50% 0 0)" } : undefined} />
              ) : null}
            </svg>
          );
        })}
      </span>
      {showValue ? (
        <span aria-hidden="true" className="text-sm font-semibold tabular-nums text-ink">
          {new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}
        </span>
      ) : null}
    </span>
  );
}
