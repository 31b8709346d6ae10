// The company body of POST/PUT /api/company (docs/product-rules.md#validation-limits) and the list queries. Browser-safe.
import { z } from "zod";
import { COMPANY_LINK_STATES } from "@/lib/consultants/schema";
import { listParam, pagingSchema } from "@/lib/http/pagination";
import { postalCodeSchema } from "@/lib/text-fields";
import { CANTONS } from "@/lib/geo/cantons";
import { addressFields, optionalText, optionalUrl, requiredText } from "@/lib/text-fields";

export const companySchema = z
  .object({
    name: requiredText(200),
    ...addressFields,
    canton: z.enum(CANTONS),
    country: z.literal("ch").default("ch"),
    email: z.email("validation.email").max(254),
    phone: optionalText(40),
    introduction: optionalText(1000),
    logoAttachmentId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    websiteUrl: optionalUrl,
    linkedInUrl: optionalUrl,
    twitterUrl: optionalUrl,
    facebookUrl: optionalUrl,
    instagramUrl: optionalUrl,
    whatsAppUrl: optionalUrl,
  })
  .strict();

export type CompanyInput = z.input<typeof companySchema>;
export type CompanyData = z.output<typeof companySchema>;

const COMPANY_SORTS = ["rating", "name"] as const;

export const companyListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  postalCodes: listParam(postalCodeSchema).pipe(z.array(z.string()).max(100)),
  sort: z.enum(COMPANY_SORTS).default("rating"),
  ...pagingSchema([5, 10, 25, 30, 50, 100, "all"], 10),
});
export type CompanyListQuery = z.output<typeof companyListQuerySchema>;

/** POST /api/company/{id}/consultant/{consultantId}: the link state to move to. */
export const companyLinkSchema = z.object({ companyLinkState: z.enum(COMPANY_LINK_STATES).exclude(["unlinked"]) }).strict();

export type CompanyCard = {
  id: number;
  number: string;
  slug: string;
  name: string;
  streetName: string;
  streetNumber: string;
  postalCode: string;
  city: string;
  canton: string;
  logoUrl: string | null;
  ratingAverage: number;
  ratingCount: number;
  memberCount: number;
};
