// Posts a form to POST /api/email and reports only success or failure: the forms show the spec's
// success text or one generic error, never server internals.
import type { EmailRequest } from "@/lib/email/requests-schema";

export async function sendEmailRequest(body: EmailRequest): Promise<boolean> {
  try {
    const response = await fetch("/api/email", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    return response.ok;
  } catch {
    return false;
  }
}
