// POST /api/email: what the public forms may ask us to send. Safe for the browser: the forms
// validate with these objects (zodResolver) and the route parses with the same ones.
// No open relay: the client names a purpose and a target (a consultant or company id, or one of
// our own mailboxes), never a recipient address. Unknown fields such as "to" are rejected.
import { z } from "zod";
import { MAX_RECORD_ID } from "@/lib/http/record-id";
import { locales } from "@/lib/i18n/routing";
import { FEEDBACK_TOPICS } from "./feedback-topics";
import { EMAIL_LIMITS } from "./limits";
import { tooLong } from "@/lib/validation-messages";

const REQUIRED = "validation.required";
const EMAIL = "validation.email";

const requiredText = (max: number) => z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(max, tooLong);

const optionalText = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .max(max, tooLong)
    .optional()
    // Forms send "" for an empty optional field.
    .transform((v) => (v ? v : undefined));

const emailAddress = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .max(254, tooLong)
  .pipe(z.email({ error: EMAIL }));

const optionalEmail = z
  .union([z.literal(""), emailAddress], { error: EMAIL })
  .optional()
  .transform((v) => (v ? v : undefined));

const accepted = z.literal(true, { error: REQUIRED });
const recordId = z.number({ error: REQUIRED }).int({ error: REQUIRED }).positive({ error: REQUIRED }).max(MAX_RECORD_ID);

export { FEEDBACK_TOPICS, type FeedbackTopic } from "./feedback-topics";
export { EMAIL_LIMITS } from "./limits";

/** The page's language: the language of the confirmation and of e-mails to the sender's side. */
const locale = z.enum(locales).optional();

export const feedbackRequestSchema = z.strictObject({
  purpose: z.literal("feedback"),
  locale,
  topic: z.enum(FEEDBACK_TOPICS, { error: REQUIRED }),
  comment: requiredText(EMAIL_LIMITS.comment),
  privacyAgreement: accepted,
});

const contactFields = {
  locale,
  name: requiredText(EMAIL_LIMITS.name),
  email: emailAddress,
  text: requiredText(EMAIL_LIMITS.contactText),
};

export const contactConsultantRequestSchema = z.strictObject({
  purpose: z.literal("contactConsultant"),
  consultantId: recordId,
  ...contactFields,
});

export const contactCompanyRequestSchema = z.strictObject({
  purpose: z.literal("contactCompany"),
  companyId: recordId,
  ...contactFields,
});

export const contactTeamRequestSchema = z.strictObject({
  purpose: z.literal("contactTeam"),
  ...contactFields,
});

export const inviteConsultantRequestSchema = z.strictObject({
  purpose: z.literal("inviteConsultant"),
  locale,
  name: requiredText(EMAIL_LIMITS.name),
  email: emailAddress,
  consultantName: requiredText(EMAIL_LIMITS.name),
  consultantEmail: emailAddress,
  consent: accepted,
});

export const inviteCompanyRequestSchema = z.strictObject({
  purpose: z.literal("inviteCompany"),
  locale,
  name: requiredText(EMAIL_LIMITS.name),
  email: emailAddress,
  companyName: requiredText(EMAIL_LIMITS.name),
  companyEmail: emailAddress,
  contactName: optionalText(EMAIL_LIMITS.name),
  contactEmail: optionalEmail,
  contactPhone: optionalText(EMAIL_LIMITS.phone),
  privacyConsent: accepted,
});

export const corporateRequestSchema = z.strictObject({
  purpose: z.literal("corporateRequest"),
  locale,
  givenName: requiredText(100),
  familyName: requiredText(100),
  company: requiredText(EMAIL_LIMITS.name),
  email: emailAddress,
  phone: requiredText(EMAIL_LIMITS.phone),
  consultantsCount: z.coerce.number({ error: REQUIRED }).int({ error: REQUIRED }).min(1, { error: REQUIRED }).max(100_000),
  language: requiredText(50),
  comment: optionalText(EMAIL_LIMITS.comment),
  privacyPolicyAndTermsAndConditions: accepted,
});

export const emailRequestSchema = z.discriminatedUnion("purpose", [
  feedbackRequestSchema,
  contactConsultantRequestSchema,
  contactCompanyRequestSchema,
  contactTeamRequestSchema,
  inviteConsultantRequestSchema,
  inviteCompanyRequestSchema,
  corporateRequestSchema,
]);

export type EmailRequest = z.infer<typeof emailRequestSchema>;
export type EmailRequestInput = z.input<typeof emailRequestSchema>;
export type EmailPurpose = EmailRequest["purpose"];
