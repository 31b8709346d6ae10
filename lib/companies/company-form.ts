// The company administration page (account-company): its tabs and the tab each field of the
// company body (./schema.ts) lives on, for the alert icons and the jump to the first failing tab.
// Browser-safe; kept out of the client component so the server page can import the values.
import type { CompanyInput } from "./schema";

const COMPANY_EDIT_TABS = ["details", "introduction", "media", "social"] as const;
export type CompanyEditTab = (typeof COMPANY_EDIT_TABS)[number];

export const COMPANY_TABS = ["consultants", ...COMPANY_EDIT_TABS, "dashboard", "organisation"] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];

export function isCompanyTab(value: string | undefined): value is CompanyTab {
  return (COMPANY_TABS as readonly string[]).includes(value ?? "");
}

export const COMPANY_SOCIAL_FIELDS = ["linkedInUrl", "twitterUrl", "facebookUrl", "instagramUrl", "whatsAppUrl"] as const;

const COMPANY_FIELD_TAB: Record<keyof CompanyInput, CompanyEditTab> = {
  name: "details",
  streetName: "details",
  streetNumber: "details",
  postalCode: "details",
  city: "details",
  canton: "details",
  country: "details",
  email: "details",
  phone: "details",
  websiteUrl: "details",
  introduction: "introduction",
  logoAttachmentId: "media",
  linkedInUrl: "social",
  twitterUrl: "social",
  facebookUrl: "social",
  instagramUrl: "social",
  whatsAppUrl: "social",
};

/** The failing tabs of a set of field names (client-side errors or the server's JSON pointers), in tab order. */
export function failingCompanyTabs(fields: Iterable<string>): CompanyEditTab[] {
  const marked = new Set<CompanyEditTab>();
  for (const field of fields) {
    const tab = COMPANY_FIELD_TAB[field as keyof CompanyInput];
    if (tab) marked.add(tab);
  }
  return COMPANY_EDIT_TABS.filter((tab) => marked.has(tab));
}

/** The form's starting values from a stored company (every field of the body, nothing else). */
export function companyFormDefaults(company: { [K in keyof CompanyInput]?: unknown }): CompanyInput {
  const text = (v: unknown) => (typeof v === "string" ? v : null);
  return {
    name: text(company.name) ?? "",
    streetName: text(company.streetName) ?? "",
    streetNumber: text(company.streetNumber) ?? "",
    postalCode: text(company.postalCode) ?? "",
    city: text(company.city) ?? "",
    canton: (text(company.canton) ?? "ZH") as CompanyInput["canton"],
    country: "ch",
    email: text(company.email) ?? "",
    phone: text(company.phone),
    introduction: text(company.introduction),
    logoAttachmentId: text(company.logoAttachmentId),
    websiteUrl: text(company.websiteUrl),
    linkedInUrl: text(company.linkedInUrl),
    twitterUrl: text(company.twitterUrl),
    facebookUrl: text(company.facebookUrl),
    instagramUrl: text(company.instagramUrl),
    whatsAppUrl: text(company.whatsAppUrl),
  };
}
