// Sales agents (spec sections 3 and 5; decisions.md: stored with their own API). Browser-safe.
import { z } from "zod";
import { HONORIFICS } from "@/lib/honorifics";
import { listParam, pagingSchema } from "@/lib/http/pagination";
import { postalCodeSchema } from "@/lib/search/schema";
import { recordNumberPattern } from "@/lib/records/record-number";
import { tooLong } from "@/lib/validation-messages";

const required = (max: number) => z.string().trim().min(1, "validation.required").max(max, tooLong);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));
const date = z.iso.date("validation.date");

export const salesAgentSchema = z
  .object({
    // One format for every agent, seeded or added by staff (lib/records/record-number.ts).
    number: z.string().trim().toUpperCase().regex(recordNumberPattern("salesAgent"), "validation.salesAgentNumber").max(20, tooLong),
    companyName: optional(200),
    salutation: z.enum(HONORIFICS),
    title: optional(100),
    givenName: required(100),
    middleNames: optional(100),
    familyName: required(100),
    dateOfBirth: date,
    placeOfBirth: optional(100),
    dateOfJoining: date,
    streetName: required(200),
    streetNumber: required(20),
    postalCode: postalCodeSchema,
    city: required(100),
    email: z.email("validation.email").max(254),
    phone: optional(40),
    phoneCellular: optional(40),
    commissionLevelId: z.number().int().min(1).max(5),
  })
  .strict();

export type SalesAgentInput = z.input<typeof salesAgentSchema>;
export type SalesAgentData = z.output<typeof salesAgentSchema>;

export const salesAgentListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  postalCodes: listParam(postalCodeSchema).pipe(z.array(z.string()).max(100)),
  ...pagingSchema([5, 10, 30, 50, 100, "all"], 50),
});
export type SalesAgentListQuery = z.output<typeof salesAgentListQuerySchema>;
