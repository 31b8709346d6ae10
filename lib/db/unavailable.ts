// Recognises "the database is not there right now" (down, restarting, failing over, pool exhausted)
// among the errors Prisma and node-postgres throw, so that callers answer 503 with Retry-After
// instead of a 500: the request was fine, the client may simply try again.
// Recognised by shape (name, code, meta), not by class, so that it has no dependency: Next's
// instrumentation hook (instrumentation.ts) calls it synchronously for every failed page.

// Prisma's connection-level error codes: P1001 unreachable, P1002 timed out, P1008 operation timed
// out, P1017 server closed the connection, P2024 timed out waiting for a pooled connection.
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
// P2028 is Prisma's "transaction API error": an interactive transaction that could not start within
// maxWait or ran past its timeout is a server too busy right now; other P2028s are our own bugs.
const TRANSACTION_BUSY = /Unable to start a transaction in the given time|The timeout for this transaction was \d+ ms/i;
// The driver adapter's kinds for the same situations.
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections", "DatabaseDoesNotExist"]);
// PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P03 (admin shutdown, crash
// shutdown, cannot connect now: the server is stopping or starting).
const SQLSTATE = /^(?:08\d{3}|57P0[123])$/;
const NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);
// node-postgres refuses further queries on a client whose socket failed mid-transaction ("… is not
// queryable"); seen when PostgreSQL stops under load (npm run bench:load).
const MESSAGES =
  /Connection terminated|Can't reach database server|the database system is (?:starting up|shutting down)|terminating connection due to administrator command|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const e = error as { code?: unknown; meta?: unknown; cause?: unknown; message?: unknown };
  const name = (error as { name?: unknown }).name;
  if (name === "PrismaClientKnownRequestError" && typeof e.code === "string") {
    if (PRISMA_CODES.has(e.code)) return true;
    if (e.code === "P2028" && typeof e.message === "string" && TRANSACTION_BUSY.test(e.message)) return true;
    const cause = (e.meta as { driverAdapterError?: { cause?: { kind?: string; originalCode?: string } } } | undefined)?.driverAdapterError?.cause;
    if (cause?.kind && ADAPTER_KINDS.has(cause.kind)) return true;
    if (cause?.originalCode && SQLSTATE.test(cause.originalCode)) return true;
  }
  if (name === "PrismaClientInitializationError") return true;
  if (typeof e.code === "string" && (NODE_CODES.has(e.code) || SQLSTATE.test(e.code))) return true;
  if (typeof e.message === "string" && MESSAGES.test(e.message)) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
