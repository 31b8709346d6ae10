// The contact mail caps (issue 16, item 3) with the real limits of the code: whatever an attacker
// rotates (the profile it writes to, its own address, its network address, the profiles naming a
// victim), the next request answers 429 problem+json with Retry-After and a message in the sender's
// language, and nothing more is queued. Counters live in PostgreSQL; a cap is a day's budget with no
// window edge (lib/rate-limit, GCRA), so a run across midnight counts on.
import { vi } from "vitest";

vi.hoisted(() => {
  for (const key of ["SMTP_URL", "STRIPE_SECRET_KEY", "OIDC_ISSUER"]) delete process.env[key];
});

import { afterAll, describe, expect, it } from "vitest";
import * as email from "@/app/api/email/route";
import * as confirmation from "@/app/api/email/confirmation/route";
import { whenDeliveredSoon } from "@/lib/email/deliver-soon";
import { call, insertConsultant, setupApiDatabase } from "@/tests/support/api";
import { consultantActor, user } from "@/tests/support/actors";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";

const ctx = setupApiDatabase();
afterAll(() => whenDeliveredSoon());

let ipCounter = 0;
const freshIp = () => ({ "x-forwarded-for": `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });

async function confirmedConsultant(): Promise<number> {
  return (await insertConsultant(ctx.current(), { publicEmailConfirmedAt: new Date() })).id;
}

function contact(consultantId: number, sender: string, options: { headers?: Record<string, string>; actor?: ReturnType<typeof user>; locale?: string } = {}) {
  return call(email.POST, "POST", "/api/email", {
    body: { purpose: "contactConsultant", consultantId, name: "Spam", email: sender, text: "Buy now", locale: options.locale ?? "de" },
    headers: options.headers ?? freshIp(),
    actor: options.actor,
  });
}

async function expectCapped(response: Response, detail: string) {
  expect(response.status).toBe(429);
  expect(response.headers.get("content-type")).toBe("application/problem+json");
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(86_400);
  expect(await response.json()).toMatchObject({ type: "https://beraterwahl.ch/problems/rate-limited", status: 429, detail });
}

let senderCounter = 0;
const freshSender = () => `sender${++senderCounter}@example.org`;

describe("contact messages (POST /api/email)", () => {
  it(`accepts ${RATE_LIMITS.contactPerRecipient.limit} messages a day to one consultant from different senders and networks, then 429`, async () => {
    const victim = await confirmedConsultant();
    for (let i = 0; i < RATE_LIMITS.contactPerRecipient.limit; i++) expect((await contact(victim, freshSender())).status, `message ${i + 1}`).toBe(202);
    const queued = await ctx.current().emailMessage.count();
    await expectCapped(
      await contact(victim, freshSender(), { locale: "fr" }),
      "Cette personne a déjà reçu un très grand nombre de demandes de contact aujourd’hui. Veuillez réessayer demain.",
    );
    expect(await ctx.current().emailMessage.count()).toBe(queued);
    // Another consultant is not affected.
    expect((await contact(await confirmedConsultant(), freshSender())).status).toBe(202);
  });

  it("counts held messages to an unconfirmed address against the same cap (nothing piles up unbounded)", async () => {
    const unconfirmed = (await insertConsultant(ctx.current())).id;
    for (let i = 0; i < RATE_LIMITS.contactPerRecipient.limit; i++) expect((await contact(unconfirmed, freshSender())).status).toBe(202);
    expect(await ctx.current().emailMessage.count({ where: { heldForConsultantId: unconfirmed, status: "held" } })).toBe(RATE_LIMITS.contactPerRecipient.limit);
    expect((await contact(unconfirmed, freshSender())).status).toBe(429);
  });

  it(`accepts ${RATE_LIMITS.contactPerSender.limit} messages a day from one sender address however it is spelt, then 429`, async () => {
    const spellings = ["mallory@example.org", "Mallory@Example.org", "mallory+1@example.org", "MALLORY+x@EXAMPLE.ORG"];
    for (let i = 0; i < RATE_LIMITS.contactPerSender.limit; i++) {
      expect((await contact(await confirmedConsultant(), spellings[i % spellings.length]!)).status, `message ${i + 1}`).toBe(202);
    }
    await expectCapped(
      await contact(await confirmedConsultant(), "mallory+new@example.org"),
      "Mit dieser E-Mail-Adresse wurden heute schon zu viele Kontaktanfragen gesendet. Bitte versuchen Sie es morgen noch einmal.",
    );
    expect((await contact(await confirmedConsultant(), "alice@example.org")).status).toBe(202);
  });

  it(`accepts ${RATE_LIMITS.contactPerClient.limit} messages a day from one network address, whoever is signed in, then 429`, async () => {
    const office = { "x-forwarded-for": "198.51.100.200" };
    const targets = [await confirmedConsultant(), await confirmedConsultant()];
    // Each signed-in user has their own short-burst budget; the day's cap is the network's.
    for (let i = 0; i < RATE_LIMITS.contactPerClient.limit; i++) {
      const response = await contact(targets[i % 2]!, freshSender(), { headers: office, actor: user() });
      expect(response.status, `message ${i + 1}`).toBe(202);
    }
    await expectCapped(
      await contact(await confirmedConsultant(), freshSender(), { headers: office, actor: user(), locale: "it" }),
      "Oggi dalla sua rete sono già state inviate troppe richieste di contatto. La preghiamo di riprovare domani.",
    );
    // Signed out, the same address is the same client. (That a client cannot choose its address at all,
    // through our server, is tests/security/hardening.test.ts.)
    expect((await contact(await confirmedConsultant(), freshSender(), { headers: office })).status).toBe(429);
    expect((await contact(await confirmedConsultant(), freshSender(), { headers: { "x-forwarded-for": "198.51.100.201" } })).status).toBe(202);
  });

  it("answers the short-burst limit in the sender's language too", async () => {
    const headers = { "x-forwarded-for": "198.51.100.210" };
    const team = { purpose: "contactTeam", name: "Eva", email: "eva@example.ch", text: "Hallo", locale: "en" };
    for (let i = 0; i < 5; i++) expect((await call(email.POST, "POST", "/api/email", { body: team, headers })).status).toBe(202);
    await expectCapped(
      await call(email.POST, "POST", "/api/email", { body: team, headers }),
      "Too many messages in a short time. Please try again in a few minutes.",
    );
  });
});

describe("confirmation links (POST /api/email/confirmation)", () => {
  it(`sends at most ${RATE_LIMITS.contactConfirmationPerAddress.limit} links a day to one address, also when several profiles name it`, async () => {
    const first = (await insertConsultant(ctx.current(), { publicEmail: "victim@example.org" })).id;
    for (let i = 0; i < RATE_LIMITS.contactConfirmationPerAddress.limit; i++) {
      expect(
        (await call(confirmation.POST, "POST", "/api/email/confirmation", { actor: consultantActor(first), body: { consultantId: first } })).status,
        `link ${i + 1}`,
      ).toBe(202);
    }
    const links = await ctx.current().emailMessage.count({ where: { purpose: "contactEmailConfirmation", recipientEmail: "victim@example.org" } });
    expect(links).toBe(RATE_LIMITS.contactConfirmationPerAddress.limit);
    await expectCapped(
      await call(confirmation.POST, "POST", "/api/email/confirmation", { actor: consultantActor(first), body: { consultantId: first, locale: "en" } }),
      "Too many confirmation links have been sent for this address today. Please try again tomorrow.",
    );
    const second = (await insertConsultant(ctx.current(), { publicEmail: "Victim+2@example.org" })).id;
    expect((await call(confirmation.POST, "POST", "/api/email/confirmation", { actor: consultantActor(second), body: { consultantId: second } })).status).toBe(
      429,
    );
    expect(
      await ctx
        .current()
        .emailMessage.count({ where: { purpose: "contactEmailConfirmation", recipientEmail: { in: ["victim@example.org", "Victim+2@example.org"] } } }),
    ).toBe(links);
  });

  it(`sends at most ${RATE_LIMITS.contactConfirmationPerOwner.limit} links a day for one profile, whatever addresses it names`, async () => {
    const id = (await insertConsultant(ctx.current())).id;
    const owner = consultantActor(id);
    for (let i = 0; i < RATE_LIMITS.contactConfirmationPerOwner.limit; i++) {
      await ctx.current().consultant.update({ where: { id }, data: { publicEmail: `rotating${i}@example.org` } });
      expect((await call(confirmation.POST, "POST", "/api/email/confirmation", { actor: owner, body: { consultantId: id } })).status, `link ${i + 1}`).toBe(
        202,
      );
    }
    await ctx.current().consultant.update({ where: { id }, data: { publicEmail: "rotating-last@example.org" } });
    expect((await call(confirmation.POST, "POST", "/api/email/confirmation", { actor: owner, body: { consultantId: id } })).status).toBe(429);
  });
});
