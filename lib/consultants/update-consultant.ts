// PUT /api/consultant/{id} – the whole profile. The consultant edits their own; platform staff edit
// any and may also set the state, the sign-in e-mail and the company link.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { forbidden, notFound, unauthenticated } from "@/lib/errors";
import { canManageConsultant, canWriteAllConsultants } from "./access";
import { getConsultant, type ConsultantView } from "./get-consultant";
import { addressChanged, geocodeAddress } from "@/lib/geocoding/geocode-address";
import { assertAttachmentExists } from "@/lib/attachments/manage-attachments";
import { assertCompanyLink, assertTopicsExist, assertWritableFields, profileColumns, replaceTopics } from "./consultant-write-rules";
import type { ConsultantData } from "./schema";
import { expireChanged, type Change } from "@/lib/cache/invalidate";
import { refreshFiguresFor } from "@/lib/consultants/aggregates";
import { reserveConfirmationLink, sendConfirmationLink } from "@/lib/contact-email/confirmation";
import { sameAddress } from "@/lib/contact-email/owner";
import { deliverSoon } from "@/lib/email/deliver-soon";

export async function getManageableConsultantOrThrow(actor: Actor, id: number) {
  const current = await db().consultant.findUnique({
    where: { id },
    select: { id: true, state: true, companyId: true, publicEmail: true, streetName: true, streetNumber: true, postalCode: true, city: true, latitude: true },
  });
  if (!current) throw notFound("consultant");
  if (!canManageConsultant(actor, id)) {
    if (actor.kind !== "user") throw unauthenticated();
    // Disabled profiles do not exist for outsiders; visible ones are simply not theirs.
    if (current.state === "disabled") throw notFound("consultant");
    throw forbidden("You may only change your own profile.");
  }
  return current;
}

export async function updateConsultant(actor: Actor, id: number, input: ConsultantData): Promise<ConsultantView> {
  const current = await getManageableConsultantOrThrow(actor, id);
  assertWritableFields(actor, input);
  if (input.companyId !== undefined || input.companyLinkState !== undefined) {
    assertCompanyLink(input.companyId ?? null, input.companyLinkState ?? "unlinked");
  }
  const position = !addressChanged(current, input) && current.latitude !== null ? {} : await geocodeAddress(input);
  const publicEmailChanged = !sameAddress(current.publicEmail, input.publicEmail);
  const reserved = publicEmailChanged && (await reserveConfirmationLink({ kind: "consultant", id }, input.publicEmail, { whenCapped: "skip" }));
  // The company the profile belonged to shows it in its list (staff may move a profile elsewhere).
  const change: Change = { consultants: [id], membershipsOf: current.companyId === null ? [] : [current.companyId] };
  const link = await db().$transaction(async (tx) => {
    await assertTopicsExist(tx, input.consultingTopicIds);
    await assertAttachmentExists(tx, input.photoAttachmentId, "/photoAttachmentId");
    const staff = canWriteAllConsultants(actor);
    await tx.consultant.update({
      where: { id },
      data: {
        ...profileColumns(input),
        ...position,
        ...(staff && input.email !== undefined ? { email: input.email?.toLowerCase() ?? null } : {}),
        ...(staff && input.state !== undefined ? { state: input.state } : {}),
        ...(staff && (input.companyId !== undefined || input.companyLinkState !== undefined)
          ? { companyId: input.companyId ?? null, companyLinkState: input.companyLinkState ?? "unlinked" }
          : {}),
      },
    });
    await replaceTopics(tx, id, input.consultingTopicIds);
    await refreshFiguresFor(tx, change);
    // The database forgot the old confirmation with the change; the new address gets its link.
    return publicEmailChanged ? sendConfirmationLink(tx, { kind: "consultant", id }, { reserved }) : null;
  });
  if (link === "sent") deliverSoon();
  await expireChanged(change);
  return getConsultant(actor, id);
}
