// How to add up a period from the monthly roll-up (InsightMonthCounter) and the daily counters with the fewest
// rows: whole months from the roll-up; a month the period cuts either as its days inside the period, or as the
// month's roll-up minus its days outside the period, whichever is fewer days. A year ending today thus reads
// twelve monthly rows, the two days the period leaves of the current month (none yet: they lie in the future),
// and the few days of its first month. Pure: dates as yyyy-mm-dd, which compare as strings.

/** Both days inclusive; empty when `from` > `to`. */
export type DayRange = { from: string; to: string };

export type MonthSplit = {
  /** Months read from the roll-up: first days from `monthsFrom` (inclusive) to `monthsTo` (exclusive). */
  monthsFrom: string;
  monthsTo: string;
  /** Days added from the daily counters. */
  add: [DayRange, DayRange];
  /** Days subtracted: they lie outside the period in a month taken from the roll-up. */
  subtract: [DayRange, DayRange];
};

const DAY = 86_400_000;
const EMPTY: DayRange = { from: "9999-12-31", to: "0001-01-01" };
const time = (date: string) => Date.parse(`${date}T00:00:00Z`);
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const shift = (date: string, days: number) => iso(time(date) + days * DAY);
const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;
const nextMonth = (date: string) => {
  const d = new Date(time(firstOfMonth(date)));
  d.setUTCMonth(d.getUTCMonth() + 1);
  return iso(d.getTime());
};
const lastOfMonth = (date: string) => shift(nextMonth(date), -1);
const days = (range: DayRange) => (range.from > range.to ? 0 : (time(range.to) - time(range.from)) / DAY + 1);
const range = (from: string, to: string): DayRange => (from > to ? EMPTY : { from, to });

export function splitByMonths(start: string, end: string): MonthSplit {
  const first = firstOfMonth(start);
  const last = firstOfMonth(end);
  // The months the period covers whole, at first without the cut ones.
  let monthsFrom = start === first ? first : nextMonth(start);
  let monthsTo = end === lastOfMonth(end) ? nextMonth(end) : last;
  const add: DayRange[] = [];
  const subtract: DayRange[] = [];

  if (first === last) {
    if (monthsFrom < monthsTo) return { monthsFrom, monthsTo, add: [EMPTY, EMPTY], subtract: [EMPTY, EMPTY] };
    // One month, cut at one or both ends.
    const before = range(first, shift(start, -1));
    const after = range(shift(end, 1), lastOfMonth(end));
    if (days(before) + days(after) < days({ from: start, to: end })) {
      return { monthsFrom: first, monthsTo: nextMonth(first), add: [EMPTY, EMPTY], subtract: [before, after] };
    }
    return { monthsFrom: first, monthsTo: first, add: [{ from: start, to: end }, EMPTY], subtract: [EMPTY, EMPTY] };
  }
  if (start !== first) {
    const inside = range(start, lastOfMonth(start));
    const outside = range(first, shift(start, -1));
    if (days(outside) < days(inside)) {
      monthsFrom = first;
      subtract.push(outside);
    } else add.push(inside);
  }
  if (end !== lastOfMonth(end)) {
    const inside = range(last, end);
    const outside = range(shift(end, 1), lastOfMonth(end));
    if (days(outside) < days(inside)) {
      monthsTo = nextMonth(end);
      subtract.push(outside);
    } else add.push(inside);
  }
  if (monthsFrom > monthsTo) monthsTo = monthsFrom;
  return { monthsFrom, monthsTo, add: pair(add), subtract: pair(subtract) };
}

const pair = (ranges: DayRange[]): [DayRange, DayRange] => [ranges[0] ?? EMPTY, ranges[1] ?? EMPTY];
