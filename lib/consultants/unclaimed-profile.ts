// What a profile keeps when its account is deleted while customers have rated it
// (docs/product-rules.md#nothing-erasable-by-the-rated): everything private to the account goes, the evaluations and the
// sign-in e-mail stay. Plain data, so that the service and the demo seed write the same.
import type { Prisma } from "@/lib/db/generated/client";

export const UNCLAIMED_PROFILE_DATA = {
  state: "unclaimed",
  photoAttachmentId: null,
  phoneCellular: null,
  calensoToken: null,
  calensoWorkerId: null,
  // No trial and no subscription: the statistics and the booking widget are switched off.
  trialEndsAt: null,
  introduction: null,
  qualifications: [],
  websiteUrl: null,
  youTubeUrl: null,
  linkedInUrl: null,
  twitterUrl: null,
  facebookUrl: null,
  instagramUrl: null,
  whatsAppUrl: null,
  // The membership (and a company administration) belonged to the person who left; their
  // company's figures no longer count this profile's evaluations.
  companyId: null,
  companyLinkState: "unlinked",
  // Agreements are the account's; whoever reclaims the profile agrees again.
  acceptsPrivacyPolicy: false,
  termsAndConditions: false,
} as const satisfies Prisma.ConsultantUncheckedUpdateInput;
