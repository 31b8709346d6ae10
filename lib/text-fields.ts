// The text fields of the record forms (consultants, companies, sales agents): trimmed, limited, with
// the message keys the forms translate. Browser-safe.
import { z } from "zod";
import { tooLong } from "@/lib/validation-messages";

/** A Swiss postal code: four digits, not starting with 0. */
export const postalCodeSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{3}$/, "validation.postalCode");

/** A text that must be given: at least one character after trimming, at most `max`. */
export const requiredText = (max: number) => z.string().trim().min(1, "validation.required").max(max, tooLong);

/** A text that may be left out: empty, null or absent all become null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

/** A web address that may be left out; "example.ch" passes (https:// is added when it is shown). */
export const optionalUrl = optionalText(500).refine((v) => v === null || /^(?:https?:\/\/)?\S[^\s.]*\.\S+$/i.test(v), "validation.url");

/** Street, number, postal code and place of a Swiss address, as every record form asks for them. */
export const addressFields = {
  streetName: requiredText(200),
  streetNumber: requiredText(20),
  postalCode: postalCodeSchema,
  city: requiredText(100),
};
