// The end of a notice's or an appeal's server action: run the decision, refresh the page, and answer
// a refusal (decided already, or the administrator's own decision on appeal) as a state the form shows.
import "server-only";
import { refresh } from "next/cache";
import { AppError } from "@/lib/errors";

export type CaseDecisionResult = { status: "decided" | "conflict" | "forbidden"; at: number };

export async function runCaseDecision(decide: () => Promise<unknown>): Promise<CaseDecisionResult> {
  try {
    await decide();
  } catch (e) {
    if (e instanceof AppError && (e.code === "conflict" || e.code === "not_found")) {
      refresh();
      return { status: "conflict", at: Date.now() };
    }
    if (e instanceof AppError && e.code === "forbidden") return { status: "forbidden", at: Date.now() };
    throw e;
  }
  refresh();
  return { status: "decided", at: Date.now() };
}
