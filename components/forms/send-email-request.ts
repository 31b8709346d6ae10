// Posts a form to POST /api/email and reports only success or failure: the forms show the spec's
// success text or one generic error, never server internals. The one exception is a cap (429):
// its detail is written for the visitor, in the language the form sent.
import type { EmailRequest } from "@/lib/email/requests-schema";

export type EmailRequestOutcome = { ok: true; held: boolean } | { ok: false; limitMessage: string | null };

export async function postEmailRequest(body: EmailRequest): Promise<EmailRequestOutcome> {
  try {
    const response = await fetch("/api/email", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const data = (await response.json().catch(() => ({}))) as { status?: string; detail?: string };
    if (response.ok) return { ok: true, held: data.status === "held" };
    return { ok: false, limitMessage: response.status === 429 && typeof data.detail === "string" ? data.detail : null };
  } catch {
    return { ok: false, limitMessage: null };
  }
}

export async function sendEmailRequest(body: EmailRequest): Promise<boolean> {
  return (await postEmailRequest(body)).ok;
}
