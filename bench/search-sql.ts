// The search service's SQL alone, in process, on the benchmark database (the first part of
// `npm run bench`, in seconds): BENCH_DATABASE_URL or beraterwahl_bench on 127.0.0.1:5432.
//   npx tsx bench/search-sql.ts
import "@/scripts/server-only-hook";
import { resolveDatabase } from "./support/database";
import { measureSearchSql } from "./search-scenarios";

async function main() {
  const database = await resolveDatabase();
  process.env.DATABASE_URL = database.url;
  const { overall } = await measureSearchSql();
  console.log(`all scenarios: p50 ${overall.p50.toFixed(2)} ms, p95 ${overall.p95.toFixed(2)} ms`);
  const { db } = await import("@/lib/db/client");
  await db().$disconnect();
  await database.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
