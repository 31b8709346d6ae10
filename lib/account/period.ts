// The dashboard period (default the current calendar year: docs/product-rules.md#account-pages).
// Shown in the Swiss format dd.mm.yyyy, sent to the stats service as yyyy-mm-dd. Browser-safe.
export const PERIOD_VIEWS = ["day", "week", "month", "year"] as const;
export type PeriodView = (typeof PERIOD_VIEWS)[number];

const pad = (n: number) => String(n).padStart(2, "0");
export const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** dd.mm.yyyy (or yyyy-mm-dd) to yyyy-mm-dd; null when empty or not a real date. */
export function parseDate(value: string | undefined): string | null {
  if (!value) return null;
  const swiss = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const [y, m, d] = swiss ? [Number(swiss[3]), Number(swiss[2]), Number(swiss[1])] : iso ? [Number(iso[1]), Number(iso[2]), Number(iso[3])] : [0, 0, 0];
  if (!y) return null;
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? isoDate(date) : null;
}

export function periodFor(view: PeriodView, today: Date): { start: string; end: string } {
  const y = today.getFullYear();
  const m = today.getMonth();
  switch (view) {
    case "day":
      return { start: isoDate(today), end: isoDate(today) };
    case "week": {
      // Swiss weeks start on Monday.
      const monday = new Date(y, m, today.getDate() - ((today.getDay() + 6) % 7));
      return { start: isoDate(monday), end: isoDate(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6)) };
    }
    case "month":
      return { start: isoDate(new Date(y, m, 1)), end: isoDate(new Date(y, m + 1, 0)) };
    case "year":
      return { start: `${y}-01-01`, end: `${y}-12-31` };
  }
}
