// The rules create and update share for a consultant's record: who may write which fields, which
// columns the body sets, that its topics exist, and the topic links, all inside the caller's transaction.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/errors";
import { isPlatformAdmin } from "@/lib/auth/platform-admin";
import { canWriteAllConsultants } from "./access";
import { ADMIN_ONLY_FIELDS, BOOKING_FIELDS, PERSONAL_FIELDS, type ConsultantData, type PersonalField } from "./schema";

/** Refuses fields the actor may not set, naming each one (403 with invalidParams). */
export function assertWritableFields(actor: Actor, input: ConsultantData) {
  const refused: string[] = [];
  if (!canWriteAllConsultants(actor)) refused.push(...ADMIN_ONLY_FIELDS.filter((f) => input[f] !== undefined));
  if (!isPlatformAdmin(actor)) refused.push(...BOOKING_FIELDS.filter((f) => input[f] !== undefined));
  if (refused.length) {
    throw new AppError("forbidden", "You may not change these fields.", {
      invalidParams: refused.map((f) => ({ pointer: `/${f}`, message: "not allowed for this account" })),
    });
  }
}

export function assertCompanyLink(companyId: number | null | undefined, linkState: string | undefined) {
  if (companyId === undefined && linkState === undefined) return;
  const linked = companyId !== null && companyId !== undefined;
  if (linked !== (linkState !== undefined && linkState !== "unlinked")) {
    throw new AppError("validation", "companyId and companyLinkState must be given together.", {
      invalidParams: [{ pointer: "/companyLinkState", message: "must be unlinked exactly when companyId is empty" }],
    });
  }
}

/** The personal fields (PERSONAL_FIELDS) of a body, a form's defaults or a row, with their types. */
export function personalColumns<T extends Record<PersonalField, unknown>>(input: T): Pick<T, PersonalField> {
  return Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, input[field]])) as Pick<T, PersonalField>;
}

/** The profile columns of the body (everything but topics and the privileged fields). */
export function profileColumns(input: ConsultantData) {
  return {
    ...personalColumns(input),
    youTubeUrl: input.youTubeUrl,
    linkedInUrl: input.linkedInUrl,
    twitterUrl: input.twitterUrl,
    facebookUrl: input.facebookUrl,
    instagramUrl: input.instagramUrl,
    whatsAppUrl: input.whatsAppUrl,
    introduction: input.introduction,
    tags: input.tags,
    qualifications: input.qualifications,
    languages: input.languages,
    photoAttachmentId: input.photoAttachmentId,
    ...(input.acceptsPrivacyPolicy !== undefined ? { acceptsPrivacyPolicy: input.acceptsPrivacyPolicy } : {}),
    ...(input.termsAndConditions !== undefined ? { termsAndConditions: input.termsAndConditions } : {}),
    ...(input.calensoToken !== undefined ? { calensoToken: input.calensoToken } : {}),
    ...(input.calensoWorkerId !== undefined ? { calensoWorkerId: input.calensoWorkerId } : {}),
  };
}

type Tx = Prisma.TransactionClient;

/** Unknown topic ids are a validation error, not a foreign-key 500. */
export async function assertTopicsExist(tx: Tx, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const found = await tx.consultingTopic.findMany({ where: { id: { in: unique } }, select: { id: true } });
  const known = new Set(found.map((t) => t.id));
  const missing = ids.map((id, i) => [id, i] as const).filter(([id]) => !known.has(id));
  if (missing.length) {
    throw new AppError("validation", "Unknown consulting topics.", {
      invalidParams: missing.map(([, i]) => ({ pointer: `/consultingTopicIds/${i}`, message: "unknown consulting topic" })),
    });
  }
}

export async function replaceTopics(tx: Tx, consultantId: number, ids: readonly number[]) {
  await tx.consultantTopic.deleteMany({ where: { consultantId } });
  await tx.consultantTopic.createMany({ data: [...new Set(ids)].map((consultingTopicId) => ({ consultantId, consultingTopicId })) });
}
