// What the administration's consultant form needs that the public views do not carry: the stored
// columns exactly as the form edits them (consultantSchema's shape), and the company choice.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { canWriteAllConsultants } from "@/lib/consultants/access";
import type { ConsultantInput } from "@/lib/consultants/schema";
import { personalColumns } from "@/lib/consultants/consultant-write-rules";
import { db } from "@/lib/db/client";
import { forbidden, notFound } from "@/lib/errors";

export type ConsultantFormRecord = { id: number; number: string; createdAt: Date; evaluations: number; input: ConsultantInput };

export async function getConsultantFormRecord(actor: Actor, id: number): Promise<ConsultantFormRecord> {
  if (!canWriteAllConsultants(actor)) throw forbidden("Editing consultants needs write:consultants.");
  const c = await db().consultant.findUnique({
    where: { id },
    include: { consultingTopics: { select: { consultingTopicId: true } }, _count: { select: { evaluations: true } } },
  });
  if (!c) throw notFound("consultant");
  return {
    id: c.id,
    number: c.number,
    createdAt: c.createdAt,
    evaluations: c._count.evaluations,
    input: {
      ...personalColumns(c),
      country: "ch",
      youTubeUrl: c.youTubeUrl,
      linkedInUrl: c.linkedInUrl,
      twitterUrl: c.twitterUrl,
      facebookUrl: c.facebookUrl,
      instagramUrl: c.instagramUrl,
      whatsAppUrl: c.whatsAppUrl,
      introduction: c.introduction,
      tags: c.tags,
      qualifications: c.qualifications,
      consultingTopicIds: c.consultingTopics.map((t) => t.consultingTopicId),
      languages: c.languages as ConsultantInput["languages"],
      photoAttachmentId: c.photoAttachmentId,
      email: c.email,
      state: c.state,
      companyId: c.companyId,
      companyLinkState: c.companyLinkState,
      calensoToken: c.calensoToken,
      calensoWorkerId: c.calensoWorkerId,
    },
  };
}

/** Every company by name for the consultant form's company choice (id and name only). */
export async function listCompanyChoices(actor: Actor): Promise<{ id: number; name: string; city: string }[]> {
  if (!canWriteAllConsultants(actor)) throw forbidden("Editing consultants needs write:consultants.");
  return db().company.findMany({ orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true, city: true } });
}
