// The dashboard period (default the current calendar year: docs/product-rules.md#account-pages).
// Shown in the Swiss format dd.mm.yyyy (read back by parseSwissDate, lib/format), sent to the stats
// service as yyyy-mm-dd. Browser-safe.
export const PERIOD_VIEWS = ["day", "week", "month", "year"] as const;
export type PeriodView = (typeof PERIOD_VIEWS)[number];

const pad = (n: number) => String(n).padStart(2, "0");
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

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
