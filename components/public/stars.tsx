// Ratings in half-star steps with the value to one decimal (spec section 9). Purely visual stars;
// the accessible text is the label.
const STAR = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z";

export function roundToHalf(value: number): number {
  return Math.round(value * 2) / 2;
}

export function Stars({ value, label, size = 18 }: { value: number; label: string; size?: number }) {
  const halves = roundToHalf(Math.max(0, Math.min(5, value)));
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = halves >= n ? 1 : halves >= n - 0.5 ? 0.5 : 0;
        return (
          <svg key={n} aria-hidden="true" width={size} height={size} viewBox="0 0 20 20">
            <defs>
              <clipPath id={`half-${n}-${size}`}>
                <rect width="10" height="20" />
              </clipPath>
            </defs>
            <path d={STAR} fill="#d6dde0" />
            {fill === 1 ? <path d={STAR} fill="#b7791f" /> : null}
            {fill === 0.5 ? <path d={STAR} fill="#b7791f" clipPath={`url(#half-${n}-${size})`} /> : null}
          </svg>
        );
      })}
    </span>
  );
}

export function formatRating(value: number, locale: string): string {
  return new Intl.NumberFormat(locale === "de" ? "de-CH" : locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
