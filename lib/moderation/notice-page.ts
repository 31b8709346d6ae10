// Everything the page of one notice (app/[locale]/administration/moderation/notices/[id]/page.tsx) shows. A notice
// whose reporter has not confirmed it is not a case yet: like an unknown or unreadable one, it is "missing" (a 404).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { recordIdParam } from "@/lib/http/record-id";
import { getNoticeCase, type NoticeCase } from "@/lib/moderation/notices";

/** `idParam` is the route's [id]. */
export async function loadNoticePage(actor: Actor, idParam: string): Promise<{ kind: "found"; notice: NoticeCase } | { kind: "missing" }> {
  const id = recordIdParam.safeParse(idParam);
  if (!id.success) return { kind: "missing" };
  const notice = await getNoticeCase(actor, id.data).catch(() => null);
  if (!notice || notice.status === "unconfirmed") return { kind: "missing" };
  return { kind: "found", notice };
}
