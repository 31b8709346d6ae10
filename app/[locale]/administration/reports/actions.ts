"use server";

// Moderation decisions: a server action rather than a REST endpoint, because only this page uses it.
// Next compares the Origin and Host headers of every server action request itself, so the CSRF check
// that lib/http/route.ts does for our REST routes (checkOrigin) is already done here.
import type { DecisionState } from "@/components/admin/report-decision";
import { decideReport } from "@/lib/moderation/decide-report";
import { runDecision } from "@/lib/moderation/run-decision";
import { reportDecisionSchema } from "@/lib/moderation/schema";
import { requireRoute } from "@/lib/auth/guards";

export async function decideReportAction(_previous: DecisionState, form: FormData): Promise<DecisionState> {
  const actor = await requireRoute("/administration/reports");
  const parsed = reportDecisionSchema.safeParse({ reportId: form.get("reportId"), decision: form.get("decision"), reason: form.get("reason") ?? undefined });
  if (!parsed.success) return { status: "invalid", at: Date.now() };
  return runDecision(() => decideReport(actor, parsed.data));
}
