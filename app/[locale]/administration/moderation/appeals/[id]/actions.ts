"use server";

// An administrator's decision on an appeal (another than the one who decided: the service refuses that one).
import type { CaseDecisionState } from "@/components/moderation/case-decision";
import { requireRoute } from "@/lib/auth/guards";
import { decideAppeal } from "@/lib/moderation/appeals";
import { runDecision } from "@/lib/moderation/run-decision";
import { appealDecisionSchema } from "@/lib/moderation/schema";
import { recordIdParam } from "@/lib/http/record-id";

export async function decideAppealAction(_previous: CaseDecisionState, form: FormData): Promise<CaseDecisionState> {
  const actor = await requireRoute("/administration/moderation/appeals/[id]");
  const id = recordIdParam.safeParse(form.get("id"));
  const parsed = appealDecisionSchema.safeParse({ outcome: form.get("outcome"), publicReason: form.get("publicReason"), note: form.get("note") || undefined });
  if (!id.success || !parsed.success) return { status: "invalid", at: Date.now() };
  return runDecision(() => decideAppeal(actor, id.data, parsed.data), { answerForbidden: true });
}
