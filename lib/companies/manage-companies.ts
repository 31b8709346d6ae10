// POST /api/company, PUT /api/company/{id}, DELETE /api/company/{id}.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { forbidden, notFound, unauthenticated } from "@/lib/errors";
import { assertAttachmentExists } from "@/lib/attachments/manage-attachments";
import { addressChanged, geocodeAddress } from "@/lib/geocoding/geocode-address";
import { canManageCompany, canWriteAllCompanies } from "./access";
import { getCompany, type CompanyView } from "./get-company";
import type { CompanyData } from "./schema";
import { expireChanged } from "@/lib/cache/invalidate";
import { reserveConfirmationLink, sendConfirmationLink } from "@/lib/contact-email/confirmation";
import { sameAddress } from "@/lib/contact-email/owner";
import { deliverSoon } from "@/lib/email/deliver-soon";
import { allocateRecordNumber } from "@/lib/records/allocate-record-number";
import { singleRow } from "@/lib/db/single-row";

export async function createCompany(actor: Actor, input: CompanyData): Promise<CompanyView> {
  if (actor.kind !== "user") throw unauthenticated();
  if (!canWriteAllCompanies(actor)) throw forbidden("Creating companies needs write:companies.");
  const position = await geocodeAddress(input);
  const reserved = await reserveConfirmationLink(null, input.email, { whenCapped: "skip" });
  const { id, link } = await db().$transaction(async (tx) => {
    await assertAttachmentExists(tx, input.logoAttachmentId, "/logoAttachmentId");
    const { id } = singleRow(await tx.$queryRaw<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('"Company"', 'id'))::int AS "id"`);
    await tx.company.create({ data: { id, number: await allocateRecordNumber(tx, "company"), ...input, email: input.email.toLowerCase(), ...position } });
    // Contact messages reach the company's address only once somebody there confirmed it.
    const link = await sendConfirmationLink(tx, { kind: "company", id }, { reserved });
    return { id, link };
  });
  if (link === "sent") deliverSoon();
  // Somebody may have asked for this id before it existed: that cached 404 must go.
  await expireChanged({ companies: [id] });
  return getCompany(actor, id);
}

export async function updateCompany(actor: Actor, id: number, input: CompanyData): Promise<CompanyView> {
  const current = await getManageableCompanyOrThrow(actor, id);
  const position = !addressChanged(current, input) && current.latitude !== null ? {} : await geocodeAddress(input);
  const emailChanged = !sameAddress(current.email, input.email);
  const reserved = emailChanged && (await reserveConfirmationLink({ kind: "company", id }, input.email, { whenCapped: "skip" }));
  const link = await db().$transaction(async (tx) => {
    await assertAttachmentExists(tx, input.logoAttachmentId, "/logoAttachmentId");
    await tx.company.update({ where: { id }, data: { ...input, email: input.email.toLowerCase(), ...position } });
    // The database forgot the old confirmation with the change; the new address gets its link.
    return emailChanged ? sendConfirmationLink(tx, { kind: "company", id }, { reserved }) : null;
  });
  if (link === "sent") deliverSoon();
  // Its page, its members' pages (they show its name) and the company grid.
  await expireChanged({ companies: [id] });
  return getCompany(actor, id);
}

export async function deleteCompany(actor: Actor, id: number): Promise<void> {
  if (actor.kind !== "user") throw unauthenticated();
  const exists = await db().company.findUnique({ where: { id }, select: { id: true } });
  if (!exists) throw notFound("company");
  if (!canWriteAllCompanies(actor)) throw forbidden("Deleting companies needs write:companies.");
  await db().$transaction(async (tx) => {
    // The CHECK (companyId IS NULL) = (linkState = unlinked) needs both cleared together.
    await tx.consultant.updateMany({ where: { companyId: id }, data: { companyId: null, companyLinkState: "unlinked" } });
    await tx.company.delete({ where: { id } });
  });
  await expireChanged({ companies: [id] });
}

async function getManageableCompanyOrThrow(actor: Actor, id: number) {
  if (actor.kind !== "user") throw unauthenticated();
  const company = await db().company.findUnique({
    where: { id },
    select: { id: true, email: true, streetName: true, streetNumber: true, postalCode: true, city: true, latitude: true },
  });
  if (!company) throw notFound("company");
  if (!canManageCompany(actor, id)) throw forbidden("Only the company's administrators may change it.");
  return company;
}
