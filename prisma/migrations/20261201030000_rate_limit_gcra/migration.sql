-- Rate limits without window edges (lib/rate-limit/consume-rate-limit.ts). The fixed windows let a
-- client spend a whole budget at the end of one window and another at the start of the next: twice
-- the limit within seconds. Each key now holds one timestamp, its "theoretical arrival time" (GCRA,
-- a token bucket in one column): a request is allowed while "tat" lies less than the window minus one
-- emission interval ahead of now, and moves it one interval further. Bursts stay at the limit, and the
-- budget comes back evenly over the window.
-- The counters are seconds-lived and shared by every app server; their contents need no migration.
DROP TABLE "RateLimitBucket";

CREATE TABLE "RateLimitBucket" (
    "key" VARCHAR(200) NOT NULL,
    "tat" TIMESTAMPTZ(3) NOT NULL,
    "lastAllowed" BOOLEAN NOT NULL DEFAULT true,
    CONSTRAINT "RateLimitBucket_pkey" PRIMARY KEY ("key")
);

-- A bucket whose "tat" has passed is full again, the same as no row: the prune job deletes by it.
CREATE INDEX "RateLimitBucket_tat_idx" ON "RateLimitBucket"("tat");
