// Registration (docs/product-rules.md#account-pages) composed from the consultant body of
// lib/consultants/schema.ts: the stepper validates each step with a slice of the same schema the
// server parses, so the browser and POST /api/account never disagree. Browser-safe.
import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { consultantSchema, PERSONAL_FIELDS, type PersonalField } from "@/lib/consultants/schema";

export { PERSONAL_FIELDS };

const personalDetailsSchema = consultantSchema.pick(Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, true])) as Record<PersonalField, true>);
const topicsStepSchema = consultantSchema.pick({ consultingTopicIds: true });
const languagesStepSchema = consultantSchema.pick({ languages: true });
const agreementsSchema = z.object({
  acceptsPrivacyPolicy: z.literal(true, "validation.mustAccept"),
  termsAndConditions: z.literal(true, "validation.mustAccept"),
});

const INTERFACE_LOCALES = ["de", "en", "fr", "it"] as const;

export const registrationSchema = personalDetailsSchema
  .extend(topicsStepSchema.shape)
  .extend(languagesStepSchema.shape)
  .extend(agreementsSchema.shape)
  .extend({
    /** The unclaimed profile to claim; absent when registering a new profile. */
    claimConsultantId: recordId.nullish(),
    /** Language of the welcome e-mail. */
    locale: z.enum(INTERFACE_LOCALES).default("de"),
  })
  .strict();

export type RegistrationInput = z.input<typeof registrationSchema>;
export type RegistrationData = z.output<typeof registrationSchema>;

export const claimSearchQuerySchema = z.object({ name: z.string().trim().min(1, "validation.required").max(100) });

/** A claim-search hit: only unclaimed profiles, never their e-mail, only whether it is the caller's. */
export type ClaimCandidate = {
  id: number;
  formattedName: string;
  postalCode: string;
  city: string;
  photoUrl: string | null;
  companyName: string | null;
  emailMatches: boolean;
};

export const deleteAccountSchema = z.object({
  /** The caller types their sign-in e-mail: an accidental request cannot erase an account. */
  confirmEmail: z.string().trim().min(1, "validation.required").max(254),
});
