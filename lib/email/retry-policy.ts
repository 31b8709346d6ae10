// When a failed delivery is tried again. Pure, so the schedule is unit-tested.
const MINUTE = 60_000;

/** Delay after the n-th failed attempt (1-based): 1 min, 5, 15, 60, 3 h, 6 h, 12 h, then 24 h. */
const BACKOFF_MINUTES = [1, 5, 15, 60, 180, 360, 720, 1440] as const;

/** After this many failed attempts the message is given up (status failed, kept with lastError). */
export const MAX_ATTEMPTS = 10;

export function retryDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), BACKOFF_MINUTES.length) - 1;
  return BACKOFF_MINUTES[index]! * MINUTE;
}

export type FailureOutcome = { status: "pending"; nextAttemptAt: Date } | { status: "failed" };

export function afterFailure(attempts: number, now: Date): FailureOutcome {
  if (attempts >= MAX_ATTEMPTS) return { status: "failed" };
  return { status: "pending", nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) };
}
