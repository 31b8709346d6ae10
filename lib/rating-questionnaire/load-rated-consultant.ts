// The consultant a questionnaire or summary is about: name, photo and state (a disabled profile
// is not rated: its page redirects home). One read per request via React cache().
import "server-only";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { isRecordId } from "@/lib/http/record-id";

export type RatedConsultant = { id: number; name: string; givenName: string; photoAttachmentId: string | null; state: "unclaimed" | "active" | "disabled" };

/** "42-anna-muster" → 42; null when the segment does not start with an id. */
export function parseConsultantId(segment: string): number | null {
  const match = /^(\d{1,10})(?:-|$)/.exec(decodeURIComponent(segment));
  if (!match) return null;
  const id = Number(match[1]);
  return isRecordId(id) ? id : null;
}

export const loadRatedConsultant = cache(async (id: number): Promise<RatedConsultant | null> => {
  const row = await db().consultant.findUnique({
    where: { id },
    select: { id: true, title: true, givenName: true, familyName: true, photoAttachmentId: true, state: true },
  });
  if (!row) return null;
  const name = [row.title, row.givenName, row.familyName].filter(Boolean).join(" ");
  return { id: row.id, name, givenName: row.givenName, photoAttachmentId: row.photoAttachmentId, state: row.state };
});
