// The end of a moderation server action (reports, the evaluation queue): run the decision, then
// refresh the page. A decision another administrator made first (the record changed or is gone)
// answers "conflict" with the fresh page instead of an error.
import "server-only";
import { refresh } from "next/cache";
import { AppError } from "@/lib/errors";

export type DecisionOutcome = { status: "decided" | "conflict"; at: number };

export async function runDecision(decide: () => Promise<unknown>): Promise<DecisionOutcome> {
  try {
    await decide();
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
