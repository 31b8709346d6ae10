// The reviewer's page behind the mailed link (/evaluation/{id}/dispute/{token}, docs/product-rules.md#disputes):
// what it shows, or null for any address that names no dispute of theirs (the page answers 404).
import "server-only";
import { nullIfNotFound } from "@/lib/errors";
import { getDisputeForReviewer, type ReviewerDispute } from "./read-dispute";

export type DisputeAnswerPage = ReviewerDispute & { /** The token as mailed, for the answer form. */ token: string };

export async function loadDisputeAnswerPage(evaluationId: string, tokenSegment: string): Promise<DisputeAnswerPage | null> {
  let token: string;
  try {
    token = decodeURIComponent(tokenSegment);
  } catch {
    return null; // "%zz" is no token we mailed
  }
  const dispute = await nullIfNotFound(getDisputeForReviewer(evaluationId, token));
  return dispute && { ...dispute, token };
}
