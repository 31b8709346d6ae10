// The stats colour by total rating (1..5): the same traffic-light scale the rating cards use. Pure.
const NO_RATING_COLOR = "#9ca3af";

export function colorForRating(total: number | null): string {
  if (total === null || total <= 0) return NO_RATING_COLOR;
  if (total >= 4.5) return "#16a34a";
  if (total >= 4) return "#65a30d";
  if (total >= 3) return "#ca8a04";
  if (total >= 2) return "#ea580c";
  return "#dc2626";
}
