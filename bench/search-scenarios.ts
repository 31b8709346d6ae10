// The search scenarios of `npm run bench` and their in-process measurement (bench/run.ts,
// bench/search-sql.ts).
import { summarize, timeRuns, type Summary } from "./support/stats";

export type Scenario = { name: string; query: Record<string, string> };

// Representative searches: the five largest towns' postal codes, with and without filters.
export const SEARCHES: Scenario[] = [
  { name: "Zürich 8001, 50 km", query: { type: "perimeter", postalCode: "8001", perimeter: "50" } },
  { name: "Bern 3011, 20 km, topic", query: { type: "perimeter", postalCode: "3011", perimeter: "20", consultingTopics: "1" } },
  { name: "Genève 1201, 10 km, fr", query: { type: "perimeter", postalCode: "1201", perimeter: "10", languages: "fr" } },
  { name: "Lugano 6900, 30 km, ≥ 50 ratings", query: { type: "perimeter", postalCode: "6900", perimeter: "30", ratingCount: "50" } },
  { name: "Basel 4051, 50 km, by distance", query: { type: "perimeter", postalCode: "4051", perimeter: "50", sort: "location" } },
  { name: 'name "müller"', query: { type: "name", name: "müller" } },
  { name: "canton VD", query: { type: "canton", canton: "VD" } },
  // "Registered advisers only" (register badges): served by the partial indexes of migration 20261202040000.
  { name: "Zürich 8001, 50 km, registered", query: { type: "perimeter", postalCode: "8001", perimeter: "50", registered: "true" } },
  { name: "canton VD, registered", query: { type: "canton", canton: "VD", registered: "true" } },
  { name: 'place "Lausanne", 20 km', query: { type: "perimeter", postalCode: "Lausanne", perimeter: "20" } },
];

export async function measureSearchSql() {
  const { searchConsultants } = await import("@/lib/search/search-consultants");
  const { searchQuerySchema } = await import("@/lib/search/schema");
  console.log("\nsearch service (SQL through Prisma), 200 samples per scenario");
  const rows: { name: string; total: number; summary: Summary }[] = [];
  const all: number[] = [];
  for (const s of SEARCHES) {
    const query = searchQuerySchema.parse(s.query);
    const { total } = await searchConsultants(query);
    const samples = await timeRuns(() => searchConsultants(query), 200);
    all.push(...samples);
    const summary = summarize(samples);
    rows.push({ name: s.name, total, summary });
    console.log(`  ${s.name.padEnd(36)} ${String(total).padStart(6)} hits  p50 ${summary.p50.toFixed(2)} ms  p95 ${summary.p95.toFixed(2)} ms`);
  }
  return { rows, overall: summarize(all) };
}
