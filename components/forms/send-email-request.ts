// Posts a form to POST /api/email and reports only success or failure: the forms show their own
// success text or one generic error, never server internals. The one exception is a cap (429):
// its detail is written for the visitor, in the language the form sent.
import { callApi } from "@/lib/client/call-api";
import type { EmailRequest } from "@/lib/email/requests-schema";

export type EmailRequestOutcome = { ok: true; held: boolean } | { ok: false; limitMessage: string | null };

export async function postEmailRequest(body: EmailRequest): Promise<EmailRequestOutcome> {
  const result = await callApi<{ status?: string } | null>("/api/email", { method: "POST", body });
  if (result.ok) return { ok: true, held: result.data?.status === "held" };
  return { ok: false, limitMessage: result.status === 429 ? result.problem.detail : null };
}

export async function sendEmailRequest(body: EmailRequest): Promise<boolean> {
  return (await postEmailRequest(body)).ok;
}
