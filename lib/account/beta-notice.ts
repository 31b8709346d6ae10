// The beta-ending notice of the profile page (docs/product-rules.md#roles-and-permissions): platform
// administrators see it while the beta phase of the configuration lasts; it disappears once
// BETA_END has passed. The phase is counted in Swiss calendar days, BETA_END included.
import { swissDate } from "@/lib/format";

export type BetaPhase = { start: string; end: string };

/** The notice to show, or null: only to platform administrators, only from BETA_START to BETA_END. */
export function betaEndingNotice(phase: BetaPhase, now: Date, isPlatformAdmin: boolean): { endsOn: string } | null {
  if (!isPlatformAdmin) return null;
  const today = swissDate(now);
  if (today < phase.start || today > phase.end) return null;
  return { endsOn: phase.end };
}
