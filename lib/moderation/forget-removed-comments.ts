// A removed consultant comment is kept with its decision only while an appeal could put it back
// (lib/moderation/notices.ts unrestrict): once the appeal window has closed with no appeal open, the
// daily job clears it. One statement, safe when two runs overlap.
import "server-only";
import { addDays } from "@/lib/evaluations/release-policy";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { APPEAL_DAYS } from "@/lib/moderation-decisions/deadlines";

export async function forgetRemovedComments(options: ServiceContext = {}): Promise<number> {
  const { db, now } = resolveContext(options);
  return db.$executeRaw`UPDATE "ModerationDecision" AS m SET "removedComment" = NULL, "removedCommentDate" = NULL
    WHERE m."removedComment" IS NOT NULL AND m."decidedAt" <= ${addDays(now, -APPEAL_DAYS)}
      AND NOT EXISTS (SELECT 1 FROM "ModerationAppeal" AS a WHERE a."decisionId" = m."id" AND a."status" = 'open')`;
}
