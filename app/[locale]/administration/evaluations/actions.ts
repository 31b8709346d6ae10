"use server";

// Moderation decisions on evaluations: a server action, because only this page uses them. Next
// compares the Origin and Host headers of every server action request itself (CSRF).
import { refresh } from "next/cache";
import type { ModerationState } from "@/components/admin/moderation-decision";
import { moderateEvaluation } from "@/lib/admin/moderate-evaluation";
import { moderationDecisionSchema } from "@/lib/admin/moderation-schema";
import { requireRoute } from "@/lib/auth/guards";
import { AppError } from "@/lib/errors";

export async function moderateEvaluationAction(_previous: ModerationState, form: FormData): Promise<ModerationState> {
  const actor = await requireRoute("/administration/evaluations");
  const parsed = moderationDecisionSchema.safeParse({ evaluationId: form.get("evaluationId"), action: form.get("action"), reason: form.get("reason") ?? undefined });
  if (!parsed.success) return { status: "invalid", at: Date.now() };
  try {
    await moderateEvaluation(actor, parsed.data);
  } catch (e) {
    if (e instanceof AppError && (e.code === "conflict" || e.code === "not_found")) {
      refresh();
      return { status: "conflict", at: Date.now() };
    }
    throw e;
  }
  refresh();
  return { status: "decided", at: Date.now() };
}
