"use server";

// Moderation decisions: a server action rather than a REST endpoint, because only this page uses it.
// Next compares the Origin and Host headers of every server action request itself, so the CSRF check
// that lib/http/route.ts does for our REST routes (assertSameOrigin) is already done here.
import { refresh } from "next/cache";
import type { DecisionState } from "@/components/admin/report-decision";
import { decideReport } from "@/lib/admin/decide-report";
import { reportDecisionSchema } from "@/lib/admin/schema";
import { requireRoute } from "@/lib/auth/guards";
import { AppError } from "@/lib/errors";

export async function decideReportAction(_previous: DecisionState, form: FormData): Promise<DecisionState> {
  const actor = await requireRoute("/administration/reports");
  const parsed = reportDecisionSchema.safeParse({ reportId: form.get("reportId"), decision: form.get("decision"), reason: form.get("reason") ?? undefined });
  if (!parsed.success) return { status: "invalid", at: Date.now() };
  try {
    await decideReport(actor, parsed.data);
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
