// Sales agents, stored with their own API (docs/product-rules.md#administration, #validation-limits). Browser-safe.
import { z } from "zod";
import { HONORIFICS } from "@/lib/honorifics";
import { listParam, pagingSchema } from "@/lib/http/pagination";
import { postalCodeSchema } from "@/lib/text-fields";
import { recordNumberPattern } from "@/lib/records/record-number";
import { addressFields, optionalText, requiredText } from "@/lib/text-fields";
import { tooLong } from "@/lib/validation-messages";

const date = z.iso.date("validation.date");

export const salesAgentSchema = z
  .object({
    // One format for every agent, seeded or added by staff (lib/records/record-number.ts).
    number: z.string().trim().toUpperCase().regex(recordNumberPattern("salesAgent"), "validation.salesAgentNumber").max(20, tooLong),
    companyName: optionalText(200),
    salutation: z.enum(HONORIFICS),
    title: optionalText(100),
    givenName: requiredText(100),
    middleNames: optionalText(100),
    familyName: requiredText(100),
    dateOfBirth: date,
    placeOfBirth: optionalText(100),
    dateOfJoining: date,
    ...addressFields,
    email: z.email("validation.email").max(254),
    phone: optionalText(40),
    phoneCellular: optionalText(40),
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
