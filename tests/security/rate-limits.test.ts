// Rate limits with the real limits of the code: request N is accepted, N+1 answers 429 problem+json with
// Retry-After, and another client (another address, or another signed-in user) is not affected.
// Counters live in PostgreSQL (lib/rate-limit, GCRA: no window edges), keyed by signed-in user, else by
// the client address our server wrote into X-Forwarded-For (tests/unit/client-address.test.ts
// shows that a client cannot choose it). tests/integration/email-api.test.ts covers the anonymous
// e-mail limit by address.
import { vi } from "vitest";

vi.hoisted(() => {
  for (const key of ["SMTP_URL", "STRIPE_SECRET_KEY", "OIDC_ISSUER"]) delete process.env[key];
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as attachment from "@/app/api/attachment/route";
import * as attachmentId from "@/app/api/attachment/[id]/route";
import * as email from "@/app/api/email/route";
import * as evaluation from "@/app/api/evaluation/route";
import * as evaluationId from "@/app/api/evaluation/[id]/route";
import * as verificationCode from "@/app/api/evaluation/verification-code/route";
import { whenDeliveredSoon } from "@/lib/email/deliver-soon";
import { submissionFor } from "@/tests/integration/evaluation-fixtures";
import { call, insertConsultant, setupApiDatabase } from "@/tests/support/api";
import { consultantActor, user } from "@/tests/support/actors";
import { consumeRateLimit } from "@/lib/rate-limit";
import { AppError } from "@/lib/errors";
import { PNG_BASE64 } from "./fuzz-support";
import { startTestServer } from "@/tests/support/node-server";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

const ctx = setupApiDatabase();
afterAll(() => whenDeliveredSoon());

let consultantId: number;
beforeAll(async () => {
  consultantId = (await insertConsultant(ctx.current())).id;
});

async function expectRateLimited(response: Response, windowSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.headers.get("content-type")).toBe("application/problem+json");
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  const problem = (await response.json()) as { type: string; status: number };
  expect(problem).toMatchObject({ type: "https://beraterwahl.ch/problems/rate-limited", status: 429 });
}

const from = (ip: string) => ({ "x-forwarded-for": ip });

describe("rating submission (POST and PUT /api/evaluation)", () => {
  it(`accepts ${RATE_LIMITS.evaluationSubmit.limit} ratings per address and hour, refuses the next, and not another address's`, async () => {
    const db = ctx.current();
    const accepted: { id: string; editToken: string; body: Record<string, unknown> }[] = [];
    for (let i = 0; i < RATE_LIMITS.evaluationSubmit.limit; i++) {
      const body = (await submissionFor(db, consultantId)) as unknown as Record<string, unknown>;
      const response = await call(evaluation.POST, "POST", "/api/evaluation", { body, headers: from("198.51.100.10") });
      expect(response.status, `request ${i + 1}`).toBe(201);
      const created = (await response.json()) as { id: string; editToken: string };
      accepted.push({ ...created, body });
    }
    const before = await db.evaluation.count();
    await expectRateLimited(
      await call(evaluation.POST, "POST", "/api/evaluation", { body: await submissionFor(db, consultantId), headers: from("198.51.100.10") }),
      RATE_LIMITS.evaluationSubmit.windowSeconds,
    );
    // Editing draws on the same budget: with a valid token, still refused from this address.
    const first = accepted[0]!;
    await expectRateLimited(
      await call(evaluationId.PUT, "PUT", `/api/evaluation/${first.id}`, {
        params: { id: first.id },
        body: { ...first.body, editToken: first.editToken },
        headers: from("198.51.100.10"),
      }),
      RATE_LIMITS.evaluationSubmit.windowSeconds,
    );
    expect(await db.evaluation.count()).toBe(before);

    const other = await call(evaluation.POST, "POST", "/api/evaluation", { body: await submissionFor(db, consultantId), headers: from("198.51.100.11") });
    expect(other.status).toBe(201);
    const edit = await call(evaluationId.PUT, "PUT", `/api/evaluation/${first.id}`, {
      params: { id: first.id },
      body: { ...first.body, editToken: first.editToken },
      headers: from("198.51.100.11"),
    });
    expect(edit.status).toBe(200);
  });
});

describe("contact and e-mail (POST /api/email)", () => {
  const body = { purpose: "contactTeam", name: "Eva", email: "eva@example.ch", text: "Hallo" };

  it(`accepts ${RATE_LIMITS.publicEmail.limit} messages per signed-in user, then 429; another user behind the same address is not affected`, async () => {
    const eva = user();
    for (let i = 0; i < RATE_LIMITS.publicEmail.limit; i++) {
      expect((await call(email.POST, "POST", "/api/email", { body, actor: eva, headers: from("198.51.100.20") })).status, `request ${i + 1}`).toBe(202);
    }
    const queued = await ctx.current().emailMessage.count();
    await expectRateLimited(
      await call(email.POST, "POST", "/api/email", { body, actor: eva, headers: from("198.51.100.20") }),
      RATE_LIMITS.publicEmail.windowSeconds,
    );
    expect(await ctx.current().emailMessage.count()).toBe(queued);
    expect((await call(email.POST, "POST", "/api/email", { body, actor: user(), headers: from("198.51.100.20") })).status).toBe(202);
    // Anonymous visitors from that address have their own budget.
    expect((await call(email.POST, "POST", "/api/email", { body, headers: from("198.51.100.20") })).status).toBe(202);
  });

  it(`accepts ${RATE_LIMITS.publicEmail.limit} anonymous messages per address, then 429, and not another address's`, async () => {
    for (let i = 0; i < RATE_LIMITS.publicEmail.limit; i++) {
      expect((await call(email.POST, "POST", "/api/email", { body, headers: from("198.51.100.21") })).status, `request ${i + 1}`).toBe(202);
    }
    await expectRateLimited(await call(email.POST, "POST", "/api/email", { body, headers: from("198.51.100.21") }), RATE_LIMITS.publicEmail.windowSeconds);
    expect((await call(email.POST, "POST", "/api/email", { body, headers: from("198.51.100.22") })).status).toBe(202);
  });
});

describe("one client, one budget: IPv6 by its /64 (issue 29), behind a trusted proxy", () => {
  const body = { purpose: "contactTeam", name: "Eva", email: "eva@example.ch", text: "Hallo" };
  const send = (url: string, address: string) =>
    fetch(`${url}/api/email`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": address }, body: JSON.stringify(body) });

  it(`refuses the ${RATE_LIMITS.publicEmail.limit + 1}th form from one /64 as from one IPv4 address, whichever of its addresses and spellings sends it`, async () => {
    await ctx.current().rateLimitBucket.deleteMany();
    const server = await startTestServer({ "POST /api/email": { handler: email.POST } }, { trustedProxies: "127.0.0.1" });
    try {
      const statuses = [];
      // The replay: 2001:db8:1:1::1 … ::c were twelve budgets.
      for (let i = 1; i <= 12; i++) statuses.push((await send(server.url, `2001:db8:1:1::${i.toString(16)}`)).status);
      expect(statuses).toEqual([...Array(RATE_LIMITS.publicEmail.limit).fill(202), ...Array(12 - RATE_LIMITS.publicEmail.limit).fill(429)]);
      // The same /64 written out in full, or with another interface id, is the same client.
      expect((await send(server.url, "2001:0db8:0001:0001:0000:0000:0000:00ff")).status).toBe(429);
      expect((await send(server.url, "2001:DB8:1:1:ffff:ffff:ffff:fffe")).status).toBe(429);
      // Another /64 of the same provider is another client.
      expect((await send(server.url, "2001:db8:1:2::1")).status).toBe(202);
      const keys = (await ctx.current().rateLimitBucket.findMany({ select: { key: true } })).map((b) => b.key).sort();
      expect(keys).toEqual([
        `${RATE_LIMITS.publicEmail.purpose}:ip:2001:0db8:0001:0001::/64`,
        `${RATE_LIMITS.publicEmail.purpose}:ip:2001:0db8:0001:0002::/64`,
      ]);
    } finally {
      await server.close();
    }
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address it carries", async () => {
    const server = await startTestServer({ "POST /api/email": { handler: email.POST } }, { trustedProxies: "127.0.0.1" });
    try {
      const statuses = [];
      for (const address of [
        "::ffff:198.51.100.40",
        "::ffff:c633:6428",
        "0:0:0:0:0:ffff:198.51.100.40",
        "198.51.100.40",
        "::ffff:198.51.100.40",
        "198.51.100.40",
      ]) {
        statuses.push((await send(server.url, address)).status);
      }
      expect(statuses).toEqual([...Array(RATE_LIMITS.publicEmail.limit).fill(202), 429]);
      expect((await send(server.url, "198.51.100.41")).status).toBe(202);
    } finally {
      await server.close();
    }
  });
});

describe("upload (POST /api/attachment)", () => {
  it(`accepts ${RATE_LIMITS.attachmentUpload.limit} uploads per user and hour, refuses the next, and not another user's`, async () => {
    const uploader = user();
    const upload = { fileName: "a.png", mediaType: "image/png", data: PNG_BASE64 };
    for (let i = 0; i < RATE_LIMITS.attachmentUpload.limit; i++) {
      expect(
        (await call(attachment.POST, "POST", "/api/attachment", { body: upload, actor: uploader, headers: from("198.51.100.30") })).status,
        `upload ${i + 1}`,
      ).toBe(201);
    }
    await expectRateLimited(
      await call(attachment.POST, "POST", "/api/attachment", { body: upload, actor: uploader, headers: from("198.51.100.30") }),
      RATE_LIMITS.attachmentUpload.windowSeconds,
    );
    expect(await ctx.current().attachment.count({ where: { createdById: uploader.userId } })).toBe(RATE_LIMITS.attachmentUpload.limit);
    expect((await call(attachment.POST, "POST", "/api/attachment", { body: upload, actor: user(), headers: from("198.51.100.30") })).status).toBe(201);
  });

  it("counts replacing an image (PUT /api/attachment/{id}) against the same budget", async () => {
    const uploader = user();
    const upload = { fileName: "a.png", mediaType: "image/png", data: PNG_BASE64 };
    const first = await call(attachment.POST, "POST", "/api/attachment", { body: upload, actor: uploader });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    for (let i = 1; i < RATE_LIMITS.attachmentUpload.limit; i++) {
      expect((await call(attachmentId.PUT, "PUT", `/api/attachment/${id}`, { params: { id }, body: upload, actor: uploader })).status, `replacement ${i}`).toBe(
        200,
      );
    }
    await expectRateLimited(
      await call(attachmentId.PUT, "PUT", `/api/attachment/${id}`, { params: { id }, body: upload, actor: uploader }),
      RATE_LIMITS.attachmentUpload.windowSeconds,
    );
  });
});

describe("verification codes (POST /api/evaluation/verification-code)", () => {
  it(`issues ${RATE_LIMITS.evaluationCode.limit} codes per user and hour, refuses the next, and not another consultant's`, async () => {
    const owner = consultantActor(consultantId);
    for (let i = 0; i < RATE_LIMITS.evaluationCode.limit; i++) {
      expect(
        (await call(verificationCode.POST, "POST", "/api/evaluation/verification-code", { actor: owner, headers: from("198.51.100.40") })).status,
        `code ${i + 1}`,
      ).toBe(201);
    }
    await expectRateLimited(
      await call(verificationCode.POST, "POST", "/api/evaluation/verification-code", { actor: owner, headers: from("198.51.100.40") }),
      RATE_LIMITS.evaluationCode.windowSeconds,
    );
    expect(await ctx.current().verificationCode.count({ where: { consultantId } })).toBe(RATE_LIMITS.evaluationCode.limit);
    const colleague = consultantActor((await insertConsultant(ctx.current())).id);
    expect((await call(verificationCode.POST, "POST", "/api/evaluation/verification-code", { actor: colleague, headers: from("198.51.100.40") })).status).toBe(
      201,
    );
  });
});

describe("no window edges (GCRA, with the clock passed in)", () => {
  const at = (t0: number, seconds: number) => ({ now: () => new Date(t0 + seconds * 1000) });
  const attempt = async (key: string, seconds: number, t0: number) => {
    try {
      await consumeRateLimit(key, 3, 60, at(t0, seconds));
      return "allowed";
    } catch (error) {
      if (error instanceof AppError && error.code === "rate_limited") return `429 retry ${error.details.retryAfterSeconds}`;
      throw error;
    }
  };

  it("allows a burst of the limit, then one request per window/limit, and never a second burst at a minute's edge", async () => {
    // One second before a fixed window would have ended: with fixed windows, 3 now and 3 more two seconds later.
    const t0 = Date.UTC(2026, 11, 1, 10, 0, 59);
    const key = `test:gcra:${t0}`;
    expect([await attempt(key, 0, t0), await attempt(key, 0, t0), await attempt(key, 0, t0)]).toEqual(["allowed", "allowed", "allowed"]);
    expect(await attempt(key, 0, t0)).toBe("429 retry 20");
    expect(await attempt(key, 2, t0)).toBe("429 retry 18");
    expect(await attempt(key, 19.9, t0)).toBe("429 retry 1");
    // 60 s / 3 = one request every 20 s comes back, one at a time.
    expect(await attempt(key, 20, t0)).toBe("allowed");
    expect(await attempt(key, 20, t0)).toBe("429 retry 20");
    // After a quiet window the whole burst is there again, and no more.
    const later = [];
    for (let i = 0; i < 4; i++) later.push(await attempt(key, 200, t0));
    expect(later).toEqual(["allowed", "allowed", "allowed", "429 retry 20"]);
  });

  it("keeps keys apart", async () => {
    const t0 = Date.UTC(2026, 11, 1, 11);
    for (let i = 0; i < 3; i++) await attempt(`test:a:${t0}`, 0, t0);
    expect(await attempt(`test:a:${t0}`, 0, t0)).toMatch(/^429/);
    expect(await attempt(`test:b:${t0}`, 0, t0)).toBe("allowed");
  });
});
