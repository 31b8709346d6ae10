// Applies a complete new order to the rows of an ordered table in one statement, inside the
// caller's transaction. All rows are locked first (in id order, so concurrent reorders queue up
// instead of deadlocking); the order must name exactly the rows that exist, otherwise nothing
// changes and the caller gets a 409 listing what did not match.
import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { AppError, type InvalidParam } from "@/lib/errors";

export type OrderedTable = "ConsultingTopic" | "QuestionDefinition";

/** Positions leave gaps of 10, so that a new row can be placed between two others without renumbering. */
const ORDER_STEP = 10;

const TABLES: Record<OrderedTable, { name: Prisma.Sql; touch: Prisma.Sql }> = {
  ConsultingTopic: { name: Prisma.sql`"ConsultingTopic"`, touch: Prisma.empty },
  QuestionDefinition: { name: Prisma.sql`"QuestionDefinition"`, touch: Prisma.sql`, "updatedAt" = now()` },
};

/** What an order gets wrong against the ids that exist (pure; empty when it names each exactly once). */
function orderMismatches(existing: readonly number[], ids: readonly number[]): InvalidParam[] {
  const known = new Set(existing);
  const given = new Set(ids);
  const unknown = ids.flatMap((id, i) => (known.has(id) ? [] : [{ pointer: `/ids/${i}`, message: `unknown id ${id}` }]));
  const missing = existing.filter((id) => !given.has(id));
  return missing.length ? [...unknown, { pointer: "/ids", message: `missing ids: ${missing.join(", ")}` }] : unknown;
}

export async function applyOrder(tx: Prisma.TransactionClient, table: OrderedTable, ids: readonly number[]): Promise<void> {
  const { name, touch } = TABLES[table];
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM ${name} ORDER BY "id" FOR UPDATE`;
  const mismatches = orderMismatches(
    rows.map((r) => r.id),
    ids,
  );
  if (mismatches.length) {
    throw new AppError("conflict", "The order must name every existing entry exactly once; reload and try again.", { invalidParams: mismatches });
  }
  const values = Prisma.join(ids.map((id, i) => Prisma.sql`(${id}::int, ${i * ORDER_STEP}::int)`));
  await tx.$executeRaw`
    UPDATE ${name} AS t SET "sortOrder" = v."position" ${touch}
    FROM (VALUES ${values}) AS v("id", "position")
    WHERE t."id" = v."id" AND t."sortOrder" IS DISTINCT FROM v."position"`;
}
