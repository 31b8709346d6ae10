// The company administration page (/account/company, docs/product-rules.md#account-pages): everything it shows, with
// the rules applied, so that the page only renders. Only the company's real administrator gets the editing page
// (docs/product-rules.md#companies-and-membership): administeredCompanyId comes from the session's consultant record
// on every request, and the API checks it again on every change.
import "server-only";
import type { UserActor } from "@/lib/auth/actor";
import { companyFormDefaults, isCompanyTab, type CompanyTab } from "@/lib/companies/company-form";
import { getCompany } from "@/lib/companies/get-company";
import type { LinkState } from "@/lib/companies/link-rules";
import type { CompanyInput } from "@/lib/companies/schema";
import type { ConsultantCard } from "@/lib/consultants/card";
import { getContactEmailStatus, type ContactEmailStatus } from "./contact-email-status";

export type CompanyMemberRow = Pick<ConsultantCard, "id" | "slug" | "formattedName" | "photoUrl" | "postalCode" | "city"> & { companyLinkState: LinkState };

export type AccountCompanyPage =
  /** No consultant profile yet: the registration comes first. */
  | { kind: "register" }
  /** A consultant who administers no company: told so, with the way back. */
  | { kind: "notAdministrator" }
  | {
      kind: "administrator";
      company: { id: number; name: string; slug: string; logoUrl: string | null };
      defaults: CompanyInput;
      /** Members and pending requests and invitations, as the company's administrators see them. */
      members: CompanyMemberRow[];
      contactEmail: ContactEmailStatus;
      tab: CompanyTab;
      /** The signed-in administrator's own profile among the members. */
      selfId: number;
    };

export async function loadAccountCompanyPage(actor: UserActor, tab: string | undefined): Promise<AccountCompanyPage> {
  if (actor.consultantId === null) return { kind: "register" };
  const companyId = actor.administeredCompanyId;
  if (companyId === null) return { kind: "notAdministrator" };
  const [company, contactEmail] = await Promise.all([getCompany(actor, companyId), getContactEmailStatus(actor, { kind: "company", id: companyId })]);
  return {
    kind: "administrator",
    company: { id: company.id, name: company.name, slug: company.slug, logoUrl: company.logoUrl },
    defaults: companyFormDefaults(company),
    members: company.members.map((m) => ({
      id: m.id,
      slug: m.slug,
      formattedName: m.formattedName,
      photoUrl: m.photoUrl,
      postalCode: m.postalCode,
      city: m.city,
      companyLinkState: m.companyLinkState as LinkState,
    })),
    contactEmail,
    tab: isCompanyTab(tab) ? tab : "consultants",
    selfId: actor.consultantId,
  };
}
