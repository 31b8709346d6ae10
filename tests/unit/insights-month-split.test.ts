// The period as whole months of the roll-up plus and minus days (lib/insights/month-split.ts): every day inside the
// period counts exactly once and every day outside it not at all, whatever the period; and it reads few days.
import { describe, expect, it } from "vitest";
import { splitByMonths, type DayRange, type MonthSplit } from "@/lib/insights/month-split";

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const within = (day: string, range: DayRange) => day >= range.from && day <= range.to;

/** How often a day is counted: once per whole month holding it, once per added range, minus once per subtracted range. */
function weight(split: MonthSplit, day: string): number {
  const month = `${day.slice(0, 7)}-01`;
  return (
    Number(month >= split.monthsFrom && month < split.monthsTo) +
    split.add.filter((r) => within(day, r)).length -
    split.subtract.filter((r) => within(day, r)).length
  );
}
const daysRead = (split: MonthSplit) =>
  [...split.add, ...split.subtract].reduce((sum, r) => sum + (r.from > r.to ? 0 : (Date.parse(r.to) - Date.parse(r.from)) / DAY + 1), 0);

describe("splitByMonths", () => {
  it("reads a year ending today as twelve months, the first month's few days and the current month minus its future days", () => {
    const split = splitByMonths("2025-11-29", "2026-11-28");
    expect([split.monthsFrom, split.monthsTo]).toEqual(["2025-12-01", "2026-12-01"]);
    expect(split.add[0]).toEqual({ from: "2025-11-29", to: "2025-11-30" });
    expect(split.subtract[0]).toEqual({ from: "2026-11-29", to: "2026-11-30" });
    expect(daysRead(split)).toBe(4);
  });

  it("takes whole months at both ends as months, with no days", () => {
    const split = splitByMonths("2026-01-01", "2026-12-31");
    expect([split.monthsFrom, split.monthsTo]).toEqual(["2026-01-01", "2027-01-01"]);
    expect(daysRead(split)).toBe(0);
  });

  it("reads a short period inside a month as its days, and most of a month as the month minus the rest", () => {
    expect(splitByMonths("2026-03-10", "2026-03-16").add[0]).toEqual({ from: "2026-03-10", to: "2026-03-16" });
    const most = splitByMonths("2026-03-02", "2026-03-30");
    expect([most.monthsFrom, most.monthsTo]).toEqual(["2026-03-01", "2026-04-01"]);
    expect(most.subtract).toEqual([
      { from: "2026-03-01", to: "2026-03-01" },
      { from: "2026-03-31", to: "2026-03-31" },
    ]);
  });

  it("counts every day of any period exactly once and no day outside it, reading at most half of each cut month", () => {
    const starts = ["2023-12-31", "2024-01-01", "2024-02-10", "2024-02-28", "2024-02-29", "2025-06-15", "2025-12-01", "2025-12-02"];
    for (const start of starts) {
      for (const length of [0, 1, 5, 20, 27, 28, 30, 31, 45, 59, 60, 61, 200, 365, 366, 800]) {
        const end = iso(Date.parse(start) + length * DAY);
        const split = splitByMonths(start, end);
        for (let t = Date.parse(start) - 70 * DAY; t <= Date.parse(end) + 70 * DAY; t += DAY) {
          const day = iso(t);
          expect(weight(split, day), `${start}…${end} on ${day}`).toBe(day >= start && day <= end ? 1 : 0);
        }
        expect(daysRead(split), `${start}…${end}`).toBeLessThanOrEqual(31);
      }
    }
  });
});
