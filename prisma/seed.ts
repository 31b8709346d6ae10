// `npm run db:seed`: reference data and the demo data set into DATABASE_URL.
// Safe to repeat: a second run finds everything in place and changes nothing.
import { fileURLToPath } from "node:url";
import { createPrismaClient, type Db } from "@/lib/db/create-client";
import { seedReference, type ReferenceSummary } from "./seed/reference";
import { seedDemo, type DemoSummary } from "./seed/demo";

export type SeedSummary = { reference: ReferenceSummary; demo: DemoSummary };

export async function seedAll(db: Db): Promise<SeedSummary> {
  const reference = await seedReference(db);
  const demo = await seedDemo(db);
  return { reference, demo };
}

const COUNTED_TABLES = [
  "PostalLocality",
  "ConsultingTopic",
  "RatingCategory",
  "QuestionDefinition",
  "PricingPlan",
  "User",
  "SalesAgent",
  "Company",
  "Consultant",
  "Evaluation",
  "QuestionResult",
  "EvaluationReport",
  "Subscription",
] as const;

async function tableCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    // Table names come from the constant list above, never from input.
    const rows = await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM "${table}"`);
    counts[table] = rows[0]!.n;
  }
  return counts;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("DATABASE_URL is not set. Example: DATABASE_URL=postgresql://user:password@localhost:5432/beraterwahl npm run db:seed");
    process.exit(1);
  }
  const db = createPrismaClient(url);
  const started = performance.now();
  try {
    const { reference, demo } = await seedAll(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const added = { ...reference, ...demo };
    const addedText = Object.entries(added)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${k} ${n}`)
      .join(", ");
    console.log(`Seed finished in ${seconds} s. Added: ${addedText || "nothing (already seeded)"}.`);
    const counts = await tableCounts(db);
    console.log(
      `Rows: ${Object.entries(counts)
        .map(([k, n]) => `${k} ${n}`)
        .join(", ")}.`,
    );
  } finally {
    await db.$disconnect();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
