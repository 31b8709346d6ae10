"use server";

// Retrying a failed e-mail: a server action (Next compares Origin and Host of server action requests
// itself, which is the same-origin check our REST wrapper does with checkOrigin).
import { refresh } from "next/cache";
import { retryEmail } from "@/lib/email/manage-outbox";
import { requireRoute } from "@/lib/auth/guards";
import { AppError } from "@/lib/errors";

export async function retryEmailAction(form: FormData): Promise<void> {
  const actor = await requireRoute("/administration/outbox");
  const id = form.get("id");
  if (typeof id !== "string" || !/^[0-9a-f-]{36}$/i.test(id)) return;
  try {
    await retryEmail(actor, id);
  } catch (e) {
    // Already retried or sent by somebody else: the refreshed list shows its real state.
    if (!(e instanceof AppError && (e.code === "conflict" || e.code === "not_found"))) throw e;
  }
  refresh();
}
