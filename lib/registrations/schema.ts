// Register badges (issue 19, item 4): which public registers a platform administrator checked for a
// consultant. Browser-safe: the administration's editor and the API routes parse with these schemas.
import { z } from "zod";
import { requiredText } from "@/lib/text-fields";
import { recordIdParam } from "@/lib/http/record-id";
import { swissDate } from "@/lib/format";
import { tooLong } from "@/lib/validation-messages";

/** Only registered consultants: a checkbox or chip of a GET form ("on"), or a client's true/1; absent is false. */
export const registeredFilter = z.stringbool({ truthy: ["true", "1", "on"], falsy: ["false", "0", "off", ""] }).default(false);

/** In the order the profile lists them: the adviser register first, memberships last. */
export const REGISTER_KINDS = ["fidlegAdviser", "insuranceIntermediary", "finmaLicence", "ombudsman", "selfRegulatoryOrganisation"] as const;
export type RegisterKind = (typeof REGISTER_KINDS)[number];

/** The earliest check date accepted: FinSA's client adviser register opened in 2020, but older licences exist. */
const EARLIEST_CHECK = "2000-01-01";

export const registerBadgeSchema = z
  .object({
    kind: z.enum(REGISTER_KINDS, "validation.required"),
    identifier: requiredText(100),
    registrar: z
      .string()
      .trim()
      .max(200, tooLong)
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    checkedOn: z.iso
      .date("validation.date")
      .refine((d) => d >= EARLIEST_CHECK, "validation.date")
      // The day a register was checked cannot lie ahead; a day of slack for a client clock ahead of Zurich.
      .refine((d) => d <= swissDate(new Date(Date.now() + 86_400_000)), "validation.checkedInFuture"),
  })
  .strict();

export type RegisterBadgeData = z.output<typeof registerBadgeSchema>;

export const registerBadgeParams = z.object({
  id: recordIdParam,
  registrationId: recordIdParam,
});

/** What everybody sees of a badge (profile, public API). */
export type PublicRegistration = { kind: RegisterKind; identifier: string; registrar: string | null; checkedOn: string };

/** What platform administrators see besides: the record's id and who checked it. */
export type AdminRegistration = PublicRegistration & { id: number; checkedByEmail: string; updatedAt: string };
