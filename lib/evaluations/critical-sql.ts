// The SQL twin of isBadRating (lib/evaluations/scoring.ts): critical when the overall rating as shown,
// one decimal, is below 4.0. PostgreSQL's round(numeric, 1) rounds half away from zero like the cards
// do, and the stored rating has two exact decimals, so both sides agree on every value
// (tests/integration/rating-rules.test.ts checks 1.00 … 5.00).
import { Prisma } from "@/lib/db/generated/client";
import { BAD_RATING_THRESHOLD, SHOWN_RATING_DECIMALS } from "./scoring";

/** `column` is a trusted SQL fragment naming a numeric overall rating, e.g. Prisma.sql`e."overallRating"`. */
export function criticalRatingSql(column: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(round(${column}, ${Prisma.raw(String(SHOWN_RATING_DECIMALS))}) < ${Prisma.raw(String(BAD_RATING_THRESHOLD))})`;
}
