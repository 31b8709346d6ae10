// The consultant body of PUT/POST /api/consultant (docs/product-rules.md#validation-limits), shared by the profile and
// administration forms. Browser-safe. Unknown fields are refused (.strict()): no mass assignment.
import { z } from "zod";
import { recordId, recordIdParam } from "@/lib/http/record-id";
import { CANTONS } from "@/lib/geo/cantons";
import { HONORIFICS } from "@/lib/honorifics";
import { listParam, pagingSchema } from "@/lib/http/pagination";
import { registeredFilter } from "@/lib/registrations/schema";
import { normalizeTags } from "./tags";
import { postalCodeSchema } from "@/lib/text-fields";
import { SPOKEN_LANGUAGES } from "./languages";
import { addressFields, optionalText, optionalUrl, requiredText } from "@/lib/text-fields";
import { tooLong } from "@/lib/validation-messages";

export const CONSULTANT_STATES = ["unclaimed", "active", "disabled"] as const;
export const COMPANY_LINK_STATES = ["unlinked", "requestedByConsultant", "requestedByCompany", "accepted", "administrator"] as const;

/** Stays undefined when absent (the service must tell "not sent" from "cleared"). */
const presentOnly = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

export const consultantSchema = z
  .object({
    honorific: z.enum(HONORIFICS),
    title: optionalText(100),
    givenName: requiredText(100),
    familyName: requiredText(100),
    ...addressFields,
    canton: z.enum(CANTONS),
    country: z.literal("ch").default("ch"),
    publicEmail: z.email("validation.email").max(254),
    phoneCellular: optionalText(40),
    websiteUrl: optionalUrl,
    youTubeUrl: optionalUrl,
    linkedInUrl: optionalUrl,
    twitterUrl: optionalUrl,
    facebookUrl: optionalUrl,
    instagramUrl: optionalUrl,
    whatsAppUrl: optionalUrl,
    introduction: optionalText(1000),
    tags: z.array(z.string().max(50, tooLong)).max(50).default([]).transform(normalizeTags),
    qualifications: z.array(z.string().trim().min(1).max(200, tooLong)).max(30).default([]),
    consultingTopicIds: z.array(recordId).min(1, "validation.topicRequired").max(50),
    languages: z.array(z.enum(SPOKEN_LANGUAGES)).min(1, "validation.languageRequired").max(18),
    photoAttachmentId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    acceptsPrivacyPolicy: z.boolean().optional(),
    termsAndConditions: z.boolean().optional(),
    // Administrators only (the service refuses them from anybody else).
    email: z.email("validation.email").max(254).nullish(),
    state: z.enum(CONSULTANT_STATES).optional(),
    companyId: recordId.nullish(),
    companyLinkState: z.enum(COMPANY_LINK_STATES).optional(),
    // Staff creating a profile (POST only): the probable duplicates they were shown and still want a
    // new profile beside (docs/product-rules.md#one-person-one-profile). Ignored everywhere else.
    acknowledgedDuplicateIds: z.array(recordId).max(10).optional(),
    // Platform administrators only: the booking widget's credentials.
    calensoToken: presentOnly(200),
    calensoWorkerId: presentOnly(100),
  })
  .strict();

export type ConsultantInput = z.input<typeof consultantSchema>;
export type ConsultantData = z.output<typeof consultantSchema>;

/** Who the consultant is and where to reach them: the registration's first step, and the start of every profile write. */
export const PERSONAL_FIELDS = [
  "honorific",
  "title",
  "givenName",
  "familyName",
  "streetName",
  "streetNumber",
  "postalCode",
  "city",
  "canton",
  "country",
  "publicEmail",
  "phoneCellular",
  "websiteUrl",
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

export const ADMIN_ONLY_FIELDS = ["email", "state", "companyId", "companyLinkState"] as const;
export const BOOKING_FIELDS = ["calensoToken", "calensoWorkerId"] as const;

const CONSULTANT_LIST_SORTS = ["rating", "name", "location"] as const;

export const consultantListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  consultingTopics: listParam(recordIdParam).pipe(z.array(z.number()).max(50)),
  postalCodes: listParam(postalCodeSchema).pipe(z.array(z.string()).max(100)),
  states: listParam(z.enum(CONSULTANT_STATES)),
  /** Only consultants with a register badge ("registered advisers"). */
  registered: registeredFilter,
  sort: z.enum(CONSULTANT_LIST_SORTS).default("rating"),
  ...pagingSchema([5, 10, 25, 30, 50, 100, "all"], 10),
});
export type ConsultantListQuery = z.output<typeof consultantListQuerySchema>;

export const statsQuerySchema = z
  .object({
    start: z.iso.date(),
    end: z.iso.date(),
  })
  .refine((q) => q.start <= q.end, { path: ["end"], message: "validation.endBeforeStart" })
  .refine((q) => Date.parse(q.end) - Date.parse(q.start) <= 5 * 366 * 86_400_000, { path: ["end"], message: "validation.rangeTooLong" });
export type StatsQuery = z.output<typeof statsQuerySchema>;

/** POST /api/consultant/{id}/erase: the administrator types the consultant number as confirmation. */
export const eraseConsultantSchema = z
  .object({ confirmNumber: z.string().trim().min(1, "validation.required").max(20, "admin.consultants.eraseMismatch") })
  .strict();
export type EraseConsultantInput = z.infer<typeof eraseConsultantSchema>;

/** POST /api/consultant/{id}/merge: the profile {id} is merged into the survivor, confirmed by typing the merged profile's number. */
export const mergeConsultantSchema = z
  .object({
    survivorId: recordId,
    confirmNumber: z.string().trim().min(1, "validation.required").max(20, "duplicateProfiles.merge.numberMismatch"),
  })
  .strict();
export type MergeConsultantInput = z.infer<typeof mergeConsultantSchema>;
