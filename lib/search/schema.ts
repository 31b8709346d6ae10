// Search options (docs/product-rules.md#search-and-lists), parsed from URLSearchParams-friendly input. Browser-safe:
// the search forms validate with the same schema that GET /api/search and the pages use.
import { z } from "zod";
import { recordIdParam } from "@/lib/http/record-id";
import { CANTONS } from "@/lib/geo/cantons";
import { SPOKEN_LANGUAGES } from "@/lib/consultants/languages";
import { listParam, pagingSchema } from "@/lib/http/pagination";
import { tooLong } from "@/lib/validation-messages";
import type { ConsultantCard } from "@/lib/consultants/card";
import { normalizeTags } from "@/lib/consultants/tags";
import { registeredFilter } from "@/lib/registrations/schema";

const SEARCH_TYPES = ["perimeter", "name", "canton"] as const;
export const PERIMETERS_KM = [5, 10, 20, 30, 40, 50] as const;
export const RATING_COUNT_FILTERS = [0, 50, 100, 200, 500, 1000] as const;
const SEARCH_SORTS = ["rating", "name", "location"] as const;
const SEARCH_PAGE_SIZES = [5, 10, 30, 50, 100, "all"] as const;

/**
 * The perimeter search's location: a postal code ("8001", "8001 Zürich") or a place name of the
 * gazetteer ("Lausanne", "zurich", "Basel (BS)"), resolved by lib/search/places.ts.
 */
const searchLocationSchema = z
  .string()
  .trim()
  .min(1, "validation.required")
  .max(100, tooLong)
  .regex(/^[\p{L}\p{N}][\p{L}\p{M}\p{N} .,'’()/-]*$/u, "validation.postalCodeOrPlace")
  // No place name starts with a digit: digits first are a postal code, and must be a valid one.
  .refine((text) => !/^\d/.test(text) || /^[1-9]\d{3}(?:\s|$)/.test(text), "validation.postalCode");

/** What the location field shows for a chosen place, and what the server reads back: "Basel (BS)". */
export function placeLabel(g: { place: string; canton: string }): string {
  return `${g.place} (${g.canton})`;
}

const oneOfNumbers = <T extends readonly number[]>(values: T, fallback: T[number]) =>
  z.coerce
    .number()
    .refine((v) => (values as readonly number[]).includes(v), { message: `must be one of ${values.join(", ")}` })
    .default(fallback);

export const searchQuerySchema = z
  .object({
    type: z.enum(SEARCH_TYPES).default("perimeter"),
    postalCode: searchLocationSchema.optional(),
    perimeter: oneOfNumbers(PERIMETERS_KM, 50),
    consultingTopics: listParam(recordIdParam).pipe(z.array(z.number()).max(50)),
    languages: listParam(z.enum(SPOKEN_LANGUAGES)),
    ratingCount: oneOfNumbers(RATING_COUNT_FILTERS, 0),
    tags: listParam(z.string().max(50)).pipe(z.array(z.string()).max(20)).transform(normalizeTags),
    name: z.string().trim().min(1, "validation.required").max(100).optional(),
    canton: z.enum(CANTONS).optional(),
    /** Only consultants with at least one register badge ("registered advisers"). */
    registered: registeredFilter,
    sort: z.enum(SEARCH_SORTS).default("rating"),
    ...pagingSchema(SEARCH_PAGE_SIZES, 10),
  })
  // Runs even when other fields failed, so that the 422 lists every issue at once.
  .superRefine(
    (q, ctx) => {
      if (q.type === "perimeter" && !q.postalCode) ctx.addIssue({ code: "custom", path: ["postalCode"], message: "validation.required" });
      if (q.type === "name" && !q.name) ctx.addIssue({ code: "custom", path: ["name"], message: "validation.required" });
      if (q.type === "canton" && !q.canton) ctx.addIssue({ code: "custom", path: ["canton"], message: "validation.required" });
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );

export type SearchQuery = z.output<typeof searchQuerySchema>;

export type SearchCenter = { postalCode: string; place: string; latitude: number; longitude: number };

export type SearchResult = {
  items: ConsultantCard[];
  total: number;
  page: number;
  pageSize: number | "all";
  center: SearchCenter | null;
  /** A place name several places share ("Basel"): the places to choose from, and no results yet. */
  choices?: PlaceChoice[];
};

/** One place of the gazetteer, offered when a typed name is ambiguous; `label` goes back into the field. */
export type PlaceChoice = { place: string; canton: string; postalCode: string; postalCodeCount: number; label: string };

/**
 * An autocomplete entry: a postal code with its place for digits, or a place (with all its postal
 * codes, `postalCodeCount`, and the lowest as `postalCode`) for a name; `label` goes into the field.
 */
export type PostalCodeSuggestion = { postalCode: string; place: string; canton: string; postalCodeCount?: number; label: string };
