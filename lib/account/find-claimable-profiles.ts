// Step 1 of the registration stepper: the name search of lib/search, narrowed to unclaimed
// profiles. It tells the caller whether a hit carries their own e-mail (so that the stepper can
// explain a mismatch at once) but never reveals the stored address itself.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { unauthenticated } from "@/lib/errors";
import { attachmentUrl, formattedName } from "@/lib/consultants/format";
import { searchConsultants } from "@/lib/search/search-consultants";
import { searchQuerySchema } from "@/lib/search/schema";
import type { ClaimCandidate } from "./schema";

export async function findClaimableProfiles(actor: Actor, name: string): Promise<ClaimCandidate[]> {
  if (actor.kind !== "user") throw unauthenticated();
  const result = await searchConsultants(searchQuerySchema.parse({ type: "name", name, sort: "name", pageSize: "30" }));
  const unclaimed = result.items.filter((card) => card.state === "unclaimed");
  return withEmailMatch(actor.email, unclaimed);
}

/** One profile by id (the ?consultantId= of the registration link), when it is still unclaimed. */
export async function findClaimableProfile(actor: Actor, id: number): Promise<ClaimCandidate | null> {
  if (actor.kind !== "user") throw unauthenticated();
  const row = await db().consultant.findFirst({
    where: { id, state: "unclaimed" },
    select: {
      id: true,
      title: true,
      givenName: true,
      familyName: true,
      postalCode: true,
      city: true,
      photoAttachmentId: true,
      email: true,
      company: { select: { name: true } },
    },
  });
  if (!row) return null;
  return {
    id: row.id,
    formattedName: formattedName(row),
    postalCode: row.postalCode,
    city: row.city,
    photoUrl: attachmentUrl(row.photoAttachmentId),
    companyName: row.company?.name ?? null,
    emailMatches: (row.email ?? "").toLowerCase() === actor.email.toLowerCase(),
  };
}

async function withEmailMatch(
  email: string,
  cards: { id: number; formattedName: string; postalCode: string; city: string; photoUrl: string | null; company: { name: string } | null }[],
): Promise<ClaimCandidate[]> {
  if (cards.length === 0) return [];
  const emails = await db().consultant.findMany({ where: { id: { in: cards.map((c) => c.id) } }, select: { id: true, email: true } });
  const byId = new Map(emails.map((e) => [e.id, (e.email ?? "").toLowerCase()]));
  return cards.map((card) => ({
    id: card.id,
    formattedName: card.formattedName,
    postalCode: card.postalCode,
    city: card.city,
    photoUrl: card.photoUrl,
    companyName: card.company?.name ?? null,
    emailMatches: byId.get(card.id) === email.toLowerCase(),
  }));
}
