// The beta-ending notice of the profile page (docs/product-rules.md#roles-and-permissions): platform
// administrators see it while the beta phase of the configuration lasts; it disappears once
// BETA_END has passed. The phase is counted in Swiss calendar days, BETA_END included.

const SWISS_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich", year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day in Switzerland at `instant`, as yyyy-mm-dd (comparable as a string). */
export function swissDate(instant: Date): string {
  return SWISS_DAY.format(instant);
}

export type BetaPhase = { start: string; end: string };

/** The notice to show, or null: only to platform administrators, only from BETA_START to BETA_END. */
export function betaEndingNotice(phase: BetaPhase, now: Date, isPlatformAdmin: boolean): { endsOn: string } | null {
  if (!isPlatformAdmin) return null;
  const today = swissDate(now);
  if (today < phase.start || today > phase.end) return null;
  return { endsOn: phase.end };
}
