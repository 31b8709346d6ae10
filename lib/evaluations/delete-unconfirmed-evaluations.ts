// Evaluations whose address was never confirmed are deleted with their answers once their edit
// window has closed (docs/product-rules.md#confirmed-reviewers): they never counted, and the customer's data
// must not outlive its purpose. A code they spent is given back to the consultant.
import "server-only";
import { configuredPolicy } from "./policy-config";
import { addDays, type ReleasePolicy } from "./release-policy";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { singleRow } from "@/lib/db/single-row";

export async function deleteUnconfirmedEvaluations(options: ServiceContext & { policy?: Pick<ReleasePolicy, "editWindowDays"> } = {}): Promise<number> {
  const { db, now } = resolveContext(options);
  const policy = options.policy ?? configuredPolicy();
  const before = addDays(now, -policy.editWindowDays);
  // One statement: the partial index "Evaluation_unconfirmed_idx" finds them, the codes are reopened
  // in the same snapshot, and the answers go by cascade.
  const { deleted } = singleRow(
    await db.$queryRaw<{ deleted: number }[]>`
    WITH gone AS (
      DELETE FROM "Evaluation" WHERE "emailConfirmedAt" IS NULL AND "dateOfCreation" <= ${before}
      RETURNING "id"
    ),
    reopened AS (
      UPDATE "VerificationCode" SET "spentAt" = NULL, "evaluationId" = NULL WHERE "evaluationId" IN (SELECT "id" FROM gone)
    )
    SELECT count(*)::int AS "deleted" FROM gone`,
  );
  return deleted;
}
