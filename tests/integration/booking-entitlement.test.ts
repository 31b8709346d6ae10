// The booking widget is a paid feature (docs/product-rules.md#subscriptions-and-pricing): the public
// profile (page and anonymous API alike) carries the consultant's booking credentials during the trial
// or with an active subscription, and not after the trial without one; the profile itself stays.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as consultantGet } from "@/app/api/consultant/[id]/route";
import { callJson, insertConsultant, setupApiDatabase } from "@/tests/support/api";
import { anonymous } from "@/tests/support/actors";

const ctx = setupApiDatabase();
const DAY = 86_400_000;
const credentials = { calensoToken: "tok-booking", calensoWorkerId: "4711" };
const ids = { inTrial: 0, trialOver: 0, subscribed: 0, pastDue: 0, canceled: 0 };

beforeAll(async () => {
  const db = ctx.current();
  ids.inTrial = (await insertConsultant(db, { ...credentials, trialEndsAt: new Date(Date.now() + 5 * DAY) })).id;
  ids.trialOver = (await insertConsultant(db, { ...credentials, trialEndsAt: new Date(Date.now() - DAY) })).id;
  ids.subscribed = (await insertConsultant(db, { ...credentials, trialEndsAt: new Date(Date.now() - 30 * DAY) })).id;
  ids.pastDue = (await insertConsultant(db, { ...credentials, trialEndsAt: new Date(Date.now() - 30 * DAY) })).id;
  ids.canceled = (await insertConsultant(db, { ...credentials, trialEndsAt: new Date(Date.now() - 30 * DAY) })).id;
  for (const [consultantId, status] of [
    [ids.subscribed, "active"],
    [ids.pastDue, "pastDue"],
    [ids.canceled, "canceled"],
  ] as const) {
    await db.subscription.create({ data: { consultantId, status, stripeCustomerId: `cus_${consultantId}` } });
  }
});

async function bookingOf(id: number) {
  const res = await callJson<{ booking: { token: string; workerId: string } | null; familyName: string }>(consultantGet, "GET", `/api/consultant/${id}`, {
    actor: anonymous,
    params: { id: String(id) },
  });
  expect(res.status).toBe(200);
  return res.body.booking;
}

describe("the booking widget on the public profile", () => {
  it("shows during the trial and with an active subscription (also while Stripe retries a payment)", async () => {
    for (const id of [ids.inTrial, ids.subscribed, ids.pastDue]) expect(await bookingOf(id)).toEqual({ token: "tok-booking", workerId: "4711" });
  });

  it("is switched off after the trial without a subscription, and after a canceled one", async () => {
    for (const id of [ids.trialOver, ids.canceled]) expect(await bookingOf(id)).toBeNull();
  });
});
