// The end of every moderation server action (a rating, a report, a notice, an appeal): run the
// decision, then refresh the page. A decision another administrator made first (the record changed or
// is gone) answers "conflict" with the fresh page instead of an error. "forbidden" is answered only
// where the form has words for it: an appeal decided by the administrator who took the first decision.
import "server-only";
import { refresh } from "next/cache";
import { AppError } from "@/lib/errors";

type DecisionAnswer<Refusal extends string> = { status: "decided" | Refusal; at: number };

export function runDecision(decide: () => Promise<unknown>): Promise<DecisionAnswer<"conflict">>;
export function runDecision(decide: () => Promise<unknown>, options: { answerForbidden: true }): Promise<DecisionAnswer<"conflict" | "forbidden">>;
export async function runDecision(
  decide: () => Promise<unknown>,
  { answerForbidden = false }: { answerForbidden?: boolean } = {},
): Promise<DecisionAnswer<"conflict" | "forbidden">> {
  try {
    await decide();
  } catch (e) {
    if (e instanceof AppError && (e.code === "conflict" || e.code === "not_found")) {
      refresh();
      return { status: "conflict", at: Date.now() };
    }
    if (answerForbidden && e instanceof AppError && e.code === "forbidden") return { status: "forbidden", at: Date.now() };
    throw e;
  }
  refresh();
  return { status: "decided", at: Date.now() };
}
