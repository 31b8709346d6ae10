// Everything the e-mail outbox page (app/[locale]/administration/outbox/page.tsx) shows: the page its URL asks
// for (one that is not a sensible page number shows the first) and that page of messages. Platform code only.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { listOutbox, OUTBOX_PAGE_SIZE } from "@/lib/email/manage-outbox";

/** `pageParam` is the raw `?page=`. */
export async function loadOutboxPage(actor: Actor, pageParam: string | undefined) {
  const requested = Number(pageParam ?? 1);
  const pageNumber = Number.isInteger(requested) && requested > 0 && requested < 100_000 ? requested : 1;
  const page = await listOutbox(actor, pageNumber);
  return { pageNumber, pageSize: OUTBOX_PAGE_SIZE, items: page.items, total: page.total };
}
