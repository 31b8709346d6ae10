// Server-rendered bars (no client JavaScript): one labelled bar per value, in HTML so that the
// labels keep their size and wrap on a phone instead of shrinking with a scaled drawing.
export function BarChart({ title, bars, max }: { title: string; bars: { label: string; value: number; display: string }[]; max: number }) {
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-semibold text-ink">{title}</figcaption>
      <ul className="space-y-2">
        {bars.map((bar, i) => {
          const percent = max > 0 ? Math.max(0, Math.min(1, bar.value / max)) * 100 : 0;
          return (
            <li key={`${bar.label}-${i}`} className="grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm text-ink">
              <span className="break-words">{bar.label}</span>
              <span aria-hidden="true" className="h-4 rounded bg-brand-50">
                <span className="block h-4 rounded bg-brand-500" style={{ width: `${percent}%` }} />
              </span>
              <span className="text-right tabular-nums">{bar.display}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
