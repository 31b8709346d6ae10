// The profile form (account-profile): the consultant body of lib/consultants/schema.ts, minus the
// fields only staff may send, and the tab each field lives on (for the alert icons and the jump
// to the first failing tab, docs/product-rules.md#account-pages). Browser-safe.
import { consultantSchema } from "@/lib/consultants/schema";

export const profileSchema = consultantSchema.omit({
  email: true,
  state: true,
  companyId: true,
  companyLinkState: true,
  acceptsPrivacyPolicy: true,
  termsAndConditions: true,
});

export const EDIT_TABS = ["personalDetails", "details", "topicsAndLanguages", "links"] as const;
export type EditTab = (typeof EDIT_TABS)[number];

/** Every tab of the profile page. Lives here, not in the client component: a server page that
 * imports a plain value from a "use client" module receives a client reference, not the array. */
export const PROFILE_TABS = ["dashboard", "insights", "rating", "invitations", ...EDIT_TABS, "subscription"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function isProfileTab(value: string | undefined): value is ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? "");
}

/** The tab of each field: save validates tab by tab and marks the failing ones (docs/product-rules.md#account-pages). */
export const FIELD_TAB: Record<string, EditTab> = {
  honorific: "personalDetails",
  title: "personalDetails",
  givenName: "personalDetails",
  familyName: "personalDetails",
  streetName: "personalDetails",
  streetNumber: "personalDetails",
  postalCode: "personalDetails",
  city: "personalDetails",
  canton: "personalDetails",
  country: "personalDetails",
  publicEmail: "personalDetails",
  phoneCellular: "personalDetails",
  websiteUrl: "personalDetails",
  photoAttachmentId: "details",
  introduction: "details",
  qualifications: "details",
  tags: "details",
  consultingTopicIds: "topicsAndLanguages",
  languages: "topicsAndLanguages",
  youTubeUrl: "links",
  linkedInUrl: "links",
  twitterUrl: "links",
  facebookUrl: "links",
  instagramUrl: "links",
  whatsAppUrl: "links",
  calensoToken: "links",
  calensoWorkerId: "links",
};
