// An interactive transaction that cannot get a connection in time, or runs past its timeout, means the
// server is too busy right now: the client gets 503 with Retry-After and may try again, never a 500
// (seen as 4 × 500 in npm run bench:load before). A transaction misused by our own code stays a 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrismaClient, type Db } from "@/lib/db/create-client";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { problemResponse } from "@/lib/http/problem";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

let database: TestDatabase;
let onePool: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  onePool = createPrismaClient(database.url, 1);
});
afterAll(async () => {
  await onePool.$disconnect();
  await database.drop();
});

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  return run().then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error,
  );
}

describe("busy transactions", () => {
  it("one that runs past its timeout answers 503", async () => {
    const error = await failureOf(() =>
      onePool.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT pg_sleep(0.3)::text`;
          await tx.$queryRaw`SELECT 1`;
        },
        { timeout: 100 },
      ),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    const response = problemResponse(error, new Request("http://localhost/api/evaluation", { method: "POST" }), "req-1");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
  });

  it("one that cannot get a connection within maxWait answers 503", async () => {
    // The pool's only connection is taken once the holder's transaction has begun.
    let began!: () => void;
    const holding = new Promise<void>((resolve) => (began = resolve));
    const holder = onePool.$transaction(
      async (tx) => {
        began();
        return tx.$queryRaw`SELECT pg_sleep(0.5)::text`;
      },
      { timeout: 5_000 },
    );
    await holding;
    const error = await failureOf(() => onePool.$transaction(async (tx) => tx.$queryRaw`SELECT 1`, { maxWait: 50 }));
    await holder;
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("a transaction used after it ended is a bug of ours, not a busy server", async () => {
    let leaked: Parameters<Parameters<Db["$transaction"]>[0]>[0] | undefined;
    await onePool.$transaction(async (tx) => {
      leaked = tx;
    });
    const error = await failureOf(() => leaked!.$queryRaw`SELECT 1`);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
