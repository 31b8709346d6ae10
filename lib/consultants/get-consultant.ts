// GET /api/consultant/{id} and the consultant page: the public projection for everybody, the full
// record for the consultant themself and platform staff. Unreachable (disabled) profiles exist only for those.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { canReadAllConsultants, ownsConsultant } from "./access";
import { profileDisplay } from "./profile-display";
import {
  averageRatingsOf,
  consultantInclude,
  fullConsultant,
  publicConsultant,
  type ConsultantRecord,
  type FullConsultant,
  type PublicConsultant,
} from "./consultant-view";

export type ConsultantView = ({ view: "full" } & FullConsultant) | ({ view: "public" } & PublicConsultant);

export async function getConsultant(actor: Actor, id: number): Promise<ConsultantView> {
  // Both at once: the averages need only the id (a page's first render waits for one round trip, not two).
  const [record, averages] = await Promise.all([db().consultant.findUnique({ where: { id }, include: consultantInclude }), averageRatingsOf(id)]);
  const privileged = record !== null && (ownsConsultant(actor, id) || canReadAllConsultants(actor));
  if (!record || (!profileDisplay(record.state).reachable && !privileged)) throw notFound("consultant");
  return viewFor(record, privileged, averages);
}

async function viewFor(record: ConsultantRecord, privileged: boolean, known?: Awaited<ReturnType<typeof averageRatingsOf>>): Promise<ConsultantView> {
  const averages = known ?? (await averageRatingsOf(record.id));
  return privileged ? { view: "full", ...fullConsultant(record, averages) } : { view: "public", ...publicConsultant(record, averages) };
}
