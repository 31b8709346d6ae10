// GET /api/consultant/{id} and the consultant page: the public projection for everybody, the full
// record for the consultant themself and platform staff. Disabled profiles exist only for those.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { canReadAllConsultants, ownsConsultant } from "./access";
import { averageRatingsOf, consultantInclude, fullConsultant, publicConsultant, type ConsultantRecord, type FullConsultant, type PublicConsultant } from "./consultant-view";

export type ConsultantView = ({ view: "full" } & FullConsultant) | ({ view: "public" } & PublicConsultant);

export async function getConsultant(actor: Actor, id: number): Promise<ConsultantView> {
  const record = await db().consultant.findUnique({ where: { id }, include: consultantInclude });
  const privileged = record !== null && (ownsConsultant(actor, id) || canReadAllConsultants(actor));
  if (!record || (record.state === "disabled" && !privileged)) throw notFound("consultant");
  return viewFor(record, privileged);
}

export async function viewFor(record: ConsultantRecord, privileged: boolean): Promise<ConsultantView> {
  const averages = await averageRatingsOf(record.id);
  return privileged ? { view: "full", ...fullConsultant(record, averages) } : { view: "public", ...publicConsultant(record, averages) };
}
