// Small statistics for the benchmark scripts: percentiles over samples in milliseconds.

export type Summary = { n: number; p50: number; p95: number; max: number; mean: number };

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  // Nearest-rank: the smallest sample with at least p% of the samples at or below it.
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? Number.NaN, mean: sum / (sorted.length || 1) };
}

export const ms = (value: number, digits = 1) => `${value.toFixed(digits)} ms`;

/** Times `run` `samples` times after `warmup` unmeasured runs; returns the durations in ms. */
export async function timeRuns(run: (i: number) => Promise<unknown>, samples: number, warmup = Math.min(20, samples)): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await run(i);
  const out: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await run(i);
    out.push(performance.now() - start);
  }
  return out;
}
