// No input can stall the server (issue 29). Every outside-facing schema and parser gets its worst case
// at the largest size it can receive: the route's body cap, not the field's own limit, because zod
// runs a field's pattern even after its length check failed. Through the project's HTTP server, each
// request must answer (2xx or 4xx) within milliseconds while GET /api/health, asked again and again
// while that request runs, keeps answering: a backtracking pattern blocks the one event loop, and the
// health request would wait for it (before the fix: 15 s for 128 kB of spaces in an upload).
// The parsers that run on headers, paths and logs are timed directly. A table is printed at the end.
import { vi } from "vitest";

vi.hoisted(() => {
  for (const key of ["SMTP_URL", "STRIPE_SECRET_KEY", "OIDC_ISSUER"]) delete process.env[key];
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as attachment from "@/app/api/attachment/route";
import * as email from "@/app/api/email/route";
import * as evaluation from "@/app/api/evaluation/route";
import * as health from "@/app/api/health/route";
import * as invitation from "@/app/api/invitation/route";
import * as search from "@/app/api/search/route";
import { base64Payload, MAX_ATTACHMENT_REQUEST_BYTES } from "@/lib/attachments/schema";
import { accessRuleFor } from "@/lib/auth/route-permissions";
import { slugify } from "@/lib/text/slugify";
import { whenDeliveredSoon } from "@/lib/email/deliver-soon";
import { isDisposableEmail } from "@/lib/evaluations/customer-email";
import { authorizeJobRequest } from "@/lib/evaluations/authorize-job";
import { INVITATION_LIMITS } from "@/lib/invitations/limits";
import { parseRecipients } from "@/lib/invitations/parse-recipients";
import { parseLocation } from "@/lib/search/places";
import { clientAddress, parseTrustedProxies } from "@/lib/server/client-address";
import { requestTargetProblem } from "@/lib/server/request-target";
import { optionalUrl } from "@/lib/text-fields";
import { submissionFor } from "@/tests/integration/evaluation-fixtures";
import { insertConsultant, setupApiDatabase } from "@/tests/support/api";
import { consultantActor, user } from "@/tests/support/actors";
import { startTestServer } from "@/tests/support/node-server";

const ctx = setupApiDatabase();
afterAll(() => whenDeliveredSoon());

/** A request must be answered within this, its parallel health requests within HEALTH_MS. */
const REQUEST_MS = 2500;
const HEALTH_MS = 1000;
/** A parser called directly: far below any stall (the old patterns took seconds at these sizes). */
const PARSER_MS = 250;

type Row = { input: string; size: number; status: number | string; ms: number; healthMaxMs: number | null };
const rows: Row[] = [];

afterAll(() => {
  const table = [
    "| input | size | answer | time | slowest parallel /api/health |",
    "| --- | ---: | --- | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.input} | ${r.size.toLocaleString("en")} B | ${r.status} | ${r.ms.toFixed(0)} ms | ${r.healthMaxMs === null ? "–" : `${r.healthMaxMs.toFixed(0)} ms`} |`,
    ),
  ];
  console.log(`\nWorst-case inputs (issue 29)\n${table.join("\n")}\n`);
});

/** `unit` repeated until the JSON body `wrap(text)` is `bytes` long (within one unit), then `tail`. */
function fill(bytes: number, wrap: (text: string) => unknown, unit: string, tail = ""): string {
  const jsonBytes = (text: string) => Buffer.byteLength(JSON.stringify(text)) - 2;
  const overhead = Buffer.byteLength(JSON.stringify(wrap(""))) + jsonBytes(tail);
  const count = Math.floor((bytes - overhead) / jsonBytes(unit));
  return unit.repeat(count) + tail;
}

let server: Awaited<ReturnType<typeof startTestServer>>;
let consultantId: number;

beforeAll(async () => {
  consultantId = (await insertConsultant(ctx.current(), { givenName: "Lukas", familyName: "Brunner" })).id;
  server = await startTestServer({
    "GET /api/health": { handler: health.GET },
    "POST /api/attachment": { handler: attachment.POST, actor: user() },
    "POST /api/invitation": { handler: invitation.POST, actor: consultantActor(consultantId) },
    "POST /api/evaluation": { handler: evaluation.POST },
    "POST /api/email": { handler: email.POST },
    "GET /api/search": { handler: search.GET },
  });
  // Warm up (modules, schemas, the pool): the figures are of the input, not of a first request.
  await fetch(`${server.url}/api/health`);
  await fetch(`${server.url}/api/attachment`, post({ fileName: "a.png", data: "!" }));
  await fetch(`${server.url}/api/search?type=name&name=x`);
});
afterAll(() => server.close());

/**
 * Sends one request and, while it runs, one health request after another; returns the request's
 * status and time and the slowest health answer. The first health request starts with the request.
 */
async function timed(input: string, path: string, init: RequestInit = {}): Promise<Row> {
  const size = Buffer.byteLength(typeof init.body === "string" ? init.body : "") || Buffer.byteLength(path);
  const started = performance.now();
  let done = false;
  const request = fetch(`${server.url}${path}`, init).then(async (response) => {
    await response.arrayBuffer();
    done = true;
    return { status: response.status, ms: performance.now() - started };
  });
  const healthTimes: number[] = [];
  const probing = (async () => {
    do {
      const asked = performance.now();
      const response = await fetch(`${server.url}/api/health`);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      healthTimes.push(performance.now() - asked);
    } while (!done);
  })();
  const [{ status, ms }] = await Promise.all([request, probing]);
  const row = { input, size, status, ms, healthMaxMs: Math.max(...healthTimes) };
  rows.push(row);
  return row;
}

const post = (body: unknown): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

function expectPrompt(row: Row, statuses: number[]) {
  expect(statuses, `${row.input}: status`).toContain(row.status);
  expect(row.ms, `${row.input}: answered in`).toBeLessThan(REQUEST_MS);
  expect(row.healthMaxMs!, `${row.input}: /api/health waited`).toBeLessThan(HEALTH_MS);
}

describe("worst-case bodies and queries at the largest size each route takes", () => {
  it('POST /api/attachment: 2.8 MB of spaces and a "!" in data (once 15 s for 128 kB)', async () => {
    const wrap = (data: string) => ({ fileName: "a.png", data });
    const data = fill(MAX_ATTACHMENT_REQUEST_BYTES - 64, wrap, " ", "!");
    expectPrompt(await timed('attachment: data = spaces + "!"', "/api/attachment", post(wrap(data))), [422]);
    const prefixed = fill(MAX_ATTACHMENT_REQUEST_BYTES - 64, wrap, "a", "");
    expectPrompt(await timed('attachment: data = "data:" + "a"… (no ;base64,)', "/api/attachment", post(wrap(`data:${prefixed.slice(5)}`))), [422]);
    const padded = fill(MAX_ATTACHMENT_REQUEST_BYTES - 64, wrap, "A \n", "==!");
    expectPrompt(await timed('attachment: data = "A \\n"… + "==!"', "/api/attachment", post(wrap(padded))), [422]);
  });

  it('POST /api/invitation: "x<" + "a@" × 49,999 and other pathological lists at the text limit (once 4.3 s)', async () => {
    const wrap = (recipients: string) => ({ recipients, locale: "de", dryRun: true });
    const max = INVITATION_LIMITS.maxTextLength;
    const lists: [string, string][] = [
      ['invitation: "x<" + "a@"…', `x<${"a@".repeat((max - 2) / 2)}`],
      ['invitation: "<"…', "<".repeat(max)],
      ['invitation: "a<a@a>" without line breaks', "a<a@a>".repeat(Math.floor(max / 6))],
      ['invitation: CSV ";" + quotes', '";'.repeat(max / 2)],
      ['invitation: "\\u2028" + "<a@"…', `\u2028${"<a@".repeat((max - 1) / 3)}`],
    ];
    for (const [input, recipients] of lists) {
      expect(recipients.length).toBeLessThanOrEqual(max);
      expectPrompt(await timed(input, "/api/invitation", post(wrap(recipients))), [200, 422]);
    }
    // Over the text limit (up to the body cap): refused, and the pattern-free parser never runs.
    const over = `x<${"a@".repeat(INVITATION_LIMITS.maxTextLength)}`;
    expectPrompt(await timed("invitation: 200 kB, over the limit", "/api/invitation", post(wrap(over))), [413, 422]);
  });

  it("POST /api/evaluation (64 kB cap) and POST /api/email (16 kB cap): texts and addresses of pathological characters", async () => {
    const base = await submissionFor(ctx.current(), consultantId);
    const cap = 64 * 1024 - 64;
    const emailCap = 16 * 1024 - 64;
    const nasty = " \u2028<a@a.";
    const bodies: [string, unknown][] = [
      ["evaluation: comment", { ...base, comment: fill(cap, (comment) => ({ ...base, comment }), nasty) }],
      [
        'evaluation: customer e-mail "a…@a.a.…"',
        {
          ...base,
          customer: {
            ...base.customer,
            email: `${"a".repeat(30_000)}@${fill(cap - 30_000, (e) => ({ ...base, customer: { ...base.customer, email: e } }), "a.")}`,
          },
        },
      ],
      [
        "evaluation: customer given name",
        { ...base, customer: { ...base.customer, givenName: fill(cap, (n) => ({ ...base, customer: { ...base.customer, givenName: n } }), nasty) } },
      ],
      [
        "email: contactTeam text",
        {
          purpose: "contactTeam",
          name: "Eva",
          email: "eva@example.ch",
          text: fill(emailCap, (text) => ({ purpose: "contactTeam", name: "Eva", email: "eva@example.ch", text }), nasty),
        },
      ],
      [
        'email: contactTeam e-mail "a.…@x"',
        {
          purpose: "contactTeam",
          name: "Eva",
          text: "Hallo",
          email: fill(emailCap, (e) => ({ purpose: "contactTeam", name: "Eva", text: "Hallo", email: e }), "a.", "@x"),
        },
      ],
    ];
    for (const [input, body] of bodies) {
      const row = await timed(input, input.startsWith("email") ? "/api/email" : "/api/evaluation", post(body));
      expect(row.size, `${input}: at the cap`).toBeGreaterThan((input.startsWith("email") ? emailCap : cap) - 64);
      expectPrompt(row, [422]);
    }
  });

  it("GET /api/search: long names and places of pathological characters, to the URL's limit", async () => {
    // Node reads at most 16 kB of request head: 12 kB of query leaves room for the rest.
    const long = (text: string) => {
      const unit = encodeURIComponent(text);
      return unit.repeat(Math.floor(12_000 / unit.length));
    };
    const queries: [string, string][] = [
      ["search: name", `?type=name&name=${long("a (")}`],
      ['search: location "a" + " ("…', `?type=perimeter&location=a${long(" (")}`],
      ['search: location "Basel" + spaces + "(BS"', `?type=perimeter&location=Basel${long(" ")}(BS`],
      ["search: tags", `?type=name&name=x&tags=${long("#,")}`],
    ];
    for (const [input, query] of queries) expectPrompt(await timed(input, `/api/search${query}`), [200, 400, 422]);
  });
});

describe("parsers of headers, paths, texts and logs, timed directly", () => {
  const time = (input: string, size: number, run: () => unknown) => {
    const started = performance.now();
    const result = run();
    const ms = performance.now() - started;
    rows.push({ input, size, status: String(result).slice(0, 20), ms, healthMaxMs: null });
    expect(ms, input).toBeLessThan(PARSER_MS);
  };

  it("answer at once on their worst inputs", () => {
    const mb = 2_800_000;
    time('base64Payload: spaces + "!"', mb, () => base64Payload(`${" ".repeat(mb)}!`));
    time('parseRecipients: "x<" + "a@"…', mb, () => parseRecipients(`x<${"a@".repeat(mb / 2)}`, "de").length);
    time('parseLocation: "a" + spaces + "(BS"', 100_000, () => parseLocation(`a${" ".repeat(100_000)}(BS`).kind);
    time('optionalUrl: "http://" + "."…', 100_000, () => optionalUrl.safeParse(`http://${".".repeat(100_000)}`).success);
    time('slugify: "-"… + "!"', 100_000, () => slugify(`${"-".repeat(100_000)}!`));
    time('accessRuleFor: "/"… + "x"', 100_000, () => accessRuleFor(`${"/".repeat(100_000)}x`));
    time('requestTargetProblem: path of "%"', 100_000, () => requestTargetProblem(`/${"%".repeat(100_000)}`));
    time("clientAddress: 10,000 forwarded hops", 150_000, () =>
      clientAddress("127.0.0.1", Array(10_000).fill("2001:db8::1").join(", "), parseTrustedProxies("127.0.0.1")),
    );
    time("isDisposableEmail: 5,000 labels", 10_000, () => isDisposableEmail(`a@${"x.".repeat(5000)}tm`));
    time('job bearer: "Bearer" + spaces', 100_000, () => {
      try {
        authorizeJobRequest(new Request("http://x/", { headers: { authorization: `Bearer${" ".repeat(100_000)}x` } }), "secret");
      } catch (error) {
        return (error as Error).message;
      }
    });
  });
});
