// Nothing secret or personal in the logs: everything the app writes (console.* and raw writes to
// stdout/stderr) is captured while flows that handle secrets and personal data run in-process, then
// searched for the secrets, the tokens, the code and the customer's e-mail address. Objects are
// rendered in full (no depth limit), as a structured log shipper would serialize them.
import { vi } from "vitest";

const SECRETS = vi.hoisted(() => {
  const secrets = {
    jobs: "jobs-secret-LOGREDACTION-5f1c2a9e7d",
    nextAuth: "nextauth-secret-LOGREDACTION-8b3e6d1f4a7c",
    webhook: "whsec_LOGREDACTION_2c7e9a1b5d",
    stripeKey: "sk_test_LOGREDACTION_9d4b7e2a6c",
  };
  Object.assign(process.env, {
    JOBS_SECRET: secrets.jobs,
    NEXTAUTH_SECRET: secrets.nextAuth,
    STRIPE_WEBHOOK_SECRET: secrets.webhook,
    STRIPE_SECRET_KEY: secrets.stripeKey,
    STRIPE_PRICE_ESSENTIAL: "price_essential",
    STRIPE_PRICE_PROFESSIONAL: "price_professional",
  });
  for (const key of ["OIDC_ISSUER", "SMTP_URL"]) delete process.env[key];
  return secrets;
});

// First: next-auth's route reads next/headers, which needs the AsyncLocalStorage this module installs.
import { nextAuthRoute } from "@/tests/support/next-request-scope";
import { formatWithOptions } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as auth from "@/app/api/auth/[...nextauth]/route";
import * as checkout from "@/app/api/consultant/[id]/checkout/[priceId]/route";
import * as email from "@/app/api/email/route";
import * as evaluation from "@/app/api/evaluation/route";
import * as evaluationId from "@/app/api/evaluation/[id]/route";
import * as verificationCode from "@/app/api/evaluation/verification-code/route";
import * as jobs from "@/app/api/jobs/publish-evaluations/route";
import * as account from "@/app/api/account/route";
import * as webhook from "@/app/api/webhooks/stripe/route";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { whenDeliveredSoon } from "@/lib/email/deliver-soon";
import type { RouteHandler } from "@/lib/http/route";
import { submissionFor } from "@/tests/integration/evaluation-fixtures";
import { BASE_URL, call, insertConsultant, setupApiDatabase } from "@/tests/support/api";
import { consultantActor, user } from "@/tests/support/actors";
import { stripeSignature, stripeSubscription } from "@/tests/support/stripe-webhooks";
import { startTestStripe, type TestStripe } from "@/tests/support/stripe-server";
import { firstItem } from "@/tests/support/first-item";

const CUSTOMER_EMAIL = "Kundin.Geheim-4711@example.ch";
const CONTACT_EMAIL = "kontakt.privat-0815@example.ch";

const ctx = setupApiDatabase();
let stripe: TestStripe;
let consultantId: number;
const handedOut: { editToken?: string; code?: string } = {};

// ---------------------------------------------------------------- capture

const captured: string[] = [];
const restore: (() => void)[] = [];

function capture() {
  for (const level of ["log", "info", "warn", "error", "debug", "trace"] as const) {
    const spy = vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      captured.push(formatWithOptions({ depth: Infinity, colors: false }, ...args));
    });
    restore.push(() => spy.mockRestore());
  }
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write;
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      captured.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
      return (write as (...args: unknown[]) => boolean).call(stream, chunk, ...rest);
    }) as typeof stream.write;
    restore.push(() => {
      stream.write = write;
    });
  }
}

beforeAll(async () => {
  stripe = await startTestStripe();
  process.env.STRIPE_API_BASE = stripe.url;
  consultantId = (await insertConsultant(ctx.current())).id;
  capture();
});

afterAll(async () => {
  await whenDeliveredSoon();
  for (const undo of restore.reverse()) undo();
  await stripe?.stop();
});

const from = (ip: string) => ({ "x-forwarded-for": ip });
let ipCounter = 0;
const nextIp = () => `198.18.0.${++ipCounter}`;

// ---------------------------------------------------------------- the flows

describe("flows that handle secrets and personal data", () => {
  it("rating: a verified link, a submission with the customer's e-mail, an edit with the token, a wrong token", async () => {
    const db = ctx.current();
    const owner = consultantActor(consultantId);
    const issued = await call(verificationCode.POST, "POST", "/api/evaluation/verification-code", { actor: owner, headers: from(nextIp()) });
    expect(issued.status).toBe(201);
    handedOut.code = ((await issued.json()) as { code: string }).code;

    const body = await submissionFor(db, consultantId, { email: CUSTOMER_EMAIL, code: handedOut.code });
    const submitted = await call(evaluation.POST, "POST", "/api/evaluation", { body, headers: from(nextIp()) });
    expect(submitted.status).toBe(201);
    const { id, editToken, codeStatus } = (await submitted.json()) as { id: string; editToken: string; codeStatus: string };
    expect(codeStatus).toBe("accepted");
    handedOut.editToken = editToken;

    const edit = { ...body, editToken, comment: "Nachträglich ergänzt." };
    expect((await call(evaluationId.PUT, "PUT", `/api/evaluation/${id}`, { params: { id }, body: edit, headers: from(nextIp()) })).status).toBe(200);
    expect(
      (await call(evaluationId.PUT, "PUT", `/api/evaluation/${id}`, { params: { id }, body: { ...edit, editToken: `${editToken}x` }, headers: from(nextIp()) }))
        .status,
    ).toBeGreaterThanOrEqual(400);
    // A second rating by the same customer without the token: accepted like the first (the answer never
    // tells whether an address has rated), the address in the request and the confirmation mail only.
    expect((await call(evaluation.POST, "POST", "/api/evaluation", { body, headers: from(nextIp()) })).status).toBe(201);
    // 4xx: an invalid address next to valid personal data.
    expect(
      (
        await call(evaluation.POST, "POST", "/api/evaluation", {
          body: { ...body, customer: { ...body.customer, email: `${CUSTOMER_EMAIL}@@` } },
          headers: from(nextIp()),
        })
      ).status,
    ).toBe(422);
  });

  it("a forced 5xx: the database refuses the write of a rating (and of its edit)", async () => {
    const db = ctx.current();
    await db.$executeRawUnsafe(`ALTER TABLE "Evaluation" ADD CONSTRAINT "_log_redaction_fail" CHECK ("comment" IS DISTINCT FROM 'FORCE-500')`);
    try {
      const body = await submissionFor(db, consultantId, { email: CUSTOMER_EMAIL.replace("4711", "4712"), comment: "FORCE-500" });
      const failed = await call(evaluation.POST, "POST", "/api/evaluation", { body, headers: from(nextIp()) });
      expect(failed.status).toBe(500);
      const row = firstItem(await db.evaluation.findMany({ where: { customerEmail: CUSTOMER_EMAIL.toLowerCase() }, select: { id: true } }));
      const edit = { ...(await submissionFor(db, consultantId, { email: CUSTOMER_EMAIL })), editToken: handedOut.editToken, comment: "FORCE-500" };
      expect((await call(evaluationId.PUT, "PUT", `/api/evaluation/${row.id}`, { params: { id: row.id }, body: edit, headers: from(nextIp()) })).status).toBe(
        500,
      );
    } finally {
      await db.$executeRawUnsafe(`ALTER TABLE "Evaluation" DROP CONSTRAINT "_log_redaction_fail"`);
    }
    // The capture works, and the log still says what failed: request id, route, model, the database's sentence, frames.
    const output = captured.join("\n");
    expect(output).toMatch(/\[api\] request \S+ POST \/api\/evaluation failed/);
    expect(output).toMatch(/model: Evaluation/);
    expect(output).toMatch(/violates check constraint .?_log_redaction_fail/);
    expect(output).toMatch(/\n[^\S\n]+at .*submit-evaluation\.ts:\d+/);
  });

  it("contact: a message with the sender's address, delivered without SMTP (stays queued)", async () => {
    const response = await call(email.POST, "POST", "/api/email", {
      body: { purpose: "contactConsultant", consultantId, name: "Eva Privat", email: CONTACT_EMAIL, text: "Bitte rufen Sie mich an." },
      headers: from(nextIp()),
    });
    expect(response.status).toBe(202);
    await whenDeliveredSoon();
  });

  it("Stripe: a signed webhook, a forged one, a checkout with the API key, and Stripe failing", async () => {
    const event = {
      id: "evt_log_1",
      type: "customer.subscription.created",
      created: Math.floor(Date.now() / 1000) - 5,
      data: {
        object: stripeSubscription({
          id: "sub_log",
          customer: "cus_log",
          consultantId,
          status: "active",
          periodEnd: Math.floor(Date.now() / 1000) + 86_400,
        }),
      },
    };
    const payload = JSON.stringify(event);
    const signed = stripeSignature(payload, SECRETS.webhook);
    expect((await call(webhook.POST as RouteHandler, "POST", "/api/webhooks/stripe", { body: payload, headers: { "stripe-signature": signed } })).status).toBe(
      200,
    );
    // Unknown customers are logged by event id: an event for a customer we do not know.
    const unknown = JSON.stringify({ ...event, id: "evt_log_2", data: { object: { ...event.data.object, customer: "cus_unknown", metadata: {} } } });
    expect(
      (
        await call(webhook.POST as RouteHandler, "POST", "/api/webhooks/stripe", {
          body: unknown,
          headers: { "stripe-signature": stripeSignature(unknown, SECRETS.webhook) },
        })
      ).status,
    ).toBe(200);
    const forged = stripeSignature(payload, `${SECRETS.webhook}x`);
    expect((await call(webhook.POST as RouteHandler, "POST", "/api/webhooks/stripe", { body: payload, headers: { "stripe-signature": forged } })).status).toBe(
      400,
    );

    const owner = consultantActor(consultantId);
    const params = { id: String(consultantId), priceId: "price_essential" };
    await ctx.current().subscription.deleteMany({ where: { consultantId } });
    stripe.failWith(500);
    expect((await call(checkout.GET, "GET", "/api/consultant/x/checkout/y", { params, actor: owner })).status).toBe(503);
    stripe.failWith(null);
    expect((await call(checkout.GET, "GET", "/api/consultant/x/checkout/y", { params, actor: owner })).status).toBe(200);
    expect(stripe.requests.some((r) => r.authorization?.includes(SECRETS.stripeKey))).toBe(true);
  });

  it("jobs: the endpoint with its secret, with a wrong one and with none", async () => {
    const run = (authorization?: string) =>
      call(jobs.POST as RouteHandler, "POST", "/api/jobs/publish-evaluations", { headers: authorization ? { authorization } : {} });
    expect((await run(`Bearer ${SECRETS.jobs}`)).status).toBe(200);
    expect((await run(`Bearer ${SECRETS.jobs}-wrong`)).status).toBe(403);
    expect((await run()).status).toBe(401);
  });

  it("unauthenticated and forbidden: forged cookies, secrets sent as bearer tokens, another user's account", async () => {
    const raw = (headers: Record<string, string>, body?: unknown) =>
      account.DELETE(
        new Request(new URL("/api/account", BASE_URL), {
          method: "DELETE",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(body ?? { confirmEmail: CUSTOMER_EMAIL }),
        }),
        { params: Promise.resolve({}) },
      );
    expect((await raw({ authorization: `Bearer ${handedOut.editToken}` })).status).toBe(401);
    expect((await raw({ authorization: `Bearer ${SECRETS.nextAuth} ${CUSTOMER_EMAIL}` })).status).toBe(401);
    expect((await raw({ cookie: `${sessionCookieName()}=${SECRETS.nextAuth}`, origin: "http://localhost:3000" })).status).toBe(401);
    expect((await raw({ cookie: `${sessionCookieName()}=x`, origin: "https://evil.example" })).status).toBe(403);
    // Signed in, but the confirmation is somebody else's address.
    expect((await call(account.DELETE, "DELETE", "/api/account", { actor: user(), body: { confirmEmail: CUSTOMER_EMAIL } })).status).toBe(422);

    // next-auth: a sign-in without CSRF token and a session read with a forged cookie.
    const post = nextAuthRoute(auth.POST);
    const get = nextAuthRoute(auth.GET);
    const signIn = await post(
      new Request(new URL("/api/auth/callback/local", BASE_URL), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `email=${encodeURIComponent(CUSTOMER_EMAIL)}&csrfToken=${SECRETS.nextAuth}`,
      }),
      { params: Promise.resolve({ nextauth: "callback/local" }) },
    );
    expect(signIn.status).toBeLessThan(500);
    const session = await get(new Request(new URL("/api/auth/session", BASE_URL), { headers: { cookie: `${sessionCookieName()}=${SECRETS.jobs}` } }), {
      params: Promise.resolve({ nextauth: "session" }),
    });
    expect(session.status).toBe(200);
  });
});

describe("the captured output", () => {
  it("contains no secret, token, code or customer e-mail address", () => {
    expect(handedOut.editToken).toBeTruthy();
    expect(handedOut.code).toMatch(/^\d{10}$/);
    const output = captured.join("\n");
    expect(output.length).toBeGreaterThan(0);
    const forbidden: Record<string, string> = {
      JOBS_SECRET: SECRETS.jobs,
      NEXTAUTH_SECRET: SECRETS.nextAuth,
      STRIPE_WEBHOOK_SECRET: SECRETS.webhook,
      STRIPE_SECRET_KEY: SECRETS.stripeKey,
      "edit token": handedOut.editToken!,
      "verification code": handedOut.code!,
      "customer e-mail": CUSTOMER_EMAIL,
      "customer e-mail (stored form)": CUSTOMER_EMAIL.toLowerCase(),
      "customer e-mail (URL-encoded)": encodeURIComponent(CUSTOMER_EMAIL),
      "customer e-mail (local part)": "geheim-4711",
      "customer e-mail of the failed rating": "geheim-4712",
      "sender's e-mail": CONTACT_EMAIL,
    };
    const leaks = Object.entries(forbidden)
      .filter(([, value]) => output.toLowerCase().includes(value.toLowerCase()))
      .map(([name]) => name);
    expect(leaks, `leaked into the logs:\n${output.slice(0, 4000)}`).toEqual([]);
  });
});
