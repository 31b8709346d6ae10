"use server";

// A moderator's decision on a notice (Next checks the Origin of every server action request itself).
import type { CaseDecisionState } from "@/components/moderation/case-decision";
import { requireRoute } from "@/lib/auth/guards";
import { decideNotice } from "@/lib/moderation/notices";
import { runDecision } from "@/lib/moderation/run-decision";
import { noticeDecisionSchema } from "@/lib/moderation/schema";
import { recordIdParam } from "@/lib/http/record-id";

export async function decideNoticeAction(_previous: CaseDecisionState, form: FormData): Promise<CaseDecisionState> {
  const actor = await requireRoute("/administration/moderation/notices/[id]");
  const id = recordIdParam.safeParse(form.get("id"));
  const parsed = noticeDecisionSchema.safeParse({
    outcome: form.get("outcome"),
    publicReason: form.get("publicReason") || undefined,
    note: form.get("note") || undefined,
  });
  if (!id.success || !parsed.success) return { status: "invalid", at: Date.now() };
  return runDecision(() => decideNotice(actor, id.data, parsed.data), { answerForbidden: true });
}
