// What a consultant profile shows, by its state (docs/product-rules.md#what-a-profile-shows): the one
// place that decides it. The page, GET /api/consultant/{id}, the seal, JSON-LD, the sitemap, compare,
// search and every card ask here (or the SQL of profile-display-sql.ts, derived from the same
// table); none restates it. Browser-safe, no clock, no database.
//
// A deleted account's profile is `unclaimed` with its evaluations kept
// (docs/product-rules.md#nothing-erasable-by-the-rated), so it shows exactly what an unclaimed one shows.

export type ProfileState = "unclaimed" | "active" | "disabled";

export const PROFILE_STATES: readonly ProfileState[] = ["unclaimed", "active", "disabled"];

export type ProfileDisplay = {
  /** The page answers (else it redirects home) and the API and seal answer to anybody. */
  reachable: boolean;
  /** Found by search, lists, compare and the sitemap. */
  listed: boolean;
  /** Rating, count, stars, reviews, seal figures, JSON-LD ratings: the evaluations are public. */
  figures: boolean;
  /** What the owner wrote and the contact details on file: public only once somebody claimed it. */
  details: boolean;
  /** The "this is me" invitation to claim it. */
  claimable: boolean;
};

const DISPLAY: Record<ProfileState, ProfileDisplay> = {
  active: { reachable: true, listed: true, figures: true, details: true, claimable: false },
  // Nobody answers for it: name, place, company and topics only; its evaluations count nowhere public.
  unclaimed: { reachable: true, listed: true, figures: false, details: false, claimable: true },
  // Switched off by its owner or staff: gone from the public, nothing deleted.
  disabled: { reachable: false, listed: false, figures: false, details: false, claimable: false },
};

export function profileDisplay(state: ProfileState): ProfileDisplay {
  return DISPLAY[state];
}

export type ShownFigures = { average: number; count: number };

/** The rating a visitor may see: null when the profile shows no figures at all (not "0 ratings"). */
export function shownFigures(state: ProfileState, average: number | { toString(): string }, count: number): ShownFigures | null {
  return profileDisplay(state).figures ? { average: Number(average), count } : null;
}

/** The states for which `pick` holds, for queries (Prisma `in`, SQL). */
export function statesWhere(pick: (display: ProfileDisplay) => boolean): ProfileState[] {
  return PROFILE_STATES.filter((s) => pick(profileDisplay(s)));
}
