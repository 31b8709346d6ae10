// A simple server-rendered SVG bar chart (no client JavaScript): one labelled bar per value.
export function BarChart({ title, bars, max }: { title: string; bars: { label: string; value: number; display: string }[]; max: number }) {
  const rowHeight = 28;
  const height = Math.max(bars.length, 1) * rowHeight;
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-semibold text-ink">{title}</figcaption>
      <svg role="img" aria-label={title} viewBox={`0 0 400 ${height}`} className="w-full" preserveAspectRatio="xMinYMin meet">
        {bars.map((bar, i) => {
          const width = max > 0 ? Math.max(0, Math.min(1, bar.value / max)) * 220 : 0;
          const y = i * rowHeight;
          return (
            <g key={`${bar.label}-${i}`}>
              <text x={0} y={y + 18} fontSize={12} className="fill-ink">
                {bar.label.length > 22 ? `${bar.label.slice(0, 21)}…` : bar.label}
              </text>
              <rect x={150} y={y + 6} width={220} height={16} rx={4} className="fill-brand-50" />
              <rect x={150} y={y + 6} width={width} height={16} rx={4} className="fill-brand-500" />
              <text x={376} y={y + 18} fontSize={12} className="fill-ink">
                {bar.display}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
