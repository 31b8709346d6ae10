"use server";

// The confirmation button of a reporter's mailed link: a POST, so that a mail scanner opening the link
// does not put a notice in the queue for somebody who never sent it.
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { redirect } from "@/lib/i18n/navigation";
import { confirmNotice } from "@/lib/moderation/notices";

const form = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647), token: z.string().min(1).max(100), locale: z.enum(["de", "en", "fr", "it"]) });

export async function confirmNoticeAction(data: FormData): Promise<void> {
  const parsed = form.safeParse({ id: data.get("id"), token: data.get("token"), locale: data.get("locale") });
  if (!parsed.success) return redirect({ href: "/", locale: "de" });
  const { id, token, locale } = parsed.data;
  let status: string;
  try {
    status = (await confirmNotice(id, token)).status;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    status = "invalid";
  }
  redirect({ href: { pathname: `/moderation/notice/${id}/confirm`, query: { status } }, locale });
}
