// Who may change a company: its administrators (consultants with link state administrator) and
// platform staff with write:companies (the administrator really is checked: docs/product-rules.md#companies-and-membership).
import "server-only";
import { hasPermission, type Actor } from "@/lib/auth/actor";

export function canWriteAllCompanies(actor: Actor): boolean {
  return actor.kind === "user" && (actor.isPlatformAdmin || hasPermission(actor, "write:companies"));
}

export function administersCompany(actor: Actor, companyId: number): boolean {
  return actor.kind === "user" && actor.administeredCompanyId === companyId;
}

export function canManageCompany(actor: Actor, companyId: number): boolean {
  return administersCompany(actor, companyId) || canWriteAllCompanies(actor);
}
