// Generators and response checks shared by the security suite.
import path from "node:path";
import fc from "fast-check";
import { expect } from "vitest";

export const PNG_BASE64 = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex").toString("base64");

let ipCounter = 0;
/** A new client address per request (TEST-NET-3 and beyond), so that per-address rate limits do not answer every run. */
export function nextClientIp(): string {
  ipCounter += 1;
  return `203.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Values that do not belong where they are put. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -0, 0.5),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "%00",
    "%E0%A4%A",
    "%zz",
    "\ud800",
    "x".repeat(10_000),
    "🙂".repeat(300),
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "../../etc/passwd",
    "00000000-0000-4000-8000-000000000000",
    "2024-02-30",
    "9999-12-31",
    "-1",
    "1e309",
    "NaN",
    "a@b",
    "x@example.ch",
    "__proto__",
  ),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.constant(null)), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), { maxKeys: 3 }),
);

/** Keys a client might add to get more than it may: mass assignment, prototype pollution, open relay. */
const EXTRA_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "id",
  "isPlatformAdmin",
  "state",
  "role",
  "to",
  "recipientEmail",
  "consultantId",
  "editTokenHash",
  "isVerified",
  "createdById",
];
const DROP = Symbol("drop");

/**
 * A near-valid value: each field of `template` is kept (mostly), replaced by a hostile value, mutated
 * recursively or dropped, and objects may gain extra keys. Arrays may shrink, grow or turn hostile.
 */
export function mutated(template: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(template);
  if (Array.isArray(template)) {
    const element = template.length > 0 ? mutated(template[0], depth + 1) : hostileValue;
    return fc.oneof(
      { weight: 6, arbitrary: fc.constant(template) },
      { weight: 2, arbitrary: fc.array(element, { maxLength: 5 }) },
      { weight: 1, arbitrary: fc.array(fc.constant(template[0]), { minLength: 201, maxLength: 260 }) },
      { weight: 1, arbitrary: hostileValue },
    );
  }
  if (template !== null && typeof template === "object") {
    const entries = Object.entries(template as Record<string, unknown>);
    const fields = fc.tuple(
      ...entries.map(([, value]) =>
        fc.oneof(
          { weight: 12, arbitrary: fc.constant<unknown>(value) },
          { weight: 2, arbitrary: mutated(value, depth + 1) },
          { weight: 1, arbitrary: hostileValue },
          { weight: 1, arbitrary: fc.constant<unknown>(DROP) },
        ),
      ),
    );
    const extras = fc.oneof(
      { weight: 5, arbitrary: fc.constant<[string, unknown][]>([]) },
      { weight: 1, arbitrary: fc.array(fc.tuple(fc.constantFrom(...EXTRA_KEYS), hostileValue), { maxLength: 2 }) },
    );
    return fc.tuple(fields, extras).map(([values, extra]) => {
      const pairs: [string, unknown][] = entries.map(([key], i) => [key, values[i]]);
      return Object.fromEntries([...pairs, ...extra].filter(([, v]) => v !== DROP));
    });
  }
  if (typeof template === "string") {
    return fc.oneof(
      { weight: 2, arbitrary: fc.constant<unknown>(template) },
      { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
      { weight: 1, arbitrary: hostileValue },
    );
  }
  if (typeof template === "number") {
    return fc.oneof({ weight: 2, arbitrary: fc.constant<unknown>(template) }, { weight: 1, arbitrary: fc.integer() }, { weight: 1, arbitrary: hostileValue });
  }
  return fc.oneof({ weight: 2, arbitrary: fc.constant<unknown>(template) }, { weight: 1, arbitrary: hostileValue });
}

const ROOT = path.resolve(import.meta.dirname, "../..");
/** What a stack trace or an internal error leaves in a body: frames, files of the server, ORM and driver messages. */
const LEAK_PATTERNS: RegExp[] = [
  /at [^\n\r(\u2028\u2029]*\(.*:\d+:\d+\)/,
  /\n[^\S\n]+at \S+/,
  /node_modules/,
  new RegExp(ROOT.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  /\/(?:lib|app|tests)\/[\w/.[\]-]+\.tsx?\b/,
  /PrismaClient\w*Error|Invalid `prisma\.|invocation in/,
  /\bat (?:async )?(?:Object|Module|Function)\.\w+/,
];

/** No 5xx; problem+json for every 4xx (unless the route is not ours); no stack trace in the body. */
export async function assertSafeResponse(response: Response, options: { problemJson: boolean; context: string }): Promise<string> {
  const text = await response.text();
  const where = `${options.context}: ${response.status} ${text.slice(0, 400)}`;
  expect(response.status, where).toBeLessThan(500);
  for (const pattern of LEAK_PATTERNS) expect(pattern.test(text), `${where}\nmatches ${pattern}`).toBe(false);
  if (options.problemJson && response.status >= 400) {
    expect(response.headers.get("content-type"), where).toBe("application/problem+json");
    const problem = JSON.parse(text) as { status?: unknown; title?: unknown; type?: unknown };
    expect(problem.status, where).toBe(response.status);
    expect(typeof problem.title, where).toBe("string");
  }
  return text;
}
