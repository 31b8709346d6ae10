// The findings of issue 16, replayed: a client that varies X-Forwarded-For, a proxy chain, a 100 MB
// chunked body, NUL and malformed encodings, 32,000 nested brackets, anonymous writes to protected
// routes, and the Content-Security-Policy on every answer. Each case asserts what the client sees
// (status, problem+json, headers, how much of its body was taken) and what the database kept.
import { vi } from "vitest";

vi.hoisted(() => {
  for (const key of ["SMTP_URL", "STRIPE_SECRET_KEY", "OIDC_ISSUER"]) delete process.env[key];
});

import { readdirSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as claimSearch from "@/app/api/account/claim-search/route";
import * as attachment from "@/app/api/attachment/route";
import * as company from "@/app/api/company/route";
import * as consultant from "@/app/api/consultant/route";
import * as topic from "@/app/api/consultingTopic/route";
import * as email from "@/app/api/email/route";
import * as evaluation from "@/app/api/evaluation/route";
import * as verificationCode from "@/app/api/evaluation/verification-code/route";
import * as postalCode from "@/app/api/postalCode/route";
import * as agent from "@/app/api/salesAgent/route";
import * as search from "@/app/api/search/route";
import { whenDeliveredSoon } from "@/lib/email/deliver-soon";
import { ALL_PAGE_CAP } from "@/lib/http/pagination";
import type { UserActor } from "@/lib/auth/actor";
import type { RouteHandler } from "@/lib/http/route";
import * as companyId from "@/app/api/company/[id]/route";
import * as consultantId from "@/app/api/consultant/[id]/route";
import * as attachmentId from "@/app/api/attachment/[id]/route";
import * as companyLink from "@/app/api/company/[id]/consultant/[consultantId]/route";
import * as comment from "@/app/api/evaluation/[id]/comment/route";
import * as report from "@/app/api/evaluation/[id]/report/route";
import { BASE_URL, call, insertCompany, insertConsultant, insertEvaluation, setupApiDatabase } from "@/tests/support/api";
import { consultantActor, platformAdmin, user } from "@/tests/support/actors";
import { sendChunked, startTestServer } from "@/tests/support/node-server";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

const ctx = setupApiDatabase();
afterAll(() => whenDeliveredSoon());

const mail = { purpose: "contactTeam", name: "Eva", email: "eva@example.ch", text: "Hallo" };

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
}

async function expectProblem(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toBe("application/problem+json");
  const problem = (await response.json()) as { status: number; detail: string };
  expect(problem.status).toBe(status);
  return problem;
}

describe("client address (spoofed X-Forwarded-For)", () => {
  it("keys the limit on the TCP peer when no proxy is trusted, whatever the client writes into the header", async () => {
    const server = await startTestServer({ "POST /api/email": { handler: email.POST } });
    try {
      const statuses = [];
      for (let i = 1; i <= RATE_LIMITS.publicEmail.limit + 3; i++) {
        statuses.push((await post(`${server.url}/api/email`, mail, { "x-forwarded-for": `198.51.100.${i}`, "x-real-ip": `198.51.100.${i}` })).status);
      }
      expect(statuses).toEqual([...Array(RATE_LIMITS.publicEmail.limit).fill(202), 429, 429, 429]);
      const keys = (await ctx.current().rateLimitBucket.findMany({ select: { key: true } })).map((b) => b.key);
      expect(keys.some((k) => k.includes("198.51.100"))).toBe(false);
      expect(keys).toContain(`${RATE_LIMITS.publicEmail.purpose}:ip:127.0.0.1`);
    } finally {
      await server.close();
    }
  });

  it("behind a trusted proxy, takes the hop the proxy appended and ignores what the client wrote left of it", async () => {
    await ctx.current().rateLimitBucket.deleteMany();
    const server = await startTestServer({ "POST /api/email": { handler: email.POST } }, { trustedProxies: "127.0.0.1" });
    try {
      const statuses = [];
      for (let i = 1; i <= RATE_LIMITS.publicEmail.limit + 1; i++) {
        statuses.push((await post(`${server.url}/api/email`, mail, { "x-forwarded-for": `10.0.0.${i}, 203.0.113.60` })).status);
      }
      expect(statuses).toEqual([...Array(RATE_LIMITS.publicEmail.limit).fill(202), 429]);
      // Another client behind the same proxy has its own budget.
      expect((await post(`${server.url}/api/email`, mail, { "x-forwarded-for": "203.0.113.61" })).status).toBe(202);
      const keys = (await ctx.current().rateLimitBucket.findMany({ select: { key: true } })).map((b) => b.key).sort();
      expect(keys).toEqual([`${RATE_LIMITS.publicEmail.purpose}:ip:203.0.113.60`, `${RATE_LIMITS.publicEmail.purpose}:ip:203.0.113.61`]);
    } finally {
      await server.close();
    }
  });
});

describe("bodies are bounded", () => {
  const HUNDRED_MB = 100 * 1024 * 1024;

  it("stops a 100 MB chunked body at the route's cap with 413, takes little of it, and the server's memory does not grow", async () => {
    const server = await startTestServer({ "POST /api/email": { handler: email.POST } });
    try {
      const memory = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
      const before = memory();
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, memory())), 10);
      const result = await sendChunked(server.port, "/api/email", HUNDRED_MB);
      clearInterval(sampler);
      expect(result.status).toBe(413);
      // What the kernel's socket buffers took before the server closed the connection, not 100 MB.
      expect(result.sentBytes).toBeLessThan(16 * 1024 * 1024);
      expect(peak - before).toBeLessThan(32 * 1024 * 1024);
      console.log(
        `chunked 100 MB to /api/email: ${result.status} after ${result.closedAfterMs} ms, ${(result.sentBytes / 1048576).toFixed(1)} MiB sent, memory +${((peak - before) / 1048576).toFixed(1)} MiB`,
      );
    } finally {
      await server.close();
    }
  });

  it("answers an anonymous 100 MB body to a protected route with 401 without reading it", async () => {
    const server = await startTestServer({ "POST /api/evaluation/verification-code": { handler: verificationCode.POST } });
    try {
      const result = await sendChunked(server.port, "/api/evaluation/verification-code", HUNDRED_MB);
      expect(result.status).toBe(401);
      expect(result.sentBytes).toBeLessThan(16 * 1024 * 1024);
    } finally {
      await server.close();
    }
  });

  it("refuses a declared Content-Length over the cap before reading", async () => {
    const response = await call(email.POST, "POST", "/api/email", { body: JSON.stringify({ ...mail, text: "x".repeat(20_000) }) });
    await expectProblem(response, 413);
  });
});

describe("malformed input answers 400, never 500", () => {
  const queries: [string, RouteHandler, string, ReturnType<typeof user> | undefined][] = [
    ["/api/search", search.GET, "name", undefined],
    ["/api/consultant", consultant.GET, "q", undefined],
    ["/api/company", company.GET, "q", undefined],
    ["/api/postalCode", postalCode.GET, "q", undefined],
    ["/api/account/claim-search", claimSearch.GET, "name", user()],
  ];

  it.each(queries)("%s with NUL or a malformed percent-encoding in the query", async (pathname, handler, param, actor) => {
    for (const raw of ["%00", "abc%00def", "%zz", "%E0%A4%A", "%ED%A0%80"]) {
      const request = new Request(`${BASE_URL}${pathname}?${param}=${raw}`);
      const { runAsActor } = await import("@/lib/http/actor-override");
      const response = await runAsActor(actor ?? { kind: "anonymous" }, () => handler(request, { params: Promise.resolve({}) }));
      const problem = await expectProblem(response, 400);
      expect(problem.detail, raw).toMatch(/NUL|percent-encoding/);
    }
  });

  it("refuses 32,000 nested brackets with 400 on the rating and the upload", async () => {
    const deep = "[".repeat(32_000) + "]".repeat(32_000);
    const deepObject = '{"a":'.repeat(5_000) + "1" + "}".repeat(5_000);
    await expectProblem(await call(evaluation.POST, "POST", "/api/evaluation", { body: deep }), 400);
    await expectProblem(await call(evaluation.POST, "POST", "/api/evaluation", { body: deepObject }), 400);
    await expectProblem(await call(attachment.POST, "POST", "/api/attachment", { body: deep, actor: user() }), 400);
  });

  it("refuses malformed paths and queries at the server with 400 problem+json and the usual headers", async () => {
    const server = await startTestServer({ "GET /api/search": { handler: search.GET } });
    try {
      for (const target of ["/%E0%A4%A", "/de/berater/%zz", "/consultants/%25zz", "/api/search%00", "/api/search?name=%00", "/de?q=%ED%A0%80"]) {
        const response = await fetch(`${server.url}${target}`);
        await expectProblem(response, 400);
        expect(response.headers.get("content-security-policy"), target).toContain("default-src 'self'");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(response.headers.get("x-request-id")).toBeTruthy();
      }
    } finally {
      await server.close();
    }
  });
});

/** Sends `bytes` as they are over a socket and reads the raw answer (fetch would encode the target). */
function sendRaw(port: number, bytes: Buffer): Promise<{ status: number; headers: Map<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [head = "", body = ""] = text.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const headers = new Map(headerLines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
    });
  });
}

describe("a request line the HTTP parser cannot read (issue 29)", () => {
  it("gets the same security headers and problem+json as any other 400", async () => {
    const server = await startTestServer({ "GET /api/search": { handler: search.GET } });
    try {
      const usual = await fetch(`${server.url}/api/search%00`);
      expect(usual.status).toBe(400);
      const raw = await sendRaw(
        server.port,
        Buffer.concat([Buffer.from("GET /de/berater/"), Buffer.from([0xc3, 0xa4, 0xff, 0x80]), Buffer.from(" HTTP/1.1\r\nHost: x\r\n\r\n")]),
      );
      expect(raw.status).toBe(400);
      for (const name of ["content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options", "content-type", "cache-control"]) {
        expect(raw.headers.get(name), name).toBe(usual.headers.get(name));
      }
      expect(raw.headers.get("x-request-id")).toBeTruthy();
      const problem = JSON.parse(raw.body) as { type: string; status: number };
      expect(problem).toMatchObject({ type: "https://beraterwahl.ch/problems/bad-request", status: 400 });
    } finally {
      await server.close();
    }
  });
});

// Every POST, PUT, PATCH and DELETE under app/api, found on disk so that a new route is checked too.
const PUBLIC_WRITES = new Set([
  "POST /api/evaluation", // anonymous rating
  "PUT /api/evaluation/[id]", // edit with the token from the confirmation mail
  "POST /api/evaluation/[id]/confirm", // the token of the customer's confirmation mail
  "POST /api/evaluation/[id]/confirmation-email", // the customer's edit token
  "POST /api/email", // contact form
  "POST /api/email/confirm", // the token of the link mailed to a public contact address
  "POST /api/webhooks/stripe", // signed by Stripe
  "POST /api/jobs/publish-evaluations", // bearer secret (401 without it)
  "POST /api/invitation/unsubscribe", // the token of an invitation mail's one-click unsubscribe link
  "POST /api/evaluation/[id]/notice", // anyone reports a review or a comment (confirmed by link)
  "POST /api/consultant/[id]/notice", // anyone reports a profile (confirmed by link)
  "POST /api/moderation/notice/[id]/confirm", // the token of a reporter's confirmation mail
  "POST /api/moderation/appeal", // the token of a statement of reasons
  "POST /api/dispute/[id]/answer", // the token of the reviewer's dispute mail
  "POST /api/consultant/[id]/view", // the profile page's insights beacon: counts an aggregate, reads no body
  "POST /api/search/appearances", // the search results page's beacon: counts aggregates, reads no body
]);

function routeFiles(dir = "app/api"): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name.startsWith("auth") ? [] : routeFiles(file);
    return name === "route.ts" ? [file] : [];
  });
}

const PLACEHOLDER: Record<string, string> = { id: "1", consultantId: "1", priceId: "price_x" };

describe("protected writes authenticate before they read the body", () => {
  const writes: { name: string; file: string; method: string }[] = [];
  for (const file of routeFiles()) {
    const route =
      "/" +
      path
        .dirname(file)
        .replace(/\\/g, "/")
        .replace(/^app\//, "");
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) writes.push({ name: `${method} ${route}`, file, method });
  }

  let modules: Record<string, Record<string, RouteHandler | undefined>>;
  beforeAll(async () => {
    modules = {};
    for (const { file } of writes) modules[file] ??= (await import(/* @vite-ignore */ path.resolve(file))) as Record<string, RouteHandler | undefined>;
  });

  it("finds the routes", () => {
    expect(writes.length).toBeGreaterThan(40);
  });

  it("answers every anonymous write to a protected route with 401, whatever the body and its type", async () => {
    let checked = 0;
    for (const { name, file, method } of writes) {
      const handler = modules[file]?.[method];
      if (!handler || PUBLIC_WRITES.has(name)) continue;
      const params = Object.fromEntries([...name.matchAll(/\[(\w+)\]/g)].map(([, key = ""]) => [key, PLACEHOLDER[key] ?? "1"]));
      for (const [body, type] of [
        ["{}", "application/json"],
        ["not json", "text/plain"],
        ["[".repeat(1000), "application/json"],
      ] as const) {
        const response = await call(
          handler,
          method,
          name.split(" ")[1]!.replace(/\[(\w+)\]/g, (_, k: string) => params[k]!),
          { body, params, headers: { "content-type": type } },
        );
        expect(response.status, `${name} with ${type}`).toBe(401);
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(25);
  });

  it("then 403 for the wrong actor on staff routes, then 415 for a non-JSON type, then 422", async () => {
    const staffRoutes: [string, RouteHandler][] = [
      ["/api/consultingTopic", topic.POST],
      ["/api/salesAgent", agent.POST],
    ];
    for (const [pathname, handler] of staffRoutes) {
      expect((await call(handler, "POST", pathname, { body: "x", actor: user(), headers: { "content-type": "text/plain" } })).status, pathname).toBe(403);
      await expectProblem(await call(handler, "POST", pathname, { body: "{}", actor: platformAdmin(), headers: { "content-type": "text/plain" } }), 415);
      await expectProblem(await call(handler, "POST", pathname, { body: {}, actor: platformAdmin() }), 422);
    }
    await expectProblem(
      await call(company.POST, "POST", "/api/company", {
        body: "{}",
        actor: platformAdmin(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      415,
    );
    expect((await call(company.POST, "POST", "/api/company", { body: "x", actor: user(), headers: { "content-type": "text/plain" } })).status).toBe(403);
    await expectProblem(await call(consultant.POST, "POST", "/api/consultant", { body: "{}", actor: user(), headers: { "content-type": "text/plain" } }), 415);
  });
});

describe("the wrong actor learns 403 or 404 before anything about its body", () => {
  it("on another consultant's profile, another company, another consultant's evaluation, company link or image", async () => {
    const db = ctx.current();
    const owned = (await insertConsultant(db)).id;
    const firm = (await insertCompany(db)).id;
    const evaluationId = (await insertEvaluation(db, owned, 5)).id;
    const stranger = consultantActor((await insertConsultant(db)).id);
    const uploader = user();
    const image = await db.attachment.create({
      data: { fileName: "a.png", mediaType: "image/png", data: Buffer.from([1]), size: 1, createdById: uploader.userId },
    });
    const bad = { body: "not json", headers: { "content-type": "text/plain" } };
    const link = `/api/company/${firm}/consultant/${owned}`;
    const cases: [string, RouteHandler, string, Record<string, string>, number, UserActor][] = [
      ["PUT", consultantId.PUT, `/api/consultant/${owned}`, { id: String(owned) }, 403, consultantActor(owned)],
      ["PUT", companyId.PUT, `/api/company/${firm}`, { id: String(firm) }, 403, platformAdmin()],
      ["POST", comment.POST, `/api/evaluation/${evaluationId}/comment`, { id: evaluationId }, 404, consultantActor(owned)],
      ["POST", report.POST, `/api/evaluation/${evaluationId}/report`, { id: evaluationId }, 404, consultantActor(owned)],
      ["POST", companyLink.POST, link, { id: String(firm), consultantId: String(owned) }, 404, consultantActor(owned)],
      ["PUT", attachmentId.PUT, `/api/attachment/${image.id}`, { id: image.id }, 404, uploader],
    ];
    for (const [method, handler, pathname, params, status, owner] of cases) {
      await expectProblem(await call(handler, method, pathname, { ...bad, params, actor: stranger }), status);
      await expectProblem(await call(handler, method, pathname, { body: { nonsense: true }, params, actor: stranger }), status);
      // The owner gets as far as the body: 415, then 422.
      await expectProblem(await call(handler, method, pathname, { ...bad, params, actor: owner }), 415);
      await expectProblem(await call(handler, method, pathname, { body: { nonsense: true }, params, actor: owner }), 422);
    }
  });
});

describe("anonymous lists are capped", () => {
  it(`returns at most ${ALL_PAGE_CAP} cards for pageSize=all, the rest on page 2`, async () => {
    const db = ctx.current();
    await db.consultant.createMany({
      data: Array.from({ length: ALL_PAGE_CAP + 5 }, (_, i) => ({
        number: `CAP${i}`,
        email: `cap${i}@example.ch`,
        publicEmail: `cap${i}@example.ch`,
        honorific: "mr" as const,
        givenName: "Cap",
        familyName: `Muster${i}`,
        streetName: "Weg",
        streetNumber: "1",
        postalCode: "8001",
        city: "Zürich",
        canton: "ZH",
        latitude: 47.37,
        longitude: 8.54,
        languages: ["de"],
        state: "active" as const,
      })),
    });
    const first = (await (await call(consultant.GET, "GET", "/api/consultant", { query: { pageSize: "all" } })).json()) as { items: unknown[]; total: number };
    expect(first.items).toHaveLength(ALL_PAGE_CAP);
    expect(first.total).toBeGreaterThanOrEqual(ALL_PAGE_CAP + 5);
    const second = (await (await call(consultant.GET, "GET", "/api/consultant", { query: { pageSize: "all", page: "2" } })).json()) as { items: unknown[] };
    expect(second.items).toHaveLength(first.total - ALL_PAGE_CAP);
  });
});

describe("validation messages", () => {
  it("are texts in the client's language with the key beside them, never a bare key", async () => {
    const bad = { ...mail, email: "not-an-address" };
    for (const [language, text] of [
      ["fr-CH,fr;q=0.9", "adresse e-mail valide"],
      ["en", "valid e-mail address"],
      ["", "gültige E-Mail-Adresse"],
    ] as const) {
      const response = await call(email.POST, "POST", "/api/email", {
        body: bad,
        headers: { "accept-language": language, "x-forwarded-for": `198.18.0.${language.length}` },
      });
      const problem = (await expectProblem(response, 422)) as unknown as { invalidParams: { pointer: string; message: string; messageKey?: string }[] };
      const param = problem.invalidParams.find((p) => p.pointer === "/email");
      expect(param?.messageKey).toBe("validation.email");
      expect(param?.message, language).toContain(text);
      expect(problem.invalidParams.every((p) => !p.message.startsWith("validation."))).toBe(true);
    }
  });
});

describe("Content-Security-Policy", () => {
  it("is on every answer of the server: a handler's, a refusal, an unknown path", async () => {
    const server = await startTestServer({ "GET /api/search": { handler: search.GET } });
    try {
      for (const target of ["/api/search?postalCode=8001", "/api/search?name=%00", "/nowhere"]) {
        const response = await fetch(`${server.url}${target}`);
        const policy = response.headers.get("content-security-policy") ?? "";
        for (const directive of [
          "default-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'self'",
          "frame-src 'self' https://app.calenso.com https://www.youtube-nocookie.com",
        ]) {
          expect(policy, `${target}: ${directive}`).toContain(directive);
        }
      }
    } finally {
      await server.close();
    }
  });
});
