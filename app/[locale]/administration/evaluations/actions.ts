"use server";

// Moderation decisions on evaluations: a server action, because only this page uses them. Next
// compares the Origin and Host headers of every server action request itself (CSRF).
import type { ModerationState } from "@/components/admin/moderation-decision";
import { moderateEvaluation } from "@/lib/moderation/moderate-evaluation";
import { runDecision } from "@/lib/moderation/run-decision";
import { moderationDecisionSchema } from "@/lib/moderation/moderate-evaluation-schema";
import { requireRoute } from "@/lib/auth/guards";

export async function moderateEvaluationAction(_previous: ModerationState, form: FormData): Promise<ModerationState> {
  const actor = await requireRoute("/administration/evaluations");
  const parsed = moderationDecisionSchema.safeParse({
    evaluationId: form.get("evaluationId"),
    action: form.get("action"),
    reason: form.get("reason") ?? undefined,
  });
  if (!parsed.success) return { status: "invalid", at: Date.now() };
  return runDecision(() => moderateEvaluation(actor, parsed.data));
}
