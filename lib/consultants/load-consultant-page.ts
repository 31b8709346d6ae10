// Loads the consultant page once per request (React cache): generateMetadata and the page share it.
import "server-only";
import { cache } from "react";
import { ANONYMOUS } from "@/lib/auth/actor";
import { getConsultant } from "./get-consultant";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { profileDisplay } from "./profile-display";
import { consultantSlug } from "./format";
import { mergedInto } from "./merge-consultants";

export type ConsultantPageData =
  | { kind: "found"; consultant: Extract<Awaited<ReturnType<typeof getConsultant>>, { view: "public" }> }
  | { kind: "disabled" }
  /** Merged into another profile by an administrator: its address redirects there for good. */
  | { kind: "merged"; survivorSlug: string }
  | { kind: "missing" };

export const loadConsultantPage = cache(async (id: number): Promise<ConsultantPageData> => {
  try {
    const view = await getConsultant(ANONYMOUS, id);
    // The anonymous actor always gets the public projection; the check narrows the type.
    if (view.view !== "public") return { kind: "missing" };
    return { kind: "found", consultant: view };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "not_found") throw error;
    // Disabled profiles redirect home (docs/product-rules.md#consultant-states); unknown ids are a 404.
    const row = await db().consultant.findUnique({ where: { id }, select: { state: true } });
    if (row) return profileDisplay(row.state).reachable ? { kind: "missing" } : { kind: "disabled" };
    const survivorId = await mergedInto(db(), id);
    const survivor =
      survivorId === null ? null : await db().consultant.findUnique({ where: { id: survivorId }, select: { id: true, givenName: true, familyName: true } });
    return survivor ? { kind: "merged", survivorSlug: consultantSlug(survivor) } : { kind: "missing" };
  }
});
