// What the main operations answer, as zod schemas for the OpenAPI document. Objects are open
// (a response may carry more fields than listed): they name what a client may rely on, and
// tests/integration/openapi-responses.test.ts checks the real answers against them.
import { z } from "zod";
import { REGISTER_KINDS } from "@/lib/registrations/schema";

const localized = z.object({ de: z.string(), en: z.string(), fr: z.string(), it: z.string() }).partial();

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.union([z.number().int(), z.literal("all")]),
  });

export const consultantCardResponse = z.object({
  id: z.number().int(),
  number: z.string(),
  slug: z.string(),
  formattedName: z.string(),
  postalCode: z.string(),
  city: z.string(),
  canton: z.string(),
  photoUrl: z.string().nullable(),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  consultingTopicIds: z.array(z.number().int()),
  languages: z.array(z.string()),
  state: z.enum(["unclaimed", "active", "disabled"]),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  /** The registers the platform checked for this consultant (register badges), in the profile's order. */
  registrations: z.array(z.enum(REGISTER_KINDS)),
});

export const companyCardResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logoUrl: z.string().nullable(),
  ratingAverage: z.number(),
});

export const consultingTopicResponse = z.object({
  id: z.number().int(),
  key: z.string(),
  name: localized,
  icon: z.string().nullable(),
  sortOrder: z.number().int(),
  active: z.boolean(),
});

export const postalCodeResponse = z.array(z.object({ postalCode: z.string(), place: z.string(), canton: z.string() }));

export const healthResponse = z.object({
  status: z.enum(["ok", "degraded"]),
  application: z.literal("ok"),
  database: z.object({ status: z.enum(["ok", "unreachable"]), latencyMs: z.number().optional() }),
});

export const submissionResponse = z.object({ id: z.uuid(), editToken: z.string() });

export const verificationCodeResponse = z.object({ code: z.string(), url: z.string() });

export const attachmentResponse = z.object({ id: z.uuid(), fileName: z.string(), mediaType: z.string(), size: z.number().int() });

export const registrationResponse = z.object({
  kind: z.enum(REGISTER_KINDS),
  identifier: z.string(),
  registrar: z.string().nullable(),
  checkedOn: z.iso.date(),
});

/** A badge as platform administrators see it: its id, and who recorded the check. */
export const adminRegistrationResponse = registrationResponse.extend({ id: z.number().int(), checkedByEmail: z.string(), updatedAt: z.iso.datetime({ offset: true }) });
