// What a reader can narrow a consultant's published reviews to, and in which order they come
// (issue 19, item 6). Browser-safe: the reviews page, the "show more" action and the public API
// read the same fields, so a filter in a link, in a "show more" request and in an API call means
// the same thing.
//
// - stars: the overall rating rounded to whole stars, as a reader sees it on the card (4.9 shows
//   five stars, so it is a 5): 5 means 4.50 to 5.00, 4 means 3.50 to 4.49, 1 means 1.00 to 1.49
//   (starBucket and starRange below).
// - evidence: mandate (a one-time code the consultant issued), administrator (checked by the
//   platform), none (neither: the ✓ "verified" mark is missing). docs/product-rules.md#evidence-and-the-verified-mark.
// - language: the language the customer wrote in.
// - withComment: only reviews with a written comment.
// - sort: newest (default), highest, lowest.
import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { EVALUATION_LANGUAGES } from "./form-options";

export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export const REVIEW_EVIDENCE = ["mandate", "administrator", "none"] as const;
/** The distribution's rows, best first. */
export const STAR_BUCKETS = [5, 4, 3, 2, 1] as const;

export type ReviewSort = (typeof REVIEW_SORTS)[number];
type ReviewEvidence = (typeof REVIEW_EVIDENCE)[number];
type ReviewLanguage = (typeof EVALUATION_LANGUAGES)[number];

export type ReviewFilter = {
  stars?: number;
  evidence?: ReviewEvidence;
  language?: ReviewLanguage;
  withComment?: boolean;
};

export type ReviewQuery = ReviewFilter & { sort: ReviewSort };

/** The whole-star bucket of an overall rating (1.00..5.00), rounded half up: 4.49 is a 4, 4.5 a 5. */
export function starBucket(overallRating: number): number {
  return Math.min(5, Math.max(1, Math.floor(overallRating + 0.5)));
}

/** The overall ratings of a bucket: from `gte` (inclusive) to `lt` (exclusive). */
export function starRange(stars: number): { gte: number; lt: number } {
  return { gte: stars - 0.5, lt: stars + 0.5 };
}

// A query string says 1/true/0/false; a caller that already parsed it (the service parses again) passes the boolean.
const flag = z.union([z.boolean(), z.enum(["1", "true", "0", "false"]).transform((v) => v === "1" || v === "true")]);

/** The filter fields, strict: the API answers 400 with every bad parameter. */
export const reviewFilterFields = {
  stars: z.coerce.number().int().min(1).max(5).optional(),
  evidence: z.enum(REVIEW_EVIDENCE).optional(),
  language: z.enum(EVALUATION_LANGUAGES).optional(),
  withComment: flag.optional(),
};

const one = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (Array.isArray(v) ? v[0] : v), schema);

/**
 * The reviews page's query string, lenient: a hand-edited or outdated link shows the reviews with
 * that one filter dropped, never an error page (repeated keys take the first value).
 */
export const reviewPageQuerySchema = z.object({
  stars: one(reviewFilterFields.stars).catch(undefined),
  evidence: one(reviewFilterFields.evidence).catch(undefined),
  language: one(reviewFilterFields.language).catch(undefined),
  withComment: one(reviewFilterFields.withComment).catch(undefined),
  sort: one(z.enum(REVIEW_SORTS)).catch("newest").default("newest"),
});

/** The "show more" request of the reviews page: the same fields, strict, and the page to load. */
export const moreReviewsSchema = z.object({
  consultantId: recordId,
  // Pages of EVALUATIONS_STEP reviews: page 1 is already on the page.
  page: z.number().int().min(2).max(10_000),
  stars: z.number().int().min(1).max(5).optional(),
  evidence: z.enum(REVIEW_EVIDENCE).optional(),
  language: z.enum(EVALUATION_LANGUAGES).optional(),
  withComment: z.boolean().optional(),
  sort: z.enum(REVIEW_SORTS).default("newest"),
});

export function hasFilter(f: ReviewFilter): boolean {
  return f.stars !== undefined || f.evidence !== undefined || f.language !== undefined || f.withComment === true;
}

/** The query string of a reviews link (defaults left out, so that each view has one URL). */
export function reviewSearchParams(q: Partial<ReviewQuery>): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.stars !== undefined) out.stars = String(q.stars);
  if (q.evidence) out.evidence = q.evidence;
  if (q.language) out.language = q.language;
  if (q.withComment) out.withComment = "1";
  if (q.sort && q.sort !== "newest") out.sort = q.sort;
  return out;
}
