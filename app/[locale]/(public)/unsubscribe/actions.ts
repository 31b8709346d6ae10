"use server";

// The unsubscribe button of an invitation's link: a POST, so that mail scanners that open every link
// of a message cannot opt somebody out. Next compares Origin and Host of server actions itself (CSRF).
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { redirect } from "@/lib/i18n/navigation";
import { unsubscribeAddress } from "@/lib/invitations/unsubscribe-address";
import { unsubscribeQuerySchema } from "@/lib/invitations/schema";

const form = unsubscribeQuerySchema.extend({ locale: z.enum(["de", "en", "fr", "it"]) });

export async function unsubscribeAction(data: FormData): Promise<void> {
  const parsed = form.safeParse({ token: data.get("token"), locale: data.get("locale") });
  if (!parsed.success) return redirect({ href: { pathname: "/unsubscribe", query: { status: "invalid" } }, locale: "de" });
  let status = "done";
  try {
    await unsubscribeAddress(parsed.data.token);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    status = "invalid";
  }
  redirect({ href: { pathname: "/unsubscribe", query: { status } }, locale: parsed.data.locale });
}
