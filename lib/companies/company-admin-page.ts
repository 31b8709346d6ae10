// Everything the administration's page of one company (app/[locale]/administration/companies/[id]/page.tsx)
// shows: the company and its form's starting values.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { companyFormDefaults } from "@/lib/companies/company-form";
import { getCompany, type CompanyView } from "@/lib/companies/get-company";
import type { CompanyInput } from "@/lib/companies/schema";
import { nullIfNotFound } from "@/lib/errors";
import { isRecordId } from "@/lib/http/record-id";

/** `idParam` is the route's [id]: not a record id, or no such company, is "missing" (a 404). */
export async function loadCompanyAdminPage(
  actor: Actor,
  idParam: string,
): Promise<{ kind: "found"; company: CompanyView; initial: CompanyInput } | { kind: "missing" }> {
  const id = Number(idParam);
  if (!isRecordId(id)) return { kind: "missing" };
  const company = await nullIfNotFound(getCompany(actor, id));
  if (company === null) return { kind: "missing" };
  return { kind: "found", company, initial: companyFormDefaults(company) };
}
