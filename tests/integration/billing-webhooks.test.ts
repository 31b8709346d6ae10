// Stripe webhooks: signature on the raw body, each event applied once (replays, concurrent
// duplicates), and out-of-order delivery never regresses a subscription.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, dropAfterAppClient, type TestDatabase } from "@/tests/support/test-database";
import { insertLukasBrunner } from "@/tests/support/consultant-rows";
import { stripeSignature, stripeSubscription } from "@/tests/support/stripe-webhooks";

const SECRET = "whsec_test_billing_secret";

let database: TestDatabase;
let POST: (request: Request) => Promise<Response>;
let consultantId: number;
let eventCounter = 0;
const T0 = Math.floor(Date.now() / 1000) - 3600;

type Event = { id: string; type: string; created: number; data: { object: Record<string, unknown> } };

function event(type: string, created: number, object: Record<string, unknown>, id = `evt_${++eventCounter}`): Event {
  return { id, type, created, data: { object } };
}

function subscription(status: string, extra: Record<string, unknown> = {}) {
  return stripeSubscription({ id: "sub_1", customer: "cus_1", consultantId, status, periodEnd: T0 + 30 * 86400 }, extra);
}

function send(evt: Event, options: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const payload = JSON.stringify(evt);
  const header = options.signature === undefined ? stripeSignature(payload, options.secret ?? SECRET, options.timestamp) : options.signature;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (header !== null) headers["stripe-signature"] = header;
  return POST(new Request("http://localhost:3000/api/webhooks/stripe", { method: "POST", headers, body: payload }));
}

async function outcome(evt: Event) {
  const response = await send(evt);
  expect(response.status).toBe(200);
  return ((await response.json()) as { outcome: string }).outcome;
}

const stored = () => database.db.subscription.findUniqueOrThrow({ where: { consultantId } });

beforeAll(async () => {
  database = await createTestDatabase();
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_PRICE_ESSENTIAL: "price_essential",
    STRIPE_PRICE_PROFESSIONAL: "price_professional",
  });
  ({ POST } = await import("@/app/api/webhooks/stripe/route"));
  consultantId = await insertLukasBrunner(database.db);
});

afterAll(async () => {
  await dropAfterAppClient(database);
});

beforeEach(async () => {
  await database.db.subscription.deleteMany();
  await database.db.stripeEvent.deleteMany();
});

describe("POST /api/webhooks/stripe: signatures", () => {
  it("refuses a forged signature, a stale one and a missing one with 400, without effect", async () => {
    const evt = event("customer.subscription.created", T0, subscription("active"));
    for (const response of [
      await send(evt, { secret: "whsec_forged" }),
      await send(evt, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
      await send(evt, { signature: null }),
    ]) {
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toBe("application/problem+json");
    }
    expect(await database.db.stripeEvent.count()).toBe(0);
    expect(await database.db.subscription.count()).toBe(0);
  });

  it("refuses a signed event with a NUL character with 400, which PostgreSQL could not store (found by the fuzzer)", async () => {
    const evt = { ...event("invoice.paid", T0, subscription("active")), id: "evt_a\u0000b" };
    const response = await send(evt);
    expect(response.status).toBe(400);
    expect(await database.db.stripeEvent.count()).toBe(0);
  });

  it("refuses a body changed after signing", async () => {
    const evt = event("customer.subscription.created", T0, subscription("active"));
    const header = stripeSignature(JSON.stringify(evt), SECRET);
    const tampered = JSON.stringify({ ...evt, data: { object: subscription("active", { metadata: { consultantId: "999" } }) } });
    const response = await POST(
      new Request("http://localhost/api/webhooks/stripe", { method: "POST", headers: { "stripe-signature": header }, body: tampered }),
    );
    expect(response.status).toBe(400);
  });
});

describe("POST /api/webhooks/stripe: effects", () => {
  it("applies a checkout, its subscription and its invoice, and a replay of all of them changes nothing", async () => {
    const events = [
      event("checkout.session.completed", T0, {
        id: "cs_1",
        object: "checkout.session",
        mode: "subscription",
        client_reference_id: String(consultantId),
        customer: "cus_1",
        subscription: "sub_1",
        metadata: { consultantId: String(consultantId) },
      }),
      event("customer.subscription.created", T0 + 1, subscription("active")),
      event("invoice.paid", T0 + 2, { id: "in_1", object: "invoice", customer: "cus_1", parent: { subscription_details: { subscription: "sub_1" } } }),
    ];
    for (const evt of events) expect(await outcome(evt)).toBe("processed");
    const first = await stored();
    expect(first).toMatchObject({
      status: "active",
      planId: "professional",
      stripeCustomerId: "cus_1",
      stripeSubscriptionId: "sub_1",
      stripePriceId: "price_professional",
      quantity: 1,
      monthlyAmountRappen: 9900,
      lastInvoiceStatus: "paid",
      cancelAtPeriodEnd: false,
    });
    expect(first.currentPeriodEnd?.getTime()).toBe((T0 + 30 * 86400) * 1000);
    expect(first.lastEventAt?.getTime()).toBe((T0 + 1) * 1000);

    for (const evt of events) expect(await outcome(evt)).toBe("duplicate");
    expect(await stored()).toEqual(first);
    expect(await database.db.stripeEvent.count()).toBe(3);
  });

  it("processes one of several concurrent deliveries of the same event", async () => {
    const evt = event("customer.subscription.created", T0, subscription("active"));
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => outcome(evt)));
    expect(outcomes.filter((o) => o === "processed")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(5);
    expect(await database.db.stripeEvent.count()).toBe(1);
  });

  it("keeps the newest state when events arrive out of order", async () => {
    const created = event("customer.subscription.created", T0, subscription("active"));
    const cancelling = event("customer.subscription.updated", T0 + 10, subscription("active", { cancel_at_period_end: true }));
    const deleted = event("customer.subscription.deleted", T0 + 20, subscription("canceled", { cancel_at_period_end: true }));
    expect(await outcome(deleted)).toBe("processed");
    expect(await outcome(created)).toBe("processed");
    expect(await outcome(cancelling)).toBe("processed");
    expect(await stored()).toMatchObject({ status: "canceled", cancelAtPeriodEnd: true });
    expect((await stored()).lastEventAt?.getTime()).toBe((T0 + 20) * 1000);

    const failed = event("invoice.payment_failed", T0 + 5, { id: "in_2", object: "invoice", customer: "cus_1", subscription: "sub_1" });
    const paid = event("invoice.paid", T0 + 15, { id: "in_3", object: "invoice", customer: "cus_1", subscription: "sub_1" });
    expect(await outcome(paid)).toBe("processed");
    expect(await outcome(failed)).toBe("processed");
    expect((await stored()).lastInvoiceStatus).toBe("paid");
  });

  it("lets the later state in a subscription's life win within the same second, whatever the order", async () => {
    const deleted = event("customer.subscription.deleted", T0, subscription("canceled"));
    const updated = event("customer.subscription.updated", T0, subscription("active"));
    expect(await outcome(deleted)).toBe("processed");
    expect(await outcome(updated)).toBe("processed");
    expect((await stored()).status).toBe("canceled");
  });

  it("applies concurrent, shuffled events for one consultant to the newest state", async () => {
    const statuses = ["trialing", "active", "past_due", "active", "unpaid", "canceled"];
    const events = statuses.map((status, i) => event("customer.subscription.updated", T0 + i * 10, subscription(status)));
    const shuffled = [...events].sort(() => Math.random() - 0.5);
    await Promise.all(shuffled.map((evt) => outcome(evt)));
    expect(await stored()).toMatchObject({ status: "canceled" });
    expect((await stored()).lastEventAt?.getTime()).toBe((T0 + 50) * 1000);
  });

  it("finds the consultant by the stored customer when the metadata is missing, and ignores unknown customers", async () => {
    await outcome(event("customer.subscription.created", T0, subscription("active")));
    expect(await outcome(event("customer.subscription.updated", T0 + 5, subscription("past_due", { metadata: {} })))).toBe("processed");
    expect((await stored()).status).toBe("pastDue");
    expect(await outcome(event("customer.subscription.updated", T0 + 6, subscription("active", { metadata: {}, customer: "cus_unknown" })))).toBe("processed");
    expect((await stored()).status).toBe("pastDue");
  });

  it("acknowledges event types it does not handle", async () => {
    expect(await outcome(event("customer.created", T0, { id: "cus_9", object: "customer" }))).toBe("ignored");
  });
});
