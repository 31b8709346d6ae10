// The review card's name for the one Stars component (components/ui/stars.tsx), with its figure.
import { Stars } from "@/components/ui/stars";
import { formatRating } from "@/lib/format";

export function StarRating({
  value,
  label,
  size,
  showValue = true,
  locale = "de",
}: {
  value: number;
  label: string;
  size?: number;
  showValue?: boolean;
  locale?: string;
}) {
  return <Stars value={value} label={label} size={size} display={showValue ? formatRating(value, locale) : undefined} />;
}
