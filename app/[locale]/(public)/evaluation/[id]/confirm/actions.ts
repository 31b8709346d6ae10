"use server";

// The confirmation button of the mailed link: a POST, so that mail scanners that open every link of
// a message (as some providers do) cannot confirm an evaluation for somebody who never rated.
// Next compares the Origin and Host of every server action request itself (CSRF).
import { z } from "zod";
import { confirmEvaluation } from "@/lib/evaluations/confirm-evaluation";
import { AppError } from "@/lib/errors";
import { redirect } from "@/lib/i18n/navigation";

const form = z.object({ id: z.uuid(), token: z.string().min(1).max(100), locale: z.enum(["de", "en", "fr", "it"]) });

export async function confirmEvaluationAction(data: FormData): Promise<void> {
  const parsed = form.safeParse({ id: data.get("id"), token: data.get("token"), locale: data.get("locale") });
  if (!parsed.success) return redirect({ href: "/", locale: "de" });
  const { id, token, locale } = parsed.data;
  let status: string;
  try {
    const result = await confirmEvaluation(id, token);
    status = result.replaced ? "replaced" : result.status;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    status = error.code === "conflict" ? "expired" : "invalid";
  }
  redirect({ href: { pathname: `/evaluation/${id}/confirm`, query: { status } }, locale });
}
