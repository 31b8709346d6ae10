// Sends a rating (POST /api/evaluation, or PUT with its edit token) through the one API helper and
// says what the form shows next: the summary page, errors on the details fields (the server's own
// checks of the address, such as a disposable-mail provider, belong to the e-mail field like the
// form's own errors), or one message for the rest.
import { applyProblem, callApi } from "@/lib/client/call-api";
import type { EvaluationData } from "@/lib/evaluations/schema";

export type SubmitError = "editClosed" | "editInvalid" | "rateLimited" | "invalid" | "failed";

export type SubmitOutcome =
  { kind: "saved"; id: string; query: Record<string, string> } | { kind: "fields"; errors: Record<string, string> } | { kind: "error"; error: SubmitError };

export async function submitEvaluation(data: EvaluationData, fields: readonly string[]): Promise<SubmitOutcome> {
  const { id, ...rest } = data;
  const result = await callApi<{ id: string; editToken: string; codeStatus: string }>(id ? `/api/evaluation/${id}` : "/api/evaluation", {
    method: id ? "PUT" : "POST",
    body: id ? rest : data,
  });
  if (result.ok) {
    const query: Record<string, string> = { editToken: result.data.editToken };
    if (result.data.codeStatus === "rejected") query.code = "rejected";
    return { kind: "saved", id: result.data.id, query };
  }
  const errors: Record<string, string> = {};
  let other: SubmitError | null = null;
  applyProblem(result, {
    setError: ((name: string, error: { message: string }) => {
      errors[name] = error.message;
    }) as never,
    isField: (path) => fields.includes(path),
    onOther: ({ status }) => {
      other = status === 409 && id ? "editClosed" : status === 403 ? "editInvalid" : status === 429 ? "rateLimited" : status === 422 ? "invalid" : "failed";
    },
  });
  return other ? { kind: "error", error: other } : { kind: "fields", errors };
}
