// Review invitations: what the dashboard form sends and what the API answers. Safe for the browser.
import { z } from "zod";
import { locales } from "@/lib/i18n/routing";
import { tooLong } from "@/lib/validation-messages";
import { INVITATION_LIMITS } from "./limits";

const REQUIRED = "validation.required";

export const inviteSchema = z.strictObject({
  /** One address, a pasted list (one per line) or the text of a CSV file: address, optional name and language. */
  recipients: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(INVITATION_LIMITS.maxTextLength, tooLong),
  /** The language of lines that name none. */
  locale: z.enum(locales, { error: REQUIRED }),
  /** Only show what would be sent: nothing is stored or mailed. */
  dryRun: z.boolean().optional().default(false),
});

/** Why a line is not sent. */
const REFUSALS = ["invalid", "duplicate", "disposable", "unsubscribed", "alreadyInvited", "overDailyCap", "overSendLimit"] as const;
export type Refusal = (typeof REFUSALS)[number];

const INVITATION_STATUSES = ["queued", "sent", "reminded", "rated", "bounced", "unsubscribed"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

const invitationLineSchema = z.object({
  line: z.number().int().positive(),
  input: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  locale: z.enum(locales),
  accepted: z.boolean(),
  refusal: z.enum(REFUSALS).nullable(),
});
export type InvitationLine = z.infer<typeof invitationLineSchema>;

export const inviteResponseSchema = z.object({
  dryRun: z.boolean(),
  lines: z.array(invitationLineSchema),
  accepted: z.number().int(),
  refused: z.number().int(),
  /** Invitations stored and queued (0 for a dry run). */
  sent: z.number().int(),
  remainingToday: z.number().int(),
});
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  locale: z.enum(locales),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
  remindedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListResponseSchema = z.object({
  items: z.array(invitationSchema),
  sentToday: z.number().int(),
  dailyCap: z.number().int(),
});

export const unsubscribeQuerySchema = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[\w-]+$/),
});
