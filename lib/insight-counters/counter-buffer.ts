// The short buffer in front of the insight counters, for events that come in bursts (profile views,
// clicks, seal loads): they are summed here per consultant, day and kind, and written every second
// (or at MAX_EVENTS) by ONE upsert for everything pending. A burst of 1,000 views of one profile costs
// the database one statement, not 1,000.
//
// Why memory is acceptable here although nothing requests share may live in one process
// (docs/architecture.md#insight-counters): what is buffered is not shared state that another server
// must see (a rate limit, a session), only additions waiting to be written. Each app server keeps its
// own buffer and adds its own sums; the database's upsert (n = n + excluded.n) adds them up, so any
// number of servers count exactly. The price: a process that crashes loses at most the last second of
// views. A graceful stop (SIGTERM, scripts/serve.ts) flushes first, through FLUSH_HOOK: the server script
// and the route bundles are separate module instances, so the hook lives on globalThis.
import "server-only";
import { db as appDb } from "@/lib/db/client";
import { swissDate } from "@/lib/format";
import type { InsightDb } from "./count-event";
import type { InsightKind } from "@/lib/db/generated/enums";

const FLUSH_MS = 1000;
/** The flush interval; INSIGHTS_FLUSH_MS lets a test hold the buffer until it flushes itself. */
const flushMs = () => Number(process.env.INSIGHTS_FLUSH_MS) || FLUSH_MS;
/** Write early when this many events wait, so a burst never builds a large statement. */
const MAX_EVENTS = 5000;
/** Distinct (consultant, day, kind) keys kept when writes fail, so a database outage cannot grow memory without bound. */
const MAX_KEYS = 50_000;

const pending = new Map<string, number>();
let pendingEvents = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

/** The global name scripts/serve.ts awaits before it exits. */
const FLUSH_HOOK = "__beraterwahlFlushInsights";

/** Counts one event; it reaches the database with the next flush (at most FLUSH_MS later). */
export function bufferInsightEvent(consultantId: number, kind: InsightKind, now: Date = new Date()): void {
  const key = `${consultantId}|${swissDate(now)}|${kind}`;
  if (!pending.has(key) && pending.size >= MAX_KEYS) return;
  pending.set(key, (pending.get(key) ?? 0) + 1);
  pendingEvents += 1;
  (globalThis as Record<string, unknown>)[FLUSH_HOOK] ??= () => flushInsightCounters();
  if (pendingEvents >= MAX_EVENTS) void flushInsightCounters();
  else if (!timer) {
    timer = setTimeout(() => void flushInsightCounters(), flushMs());
    timer.unref?.();
  }
}

/**
 * Writes everything pending with one statement and returns how many events it wrote. Tests call it to
 * make the counters exact; production calls it from the timer. A failed write puts the sums back for
 * the next flush.
 */
export async function flushInsightCounters(db: InsightDb = appDb()): Promise<number> {
  if (timer) clearTimeout(timer);
  timer = null;
  if (pending.size === 0) return 0;
  const batch = [...pending];
  const events = pendingEvents;
  pending.clear();
  pendingEvents = 0;
  const ids: number[] = [];
  const days: string[] = [];
  const kinds: string[] = [];
  const counts: number[] = [];
  for (const [key, n] of batch) {
    const [id, day, kind] = key.split("|") as [string, string, string];
    ids.push(Number(id));
    days.push(day);
    kinds.push(kind);
    counts.push(n);
  }
  try {
    // The join drops ids of consultants that do not exist (any more): a beacon names any id it likes.
    await db.$executeRaw`
      INSERT INTO "InsightCounter" ("consultantId", "day", "kind", "n")
      SELECT c."id", u.day, u.kind::"InsightKind", u.n
      FROM unnest(${ids}::int[], ${days}::date[], ${kinds}::text[], ${counts}::int[]) AS u(id, day, kind, n)
      JOIN "Consultant" AS c ON c."id" = u.id
      ON CONFLICT ("consultantId", "day", "kind") DO UPDATE SET "n" = "InsightCounter"."n" + excluded."n"`;
    return events;
  } catch (error) {
    console.warn(`[insights] writing ${events} counted events failed; kept for the next flush`, error instanceof Error ? error.message : error);
    for (const [key, n] of batch) {
      if (!pending.has(key) && pending.size >= MAX_KEYS) continue;
      pending.set(key, (pending.get(key) ?? 0) + n);
      pendingEvents += n;
    }
    if (!timer) {
      timer = setTimeout(() => void flushInsightCounters(), flushMs());
      timer.unref?.();
    }
    return 0;
  }
}
