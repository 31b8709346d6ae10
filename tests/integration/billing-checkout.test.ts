// Checkout and billing portal against a Stripe-shaped server on loopback.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor, UserActor } from "@/lib/auth/actor";
import { startTestStripe, type TestStripe } from "@/tests/support/stripe-server";
import { createTestDatabase, dropAfterAppClient, type TestDatabase } from "@/tests/support/test-database";
import { firstItem } from "@/tests/support/first-item";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let database: TestDatabase;
let stripe: TestStripe;
let checkout: Handler;
let portal: Handler;
let runAsActor: <T>(actor: Actor, fn: () => Promise<T>) => Promise<T>;
let consultantId: number;
let otherConsultantId: number;

const user = (consultantIdOf: number | null, isPlatformAdmin = false): UserActor => ({
  kind: "user",
  userId: `u-${consultantIdOf}-${isPlatformAdmin}`,
  email: "someone@example.ch",
  name: null,
  isPlatformAdmin,
  permissions: [],
  consultantId: consultantIdOf,
  administeredCompanyId: null,
  via: "bearer",
});

function callCheckout(actor: Actor, id: number, priceId: string) {
  const request = new Request(`http://localhost:3000/api/consultant/${id}/checkout/${priceId}`);
  return runAsActor(actor, () => checkout(request, { params: Promise.resolve({ id: String(id), priceId }) }));
}

function callPortal(actor: Actor, id: number) {
  const request = new Request(`http://localhost:3000/api/consultant/${id}/portal`);
  return runAsActor(actor, () => portal(request, { params: Promise.resolve({ id: String(id) }) }));
}

beforeAll(async () => {
  stripe = await startTestStripe();
  database = await createTestDatabase();
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    APP_URL: "https://www.beraterwahl.test",
    STRIPE_SECRET_KEY: "sk_test_billing",
    STRIPE_API_BASE: stripe.url,
    STRIPE_PRICE_ESSENTIAL: "price_essential",
    STRIPE_PRICE_PROFESSIONAL: "price_professional",
    STRIPE_PRICE_CORPORATE: "price_corporate",
  });
  ({ GET: checkout } = await import("@/app/api/consultant/[id]/checkout/[priceId]/route"));
  ({ GET: portal } = await import("@/app/api/consultant/[id]/portal/route"));
  ({ runAsActor } = await import("@/lib/http/actor-override"));
  const base = {
    honorific: "mr" as const,
    streetName: "Weg",
    streetNumber: "1",
    postalCode: "8001",
    city: "Zürich",
    canton: "ZH" as const,
    state: "active" as const,
  };
  consultantId = (
    await database.db.consultant.create({
      data: { ...base, number: "C-1", givenName: "Lukas", familyName: "Brunner", email: "lukas@example.ch", publicEmail: "info@brunner.example" },
    })
  ).id;
  otherConsultantId = (
    await database.db.consultant.create({ data: { ...base, number: "C-2", givenName: "Eva", familyName: "Muster", publicEmail: "eva@muster.example" } })
  ).id;
});

afterAll(async () => {
  await dropAfterAppClient(database);
  await stripe?.stop();
});

describe("plans", () => {
  it("lists the seeded plans with their configured Stripe prices", async () => {
    const { listPlans } = await import("@/lib/billing/plans");
    const plans = await listPlans();
    expect(plans.map((p) => [p.id, p.monthlyPriceChf, p.highlighted, p.stripePriceId, p.purchase])).toEqual([
      ["essential", 79, false, "price_essential", "checkout"],
      ["professional", 99, true, "price_professional", "checkout"],
      ["corporate", 79, false, "price_corporate", "onRequest"],
    ]);
  });
});

describe("GET /api/consultant/{id}/checkout/{priceId}", () => {
  it("answers the checkout address as text, with a customer created once and an idempotency key", async () => {
    const response = await callCheckout(user(consultantId), consultantId, "price_professional");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);

    const customers = stripe.requests.filter((r) => r.path === "/v1/customers");
    expect(customers).toHaveLength(1);
    expect(customers[0]!.idempotencyKey).toBe(`customer:${consultantId}`);
    expect(customers[0]!.authorization).toBe("Bearer sk_test_billing");
    expect(customers[0]!.form.get("email")).toBe("lukas@example.ch");

    const session = firstItem(stripe.requests.filter((r) => r.path === "/v1/checkout/sessions"));
    const day = new Date().toISOString().slice(0, 10);
    expect(session.idempotencyKey).toBe(`checkout:${consultantId}:price_professional:${day}`);
    expect(session.form.get("mode")).toBe("subscription");
    expect(session.form.get("line_items[0][price]")).toBe("price_professional");
    expect(session.form.get("client_reference_id")).toBe(String(consultantId));
    expect(session.form.get("subscription_data[metadata][consultantId]")).toBe(String(consultantId));
    expect(session.form.get("success_url")).toBe("https://www.beraterwahl.test/account/profile?tab=subscription");
    expect(session.form.get("cancel_url")).toBe("https://www.beraterwahl.test/account/profile?tab=subscription");

    const stored = await database.db.subscription.findUniqueOrThrow({ where: { consultantId } });
    expect(stored).toMatchObject({ status: "incomplete", stripeCustomerId: session.form.get("customer") });
  });

  it("reuses the stored customer on the next checkout", async () => {
    const before = stripe.requests.filter((r) => r.path === "/v1/customers").length;
    const response = await callCheckout(user(consultantId), consultantId, "price_essential");
    expect(response.status).toBe(200);
    expect(stripe.requests.filter((r) => r.path === "/v1/customers")).toHaveLength(before);
    const sessions = stripe.requests.filter((r) => r.path === "/v1/checkout/sessions");
    expect(sessions.at(-1)?.form.get("customer")).toBe(sessions[0]!.form.get("customer"));
  });

  it("lets a platform administrator open it, answers 404 to other users and 401 to anonymous callers", async () => {
    expect((await callCheckout(user(null, true), otherConsultantId, "price_essential")).status).toBe(200);
    expect((await callCheckout(user(otherConsultantId), consultantId, "price_essential")).status).toBe(404);
    expect((await callCheckout({ kind: "anonymous" }, consultantId, "price_essential")).status).toBe(401);
  });

  it("refuses unknown prices (404) and the on-request corporate plan (409)", async () => {
    expect((await callCheckout(user(consultantId), consultantId, "price_unknown")).status).toBe(404);
    const corporate = await callCheckout(user(consultantId), consultantId, "price_corporate");
    expect(corporate.status).toBe(409);
    expect(corporate.headers.get("content-type")).toBe("application/problem+json");
  });

  it("refuses a second subscription while one is running", async () => {
    await database.db.subscription.update({ where: { consultantId }, data: { status: "active", stripeSubscriptionId: "sub_running" } });
    try {
      expect((await callCheckout(user(consultantId), consultantId, "price_essential")).status).toBe(409);
    } finally {
      await database.db.subscription.update({ where: { consultantId }, data: { status: "incomplete", stripeSubscriptionId: null } });
    }
  });

  it("answers 503 when Stripe fails", async () => {
    stripe.failWith(500);
    try {
      const response = await callCheckout(user(consultantId), consultantId, "price_professional");
      expect(response.status).toBe(503);
    } finally {
      stripe.failWith(null);
    }
  });
});

describe("GET /api/consultant/{id}/portal", () => {
  it("answers the billing portal address as text", async () => {
    const response = await callPortal(user(consultantId), consultantId);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_test_\d+$/);
    const request = stripe.requests.filter((r) => r.path === "/v1/billing_portal/sessions").at(-1);
    expect(request?.form.get("return_url")).toBe("https://www.beraterwahl.test/account/profile?tab=subscription");
    expect(request?.idempotencyKey).toMatch(new RegExp(`^portal:${consultantId}:\\d+$`));
  });

  it("answers 409 before any plan was chosen, 404 to other users", async () => {
    const third = await database.db.consultant.create({
      data: {
        number: "C-3",
        honorific: "mx",
        givenName: "Kim",
        familyName: "Meier",
        streetName: "Weg",
        streetNumber: "2",
        postalCode: "3000",
        city: "Bern",
        canton: "BE",
        publicEmail: "kim@example.ch",
      },
    });
    expect((await callPortal(user(third.id), third.id)).status).toBe(409);
    expect((await callPortal(user(third.id), consultantId)).status).toBe(404);
  });
});
