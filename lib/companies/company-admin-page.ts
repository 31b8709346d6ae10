// Everything the administration's page of one company (app/[locale]/administration/companies/[id]/page.tsx)
// shows: the company and its form's starting values.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { getCompany, type CompanyView } from "@/lib/companies/get-company";
import { AppError } from "@/lib/errors";
import { isRecordId } from "@/lib/http/record-id";

/** `idParam` is the route's [id]: not a record id, or no such company, is "missing" (a 404). */
export async function loadCompanyAdminPage(
  actor: Actor,
  idParam: string,
): Promise<{ kind: "found"; company: CompanyView; initial: ReturnType<typeof formValues> } | { kind: "missing" }> {
  const id = Number(idParam);
  if (!isRecordId(id)) return { kind: "missing" };
  const company = await getCompany(actor, id).catch((e: unknown) => {
    if (e instanceof AppError && e.code === "not_found") return null;
    throw e;
  });
  if (company === null) return { kind: "missing" };
  return { kind: "found", company, initial: formValues(company) };
}

/** The form's fields as stored; every company is in Switzerland. */
function formValues(company: CompanyView) {
  return {
    name: company.name,
    streetName: company.streetName,
    streetNumber: company.streetNumber,
    postalCode: company.postalCode,
    city: company.city,
    canton: company.canton,
    country: "ch" as const,
    email: company.email,
    phone: company.phone,
    introduction: company.introduction,
    logoAttachmentId: company.logoAttachmentId,
    websiteUrl: company.websiteUrl,
    linkedInUrl: company.linkedInUrl,
    twitterUrl: company.twitterUrl,
    facebookUrl: company.facebookUrl,
    instagramUrl: company.instagramUrl,
    whatsAppUrl: company.whatsAppUrl,
  };
}
