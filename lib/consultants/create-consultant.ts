// POST /api/consultant – platform staff create profiles (unclaimed unless they say otherwise); a
// signed-in user without a profile registers their own (active, with a free trial).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { config } from "@/lib/config";
import { db } from "@/lib/db/client";
import { AppError, unauthenticated } from "@/lib/errors";
import { canWriteAllConsultants } from "./access";
import { getConsultant, type ConsultantView } from "./get-consultant";
import { geocodeAddress } from "@/lib/geocoding/geocode-address";
import { assertAttachmentExists } from "@/lib/attachments/manage-attachments";
import { assertCompanyLink, assertTopicsExist, assertWritableFields, profileColumns, replaceTopics } from "./consultant-write-rules";
import type { ConsultantData } from "./schema";
import { expireChanged } from "@/lib/cache/invalidate";
import { refreshFiguresFor } from "@/lib/consultants/aggregates";
import { reserveConfirmationLink, sendConfirmationLink } from "@/lib/contact-email/confirmation";
import { deliverSoon } from "@/lib/email/deliver-soon";
import { allocateRecordNumber } from "@/lib/records/allocate-record-number";
import { singleRow } from "@/lib/db/single-row";
import { duplicateProfileError, findDuplicateProfiles } from "./find-duplicate-profiles";

export async function createConsultant(actor: Actor, input: ConsultantData): Promise<ConsultantView> {
  if (actor.kind !== "user") throw unauthenticated();
  assertWritableFields(actor, input);
  const staff = canWriteAllConsultants(actor);
  if (!staff) {
    if (actor.consultantId !== null) throw new AppError("conflict", "You already have a consultant profile.");
    if (input.acceptsPrivacyPolicy !== true || input.termsAndConditions !== true) {
      throw new AppError("validation", "The privacy policy and the terms and conditions must be accepted.", {
        invalidParams: [
          ...(input.acceptsPrivacyPolicy !== true ? [{ pointer: "/acceptsPrivacyPolicy", message: "validation.mustAccept" }] : []),
          ...(input.termsAndConditions !== true ? [{ pointer: "/termsAndConditions", message: "validation.mustAccept" }] : []),
        ],
      });
    }
  }
  assertCompanyLink(input.companyId, input.companyLinkState);

  const position = await geocodeAddress(input);
  const reserved = await reserveConfirmationLink(null, input.publicEmail, { whenCapped: "skip" });
  const { id, link } = await db().$transaction(async (tx) => {
    // One person, one profile: a registrant is led to the claim; staff create beside the probable
    // duplicates only after confirming exactly the ones they were shown.
    const duplicates = await findDuplicateProfiles(tx, input);
    const acknowledged = new Set(staff ? (input.acknowledgedDuplicateIds ?? []) : []);
    if (duplicates.some((d) => !acknowledged.has(d.id))) throw duplicateProfileError(duplicates, staff ? "administration" : "registration");
    await assertTopicsExist(tx, input.consultingTopicIds);
    await assertAttachmentExists(tx, input.photoAttachmentId, "/photoAttachmentId");
    const { id } = singleRow(await tx.$queryRaw<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('"Consultant"', 'id'))::int AS "id"`);
    await tx.consultant.create({
      data: {
        id,
        number: await allocateRecordNumber(tx, "consultant"),
        ...profileColumns(input),
        ...position,
        ...(staff
          ? {
              email: input.email?.toLowerCase() ?? null,
              state: input.state ?? "unclaimed",
              companyId: input.companyId ?? null,
              companyLinkState: input.companyLinkState ?? "unlinked",
            }
          : {
              email: actor.email.toLowerCase(),
              state: "active",
              trialEndsAt: new Date(Date.now() + config().TRIAL_DAYS * 86_400_000),
            }),
      },
    });
    await replaceTopics(tx, id, input.consultingTopicIds);
    await refreshFiguresFor(tx, { consultants: [id] });
    // Contact messages reach the public address only once its owner confirmed it.
    const link = await sendConfirmationLink(tx, { kind: "consultant", id }, { reserved });
    return { id, link };
  });
  if (link === "sent") deliverSoon();
  // Somebody may have asked for this id before it existed: that cached 404 must go.
  await expireChanged({ consultants: [id] });
  const owner: Actor = staff ? actor : { ...actor, consultantId: id };
  return getConsultant(owner, id);
}
