// What the logs may say about an unexpected error: its kind, its codes and where it happened, never
// the values it carries. Database errors quote rows ("Failing row contains (…)") and ORM errors quote
// query arguments; both hold customers' e-mail addresses, names and token hashes, so only the last
// line of each message (the database's own sentence) is kept, and e-mail addresses are masked.
import "server-only";

// A match starts only where a run of address characters starts (the look-behind): starting inside a
// run too would scan it again from every character, quadratic on a long run without "@".
const EMAIL_ADDRESS = /(?<![^\s@"'`<>(),;:[\]])[^\s@"'`<>(),;:[\]]+@[^\s@"'`<>(),;:[\]]+\.[a-z]{2,}/gi;

function redactLogText(text: string): string {
  return text.replace(EMAIL_ADDRESS, "[email]");
}

function lastLine(message: string): string {
  const lines = message
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  return (lines.at(-1) ?? "").slice(0, 300);
}

function summary(error: Error): string {
  const code = (error as { code?: unknown }).code;
  return `${error.name}${typeof code === "string" || typeof code === "number" ? ` [${code}]` : ""}: ${lastLine(error.message)}`;
}

/** One log entry for an unexpected error: summaries of it and its causes, then its stack frames. */
export function describeErrorForLog(error: unknown): string {
  if (!(error instanceof Error)) return `a non-Error value was thrown (${typeof error})`;
  const parts = [summary(error)];
  // Prisma keeps the driver's error in meta; plain errors chain with `cause`.
  const meta = (error as { meta?: { modelName?: unknown; driverAdapterError?: unknown } }).meta;
  if (typeof meta?.modelName === "string") parts.push(`model: ${meta.modelName}`);
  let cause: unknown = meta?.driverAdapterError ?? error.cause;
  for (let depth = 0; cause instanceof Error && depth < 3; depth++) {
    const driver = (cause as { cause?: { originalCode?: unknown; kind?: unknown } }).cause;
    const codes = [driver?.kind, driver?.originalCode].filter((v) => typeof v === "string").join(" ");
    parts.push(`caused by ${summary(cause)}${codes ? ` (${codes})` : ""}`);
    cause = cause.cause;
  }
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 15);
  return redactLogText([...parts, ...frames].join("\n"));
}
