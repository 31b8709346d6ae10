// The dashboard chart's buckets (issue 19, item 7): a day per bar for up to a month, a week (Monday
// to Sunday, as Swiss weeks run) for up to half a year, a month beyond. Browser-safe and pure.
export type TimelineUnit = "day" | "week" | "month";

export type TimelinePoint = {
  /** First day of the bucket inside the period (yyyy-mm-dd): a week or month cut by the period starts at the period. */
  start: string;
  count: number;
  /** Mean overall rating of the bucket, null when it has no evaluation. */
  average: number | null;
};

const DAY = 86_400_000;

/** Both days inclusive, as the period form gives them (yyyy-mm-dd). */
export function timelineUnit(start: string, end: string): TimelineUnit {
  const days = Math.round((Date.parse(end) - Date.parse(start)) / DAY) + 1;
  if (days <= 31) return "day";
  if (days <= 183) return "week";
  return "month";
}
