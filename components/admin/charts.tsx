// Small server-rendered SVG charts for the dashboards: no chart library, no client JavaScript. Each
// chart carries a title and a visually hidden table of its values for screen readers.
type Point = { label: string; value: number };

const W = 480;
const H = 160;
const PAD = { top: 10, right: 8, bottom: 22, left: 40 };

function scale(points: Point[]) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  return { max, innerW, innerH, y: (v: number) => PAD.top + innerH - (v / max) * innerH };
}

function Axis({ max, format, first, last }: { max: number; format: (v: number) => string; first?: string; last?: string }) {
  return (
    <g className="fill-current text-muted" fontSize="10">
      <text x={PAD.left - 4} y={PAD.top + 4} textAnchor="end">
        {format(max)}
      </text>
      <text x={PAD.left - 4} y={H - PAD.bottom} textAnchor="end">
        {format(0)}
      </text>
      <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke="currentColor" strokeOpacity="0.3" />
      {first ? (
        <text x={PAD.left} y={H - 6}>
          {first}
        </text>
      ) : null}
      {last ? (
        <text x={W - PAD.right} y={H - 6} textAnchor="end">
          {last}
        </text>
      ) : null}
    </g>
  );
}

function ValuesTable({ title, points, format }: { title: string; points: Point[]; format: (v: number) => string }) {
  // sr-only on a wrapper: a table sizes itself to its content whatever its width says, and would
  // stretch the card and the page on a phone.
  return (
    <div className="sr-only">
      <table>
        <caption>{title}</caption>
        <tbody>
          {points.map((p) => (
            <tr key={p.label}>
              <th scope="row">{p.label}</th>
              <td>{format(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BarChart({ title, points, format = String }: { title: string; points: Point[]; format?: (v: number) => string }) {
  const { max, innerW, y } = scale(points);
  const step = innerW / Math.max(1, points.length);
  return (
    <figure className="relative">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} className="h-auto w-full text-brand-600">
        <Axis max={max} format={format} first={points[0]?.label} last={points.at(-1)?.label} />
        {points.map((p, i) => (
          <rect
            key={p.label}
            x={PAD.left + i * step + step * 0.15}
            width={step * 0.7}
            y={y(p.value)}
            height={H - PAD.bottom - y(p.value)}
            rx="2"
            className="fill-current"
          >
            <title>{`${p.label}: ${format(p.value)}`}</title>
          </rect>
        ))}
      </svg>
      <ValuesTable title={title} points={points} format={format} />
    </figure>
  );
}

export function LineChart({ title, points, format = String }: { title: string; points: Point[]; format?: (v: number) => string }) {
  const { max, innerW, y } = scale(points);
  const step = innerW / Math.max(1, points.length - 1);
  const x = (i: number) => PAD.left + i * step;
  const path = points.map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(" ");
  return (
    <figure className="relative">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} className="h-auto w-full text-brand-600">
        <Axis max={max} format={format} first={points[0]?.label} last={points.at(-1)?.label} />
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" />
        {points.map((p, i) => (
          <circle key={p.label} cx={x(i)} cy={y(p.value)} r="3" className="fill-current">
            <title>{`${p.label}: ${format(p.value)}`}</title>
          </circle>
        ))}
      </svg>
      <ValuesTable title={title} points={points} format={format} />
    </figure>
  );
}
