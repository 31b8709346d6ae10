// The probable duplicates a 409 problem names (docs/product-rules.md#one-person-one-profile), as the
// server sends them (lib/consultants/find-duplicate-profiles.ts) and the forms read them. Browser-safe.
import type { Problem } from "@/lib/client/call-api";

export const DUPLICATE_SIGNALS = ["nameAndPostalCode", "publicEmail", "phone", "website"] as const;
type DuplicateSignal = (typeof DUPLICATE_SIGNALS)[number];

/** A probable duplicate: public facts only, never an address. */
export type DuplicateCandidate = {
  id: number;
  /** The record number, for administrators only. */
  number?: string;
  formattedName: string;
  postalCode: string;
  city: string;
  state: "unclaimed" | "active" | "disabled";
  /** The public profile page (locale-free path); a disabled profile has none. */
  path: string | null;
  /** Whether registration can lead to claiming it (only an unclaimed profile can be claimed). */
  claimable: boolean;
  matchedOn: DuplicateSignal[];
};

/** The candidates of a "duplicate_profile" problem, or null for any other problem. */
export function duplicatesOf(problem: Problem): DuplicateCandidate[] | null {
  const { code, duplicates } = problem.extensions;
  return code === "duplicate_profile" && Array.isArray(duplicates) ? (duplicates as DuplicateCandidate[]) : null;
}
